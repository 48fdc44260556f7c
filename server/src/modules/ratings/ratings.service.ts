import {
  RATING_HISTORY_POINTS,
  type AdminResult,
  type AdminResultPage,
  type AdminResultSide,
  type AdminResultsQuery,
  type User,
  conservativeOf,
  displayRating,
  isProvisional,
  type Game,
  type GameRating,
  type RatingLeaderboard,
  type RatingLeaderboardQuery,
  type RatingList,
  type RatingSubjectKind,
} from '@esn/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { MatchRow, RatedMatchRow, RatingChangeRow, RatingRow } from '../../db/schema/index';
import { cursorId, cursorInt, decodeJsonCursor, encodeJsonCursor, isUuid } from '../../lib/cursor';
import type { EventBus } from '../../lib/events';
import { conflict, notFound } from '../../lib/errors';
import { audit } from '../admin/audit';
import {
  initialSkill,
  rateEntry,
  replay,
  subjectKey,
  type RatingEntry,
  type Skill,
  type SkillChange,
} from './rating-math';
import { matchesRepository } from '../matches/matches.repository';
import { ratingsRepository, type AdminResultRow } from './ratings.repository';

type Subject = { kind: RatingSubjectKind; id: string };

type Played = Pick<MatchRow, 'id' | 'teamAId' | 'teamBId' | 'userAId' | 'userBId' | 'aBye' | 'bBye'>;

/** Who a result rates: both teams and their rosters (a player on both rosters rates for neither), or two players. */
async function subjectsOf(tx: Tx, match: Played): Promise<RatingEntry['subjects'] | null> {
  if (match.aBye || match.bBye) return null;
  if (match.teamAId && match.teamBId) {
    const a = await ratingsRepository.rosterPlayerIds(tx, match.teamAId);
    const b = await ratingsRepository.rosterPlayerIds(tx, match.teamBId);
    const both = new Set(a.filter((id) => b.includes(id)));
    return [
      { kind: 'team', id: match.teamAId, side: 'a' },
      { kind: 'team', id: match.teamBId, side: 'b' },
      ...a.filter((id) => !both.has(id)).map((id) => ({ kind: 'user' as const, id, side: 'a' as const })),
      ...b.filter((id) => !both.has(id)).map((id) => ({ kind: 'user' as const, id, side: 'b' as const })),
    ];
  }
  if (match.userAId && match.userBId && match.userAId !== match.userBId)
    return [
      { kind: 'user', id: match.userAId, side: 'a' },
      { kind: 'user', id: match.userBId, side: 'b' },
    ];
  return null;
}

const changeRow = (m: RatedMatchRow, c: SkillChange): RatingChangeRow => ({
  matchId: m.matchId,
  subjectKind: c.kind,
  subjectId: c.id,
  side: c.side,
  game: m.game,
  seq: m.seq,
  muBefore: c.before.mu,
  sigmaBefore: c.before.sigma,
  muAfter: c.after.mu,
  sigmaAfter: c.after.sigma,
  playedAt: m.playedAt,
});

const ratingRow = (game: Game, kind: RatingSubjectKind, id: string, s: Skill, now: Date): RatingRow => ({
  subjectKind: kind,
  subjectId: id,
  game,
  mu: s.mu,
  sigma: s.sigma,
  conservative: conservativeOf(s.mu, s.sigma),
  games: s.games,
  updatedAt: now,
});

/**
 * Replays the game's whole history (voided results aside) from nobody rated and writes what differs: every change's
 * before/after and every rating; a subject left with no counting result loses its rating. After a correction or a
 * void, the stored numbers are by construction those a recompute from history gives.
 */
async function recomputeGame(tx: Tx, game: Game, now: Date): Promise<Subject[]> {
  const { matches, changes } = await ratingsRepository.history(tx, game);
  // Whose rating moved: a change of theirs came out different (then so did their rating), or they lost it.
  const moved = new Map<string, Subject>();
  const bySeq = new Map<string, RatingEntry>(
    matches.map((m) => [m.matchId, { matchId: m.matchId, scoreA: m.scoreA, scoreB: m.scoreB, subjects: [] }]),
  );
  for (const c of changes) bySeq.get(c.matchId)?.subjects.push({ kind: c.subjectKind, id: c.subjectId, side: c.side });
  const result = replay([...bySeq.values()]);
  for (const old of changes) {
    const next = result.changes.get(old.matchId)?.find((c) => c.kind === old.subjectKind && c.id === old.subjectId);
    if (!next) continue;
    const values = {
      muBefore: next.before.mu,
      sigmaBefore: next.before.sigma,
      muAfter: next.after.mu,
      sigmaAfter: next.after.sigma,
    };
    if (
      values.muBefore !== old.muBefore ||
      values.sigmaBefore !== old.sigmaBefore ||
      values.muAfter !== old.muAfter ||
      values.sigmaAfter !== old.sigmaAfter
    ) {
      await ratingsRepository.setChange(tx, old, values);
      moved.set(subjectKey(old.subjectKind, old.subjectId), { kind: old.subjectKind, id: old.subjectId });
    }
  }
  await ratingsRepository.upsertRatings(
    tx,
    [...result.skills].map(([key, s]) => {
      const [kind, id] = key.split(/:(.*)/s) as [RatingSubjectKind, string];
      return ratingRow(game, kind, id, s, now);
    }),
  );
  for (const s of await ratingsRepository.dropUnrated(tx, game)) moved.set(subjectKey(s.kind, s.id), s);
  return [...moved.values()];
}

/**
 * A played result, final (approved, set by the organizer, or corrected), rates its sides in the result's transaction:
 * once per match (the match is the key of its history), a repeat of the same score changes nothing, and a corrected
 * score recomputes the game from its history. Walkovers and BYEs never come here: no game was played.
 */
export async function rateResult(
  tx: Tx,
  events: EventBus,
  game: Game,
  match: Played,
  scoreA: number,
  scoreB: number,
  now: Date,
): Promise<void> {
  const subjects = await subjectsOf(tx, match);
  await ratingsRepository.lockGame(tx, game);
  const rated = await ratingsRepository.findRated(tx, match.id);
  if (rated) {
    if (rated.scoreA === scoreA && rated.scoreB === scoreB) return;
    await ratingsRepository.updateScore(tx, match.id, scoreA, scoreB);
    // A voided result keeps the corrected score for a restore, and moves nothing until then.
    if (rated.voidedAt) return;
    await ratedPlayers(tx, events, rated.game, await recomputeGame(tx, rated.game, now));
    return;
  }
  if (!subjects) return;
  const current = await ratingsRepository.current(tx, game, subjects);
  const skills = new Map(
    current.map((r) => [subjectKey(r.subjectKind, r.subjectId), { mu: r.mu, sigma: r.sigma, games: r.games }]),
  );
  const entry: RatingEntry = { matchId: match.id, scoreA, scoreB, subjects };
  const changes = rateEntry(entry, (key) => skills.get(key) ?? initialSkill());
  if (changes.length === 0) return;
  const row = await ratingsRepository.insertRated(tx, { matchId: match.id, game, scoreA, scoreB, playedAt: now });
  await ratingsRepository.insertChanges(
    tx,
    changes.map((c) => changeRow(row, c)),
  );
  await ratingsRepository.upsertRatings(
    tx,
    changes.map((c) => ratingRow(game, c.kind, c.id, c.after, now)),
  );
  await ratedPlayers(tx, events, game, changes);
}

/**
 * The people whose rating in a game a result (or a recompute) moved, told in its transaction (saved market searches
 * look at them: a rating is a market filter).
 */
const ratedPlayers = (tx: Tx, events: EventBus, game: Game, rated: Subject[]) =>
  events.emitInTx(tx, 'ratings.changed', {
    game,
    userIds: rated.filter((s) => s.kind === 'user').map((s) => s.id),
  });

/** How many unrated results one backfill run rates (each in its own transaction); the next run goes on. */
const BACKFILL_BATCH = 500;

/**
 * Rates the played results that were final before the ratings existed (a deployment's old matches), oldest first,
 * once each: under the game's lock the match is read again, so a correction that came meanwhile wins. Run at start-up
 * and now and then by every process; a result already rated is skipped.
 */
export async function backfillRatings(ctx: AppContext): Promise<number> {
  let done = 0;
  for (const { id, game } of await ratingsRepository.unratedPlayed(ctx.db, BACKFILL_BATCH)) {
    await ctx.db.transaction(async (tx) => {
      await ratingsRepository.lockGame(tx, game);
      const match = await matchesRepository.findById(tx, id);
      if (!match || match.status !== 'completed' || match.scoreA === null || match.scoreB === null) return;
      await rateResult(tx, ctx.events, game, match, match.scoreA, match.scoreB, match.completedAt ?? ctx.clock.now());
      done++;
    });
  }
  return done;
}

/** The admin list's cursor: the last row's place in the rating order. */
const ResultCursor = z.object({ s: cursorInt });

function sideOf(row: AdminResultRow, side: 'a' | 'b'): AdminResultSide | null {
  const team = { id: row[`team_${side}_id`], name: row[`team_${side}_name`], slug: row[`team_${side}_slug`] };
  if (team.id && team.name && team.slug) return { kind: 'team', id: team.id, name: team.name, slug: team.slug };
  const user = { id: row[`user_${side}_id`], name: row[`user_${side}_name`], slug: row[`user_${side}_nickname`] };
  if (user.id && user.name && user.slug) return { kind: 'user', id: user.id, name: user.name, slug: user.slug };
  return null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function adminResultOf(row: AdminResultRow): AdminResult {
  const event = row.tournament_id
    ? { kind: 'tournament' as const, id: row.tournament_id, name: row.tournament_name ?? '' }
    : row.league_id
      ? { kind: 'league' as const, id: row.league_id, name: row.league_name ?? '' }
      : null;
  return {
    matchId: row.match_id,
    game: row.game,
    scoreA: row.score_a,
    scoreB: row.score_b,
    playedAt: iso(row.played_at),
    event,
    sideA: sideOf(row, 'a'),
    sideB: sideOf(row, 'b'),
    rated: row.rated,
    status: row.voided_at ? 'voided' : 'counted',
    voided: row.voided_at
      ? {
          at: iso(row.voided_at),
          by: row.voided_by_id ? { id: row.voided_by_id, nickname: row.voided_by_nickname ?? '' } : null,
          reason: row.void_reason ?? '',
        }
      : null,
  };
}

/** The admin area's rated results, newest rated first. */
export async function adminResults(ctx: AppContext, q: AdminResultsQuery): Promise<AdminResultPage> {
  const after = decodeJsonCursor(ResultCursor, q.cursor);
  const rows = await ratingsRepository.adminResults(ctx.db, q, q.limit + 1, after?.s);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map(adminResultOf),
    nextCursor: rows.length > q.limit && last ? encodeJsonCursor({ s: last.seq }) : null,
  };
}

/**
 * Voids a rated result, or restores a voided one, in one transaction under the game's lock: the mark, the game's
 * recompute from its history (so every later rating it touched moves too) and the audit entry commit together.
 */
async function setVoided(ctx: AppContext, admin: User, matchId: string, reason: string | null): Promise<AdminResult> {
  if (!isUuid(matchId)) throw notFound('result_not_rated');
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const seen = await ratingsRepository.findRated(tx, matchId);
    if (!seen) throw notFound('result_not_rated');
    await ratingsRepository.lockGame(tx, seen.game);
    // Read again under the lock: a void or a correction that committed meanwhile is seen.
    const rated = (await ratingsRepository.findRated(tx, matchId))!;
    if (reason !== null && rated.voidedAt) throw conflict('result_already_voided');
    if (reason === null && !rated.voidedAt) throw conflict('result_not_voided');
    await ratingsRepository.setVoid(tx, matchId, reason === null ? null : { at: now, byId: admin.id, reason });
    await ratedPlayers(tx, ctx.events, rated.game, await recomputeGame(tx, rated.game, now));
    const row = (await ratingsRepository.findAdminResult(tx, matchId))!;
    const label = [sideOf(row, 'a')?.name, sideOf(row, 'b')?.name].filter(Boolean).join(' – ') || null;
    await audit(
      tx,
      admin,
      reason === null ? 'result.restored' : 'result.voided',
      { type: 'match', id: matchId, label },
      { game: rated.game, score: `${rated.scoreA}–${rated.scoreB}`, ...(reason === null ? {} : { reason }) },
    );
    return row;
  });
  // Read in the transaction, after the change: what committed.
  return adminResultOf(row);
}

export const voidResult = (ctx: AppContext, admin: User, matchId: string, reason: string) =>
  setVoided(ctx, admin, matchId, reason);

export const restoreResult = (ctx: AppContext, admin: User, matchId: string) => setVoided(ctx, admin, matchId, null);

async function ratingsOf(ctx: AppContext, kind: RatingSubjectKind, id: string): Promise<RatingList> {
  const rows = await ratingsRepository.ofSubject(ctx.db, kind, id);
  const recent = await ratingsRepository.recentChanges(
    ctx.db,
    kind,
    id,
    rows.map((r) => r.game),
    RATING_HISTORY_POINTS,
  );
  const items: GameRating[] = rows.map((r) => ({
    game: r.game,
    rating: displayRating(r.mu, r.sigma),
    mu: r.mu,
    sigma: r.sigma,
    games: r.games,
    provisional: isProvisional(r.games),
    history: recent
      .filter((c) => c.game === r.game)
      .sort((a, b) => a.seq - b.seq)
      .map((c) => ({
        at: c.playedAt.toISOString(),
        rating: displayRating(c.muAfter, c.sigmaAfter),
        matchId: c.matchId,
      })),
  }));
  return { items };
}

/**
 * The conservative estimates (μ − 3σ) of these subjects in a game, by subject id; the unrated are absent. For
 * seeding by rating.
 */
export async function conservativeRatings(
  db: DbOrTx,
  game: Game,
  subjects: { kind: RatingSubjectKind; id: string }[],
): Promise<Map<string, number>> {
  const rows = await ratingsRepository.current(db, game, subjects);
  return new Map(rows.map((r) => [`${r.subjectKind}:${r.subjectId}`, r.conservative]));
}

export async function userRatings(ctx: AppContext, userId: string): Promise<RatingList> {
  if (!isUuid(userId) || !(await ratingsRepository.subjectExists(ctx.db, 'user', userId))) throw notFound('not_found');
  return ratingsOf(ctx, 'user', userId);
}

export async function teamRatings(ctx: AppContext, teamId: string): Promise<RatingList> {
  if (!isUuid(teamId) || !(await ratingsRepository.subjectExists(ctx.db, 'team', teamId)))
    throw notFound('team_not_found');
  return ratingsOf(ctx, 'team', teamId);
}

/** The cursor: the last row's key and rank (so the next page's ties keep it without counting again). */
const BoardCursor = z.object({ c: z.number().finite(), id: cursorId, r: z.number().int().min(1) });

export async function ratingLeaderboard(ctx: AppContext, q: RatingLeaderboardQuery): Promise<RatingLeaderboard> {
  const after = decodeJsonCursor(BoardCursor, q.cursor);
  const rows = await ratingsRepository.board(
    ctx.db,
    q.game,
    q.kind,
    q.limit + 1,
    after && { conservative: after.c, id: after.id },
  );
  const page = rows.slice(0, q.limit);
  const first = page[0];
  // Competition ranking: a row's place in the order, or the rank of the row before when tied with it.
  const before = first
    ? await ratingsRepository.countBefore(ctx.db, q.game, q.kind, {
        conservative: first.conservative,
        id: first.subjectId,
      })
    : 0;
  let prev: { c: number; r: number } | null = after ? { c: after.c, r: after.r } : null;
  const items = page.map((row, i) => {
    const rank = prev && prev.c === row.conservative ? prev.r : 1 + before + i;
    prev = { c: row.conservative, r: rank };
    return {
      rank,
      subject:
        q.kind === 'team'
          ? { kind: 'team' as const, id: row.subjectId, name: row.name, slug: row.slug, logoUrl: row.picture }
          : { kind: 'user' as const, id: row.subjectId, name: row.name, nickname: row.slug, avatarUrl: row.picture },
      rating: displayRating(row.mu, row.sigma),
      games: row.games,
      provisional: isProvisional(row.games),
    };
  });
  const last = page.at(-1);
  const nextCursor =
    rows.length > q.limit && last && prev
      ? encodeJsonCursor({ c: last.conservative, id: last.subjectId, r: (prev as { r: number }).r })
      : null;
  return { items, nextCursor };
}
