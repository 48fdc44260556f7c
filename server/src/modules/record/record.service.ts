import {
  displayRating,
  Game,
  RECORD_FIRST_PAGE,
  type Placement,
  type PlacementPage,
  type RecordHiddenState,
  type RosterStintPage,
  type TeamRosterEventPage,
  type User,
  type VerifiedRecord,
} from '@esn/contract';
import type { AppContext } from '../../context';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { forbidden, notFound } from '../../lib/errors';
import { loadTeam } from '../teams/team-access';
import { readableCv } from '../cv/cv-access';
import { ratingsRepository } from '../ratings/ratings.repository';
import { recordRepository } from './record.repository';
import { presentGameRecord, presentPlacement, presentStint, presentTeamEvent } from './record.presenter';

type Subject = { userId: string; own: boolean };

/**
 * Who may read whose record: the CV's rule (its owner's privacy setting: public, members, connections), since the
 * record is the CV's verified part. The owner also sees the entries he hid.
 */
async function readable(ctx: AppContext, viewer: User, userId: string): Promise<Subject> {
  const owner = await readableCv(ctx, userId, viewer);
  return { userId: owner.id, own: viewer.id === owner.id };
}

async function stintPage(ctx: AppContext, s: Subject, limit: number, cursor?: string): Promise<RosterStintPage> {
  const rows = await recordRepository.stints(ctx.db, s.userId, s.own, limit + 1, decodeCursor(cursor));
  const page = pageOf(rows, limit, (r) => ({ createdAt: new Date(r.from_at), id: r.id }));
  return { items: page.items.map(presentStint), nextCursor: page.nextCursor };
}

async function placementPage(ctx: AppContext, s: Subject, limit: number, cursor?: string): Promise<PlacementPage> {
  const rows = await recordRepository.placements(ctx.db, s.userId, {
    withHidden: s.own,
    limit: limit + 1,
    after: decodeCursor(cursor),
  });
  const page = pageOf(rows, limit, (r) => ({ createdAt: new Date(r.finished_at), id: r.participant_id }));
  return { items: page.items.map(presentPlacement), nextCursor: page.nextCursor };
}

/** The whole record's first read: the first page of each list and every game's statistics with its rating. */
export async function getRecord(ctx: AppContext, viewer: User, userId: string): Promise<VerifiedRecord> {
  return recordOf(ctx, await readable(ctx, viewer, userId));
}

/** The record of someone the caller may read (the CV decided it). */
export async function recordOf(ctx: AppContext, s: Subject): Promise<VerifiedRecord> {
  const [roster, placements, games, ratings] = await Promise.all([
    stintPage(ctx, s, RECORD_FIRST_PAGE),
    placementPage(ctx, s, RECORD_FIRST_PAGE),
    recordRepository.gameStats(ctx.db, s.userId),
    ratingsRepository.ofSubject(ctx.db, 'user', s.userId),
  ]);
  const ratingIn = new Map(ratings.map((r) => [r.game as string, displayRating(r.mu, r.sigma)]));
  return {
    roster,
    placements,
    games: games.filter((g) => s.own || !g.hidden).map((g) => presentGameRecord(g, ratingIn.get(g.game) ?? null)),
  };
}

/** His best visible final place (the CV card's line), or null. */
export async function bestPlacement(ctx: AppContext, userId: string): Promise<Placement | null> {
  const [best] = await recordRepository.placements(ctx.db, userId, { withHidden: false, limit: 1, best: true });
  return best ? presentPlacement(best) : null;
}

export async function listRoster(
  ctx: AppContext,
  viewer: User,
  userId: string,
  q: { limit: number; cursor?: string },
): Promise<RosterStintPage> {
  return stintPage(ctx, await readable(ctx, viewer, userId), q.limit, q.cursor);
}

export async function listPlacements(
  ctx: AppContext,
  viewer: User,
  userId: string,
  q: { limit: number; cursor?: string },
): Promise<PlacementPage> {
  return placementPage(ctx, await readable(ctx, viewer, userId), q.limit, q.cursor);
}

/**
 * Which verified entry an id names, and whose it is: a stint (its joining's uuid), a placement (`p-<registration>`)
 * or a game's statistics (`g-<game>`, always the reader's own). Unknown: 404; someone else's: 403.
 */
async function ownEntry(ctx: AppContext, me: User, entryId: string): Promise<string> {
  if (isUuid(entryId)) {
    const event = await recordRepository.findEvent(ctx.db, entryId);
    if (!event || event.kind !== 'joined') throw notFound('record_entry_not_found');
    if (event.userId !== me.id) throw forbidden('record_not_owner');
    return event.id;
  }
  const placement = /^p-(.+)$/.exec(entryId)?.[1];
  if (placement && isUuid(placement)) {
    const [mine] = await recordRepository.placements(ctx.db, me.id, {
      withHidden: true,
      limit: 1,
      participantId: placement,
    });
    if (mine) return entryId;
    if (await recordRepository.placementExists(ctx.db, placement)) throw forbidden('record_not_owner');
    throw notFound('record_entry_not_found');
  }
  const game = Game.safeParse(/^g-(.+)$/.exec(entryId)?.[1]);
  if (game.success && (await recordRepository.gameStats(ctx.db, me.id)).some((g) => g.game === game.data))
    return entryId;
  throw notFound('record_entry_not_found');
}

/** Only the owner hides or shows his verified entries; hiding twice (or showing a shown one) changes nothing. */
export async function setHidden(
  ctx: AppContext,
  me: User,
  entryId: string,
  hidden: boolean,
): Promise<RecordHiddenState> {
  const id = await ownEntry(ctx, me, entryId);
  await recordRepository.setHidden(ctx.db, me.id, id, hidden);
  return { id, hidden };
}

/** A verified entry's id sent to the career's edit or delete: the platform's record is not the owner's to change. */
export async function isVerifiedEntry(ctx: AppContext, entryId: string): Promise<boolean> {
  if (isUuid(entryId)) return (await recordRepository.findEvent(ctx.db, entryId))?.kind === 'joined';
  return /^[pg]-/.test(entryId);
}

export async function teamHistory(
  ctx: AppContext,
  teamId: string,
  q: { limit: number; cursor?: string },
): Promise<TeamRosterEventPage> {
  const team = await loadTeam(ctx.db, teamId);
  const rows = await recordRepository.teamEvents(ctx.db, team.id, q.limit + 1, decodeCursor(q.cursor));
  const page = pageOf(rows, q.limit, (r) => ({ createdAt: r.event.createdAt, id: r.event.id }));
  return { items: page.items.map(presentTeamEvent), nextCursor: page.nextCursor };
}
