import {
  CHECK_IN_GRACE,
  TOURNAMENT_TRANSITIONS,
  displayName,
  maxSwissRoundsFor,
  tournamentDateIssues,
  type Bracket,
  type CheckInBody,
  type CreateTournamentBody,
  type Game,
  type MatchList,
  type SeedingBody,
  type Tournament,
  type TournamentDetail,
  type TournamentListQuery,
  type TournamentPage,
  type TournamentParticipant,
  type TournamentParticipantList,
  type TournamentStatus,
  type UpdateTournamentBody,
  type User,
  type UserTournamentPage,
} from '@esn/contract';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { TournamentParticipantRow, TournamentRow } from '../../db/schema/index';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, fieldError, forbidden, invalidFields, notFound } from '../../lib/errors';
import type { TournamentChange } from '../../lib/events';
import { matchesRepository } from '../matches/matches.repository';
import { participantOf, presentMatch, roundsPerGroup } from '../matches/matches.presenter';
import { conservativeRatings } from '../ratings/ratings.service';
import { computeStats } from '../teams/stats';
import { rosterRepository } from '../teams/roster.repository';
import { teamsRepository } from '../teams/teams.repository';
import { checkedImage } from '../uploads/image-refs';
import { presentBracket } from './bracket.presenter';
import { finish, generateMatches } from './progress';
import { presentParticipant, presentTournament, presentTournamentSummary } from './tournaments.presenter';
import { tournamentsRepository, type ParticipantWithRefs } from './tournaments.repository';
import type { CachedAnswer } from './tournament-cache';

const isAdmin = (u: User) => u.userType === 'admin';
const canManage = (t: Pick<TournamentRow, 'organizerId'>, u: User) => t.organizerId === u.id || isAdmin(u);
const refOf = (t: TournamentRow) => ({ id: t.id, name: t.name });
const FROZEN_FIELDS = [
  'format',
  'participantKind',
  'game',
  'maxParticipants',
  'groupCount',
  'swissRounds',
  'bestOf',
  'finalBestOf',
] as const;
/** Fields whose change participants hear about. */
const SCHEDULE = ['startsAt', 'registrationDeadline', 'checkInOpensAt', 'checkInClosesAt'] as const;
const NEWSWORTHY = [...SCHEDULE, 'name', 'rules', 'format', 'allowEarlyResults'] as const;
/** What participants are told a status change was. */
const STATUS_CHANGE: Record<TournamentStatus, TournamentChange> = {
  draft: 'status',
  registration_open: 'registration_opened',
  registration_closed: 'registration_closed',
  in_progress: 'started',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** A tournament by id from a URL; drafts exist only for their organizer and admins. */
async function load(db: DbOrTx, id: string, viewer?: User): Promise<TournamentRow> {
  const t = isUuid(id) ? await tournamentsRepository.findById(db, id) : undefined;
  if (!t || (viewer && t.status === 'draft' && !canManage(t, viewer))) throw notFound('tournament_not_found');
  return t;
}

async function lockManaged(tx: Tx, id: string, user: User): Promise<TournamentRow> {
  const t = isUuid(id) ? await tournamentsRepository.lock(tx, id) : undefined;
  if (!t) throw notFound('tournament_not_found');
  if (!canManage(t, user)) throw forbidden('not_organizer');
  return t;
}

/** In the change's transaction: participants' notifications and the organizer's XP commit with it. */
function announce(
  ctx: AppContext,
  tx: Tx,
  t: TournamentRow,
  change: TournamentChange,
  by: User | null,
  recipientIds?: string[],
  entrant?: string,
) {
  return ctx.events.emitInTx(tx, 'tournament.updated', {
    tournament: refOf(t),
    change,
    by,
    ...(recipientIds ? { recipientIds } : {}),
    ...(entrant ? { entrant } : {}),
  });
}

function changed(ctx: AppContext, id: string) {
  ctx.tournamentCache.changed(id);
}

const dateOrNull = (s: string | null | undefined) => (s ? new Date(s) : null);

/** Swiss: more rounds than participants − 1 would force a rematch, so such a round count is refused. */
function checkSwissRounds(format: string, rounds: number | null | undefined, participants: number) {
  const max = maxSwissRoundsFor(participants);
  if (format === 'swiss' && rounds != null && rounds > max)
    throw badRequest('swiss_rounds_too_many', { participants, max });
}

// ---- hosting

/**
 * A registration deadline already past is refused (400 `registration_deadline_past`, under the deadline field) when a
 * tournament is created and when an edit moves the deadline while it is a draft or open for registration: nobody
 * could register. The organizer closes registration early on purpose through the status (`registration_closed`);
 * after that the deadline may say when. A deadline an edit leaves as it was never blocks the edit.
 */
function checkDeadlineAhead(now: Date, status: TournamentRow['status'], deadline?: string, current?: Date): void {
  if (deadline === undefined) return;
  const at = Date.parse(deadline);
  if (current && at === current.getTime()) return;
  if ((status === 'draft' || status === 'registration_open') && at <= now.getTime())
    throw fieldError('registration_deadline_past', 'registrationDeadline');
}

/** Anyone whose onboarding is complete hosts (they become the organizer); admins too. */
export async function createTournament(
  ctx: AppContext,
  user: User,
  body: CreateTournamentBody & { participantKind: 'team' | 'solo'; status: 'draft' | 'registration_open' },
): Promise<Tournament> {
  if (!user.onboardingCompleted && !isAdmin(user)) throw forbidden('onboarding_incomplete');
  checkDeadlineAhead(ctx.clock.now(), body.status, body.registrationDeadline);
  checkSwissRounds(body.format, body.swissRounds, body.maxParticipants);
  const bannerUrl = (await checkedImage(ctx.db, body.bannerUrl, [user.id])) ?? null;
  const row = await ctx.db.transaction(async (tx) => {
    const row = await tournamentsRepository.insert(tx, {
      name: body.name,
      game: body.game,
      description: body.description || null,
      rules: body.rules || null,
      format: body.format,
      participantKind: body.participantKind,
      status: body.status,
      maxParticipants: body.maxParticipants,
      prizePool: body.prizePool || null,
      entryFee: body.entryFee || null,
      registrationDeadline: new Date(body.registrationDeadline),
      startsAt: new Date(body.startsAt),
      checkInOpensAt: dateOrNull(body.checkInOpensAt),
      checkInClosesAt: dateOrNull(body.checkInClosesAt),
      bannerUrl,
      country: body.country ?? null,
      region: body.region || null,
      groupCount: body.format === 'round_robin' ? (body.groupCount ?? null) : null,
      swissRounds: body.format === 'swiss' ? (body.swissRounds ?? null) : null,
      bestOf: body.bestOf ?? 1,
      finalBestOf: body.finalBestOf ?? body.bestOf ?? 1,
      allowEarlyResults: body.allowEarlyResults ?? false,
      matchCheckInEnabled: body.matchCheckInEnabled ?? false,
      matchCheckInGraceMinutes: body.matchCheckInGraceMinutes ?? CHECK_IN_GRACE.default,
      forfeitNoShow: body.forfeitNoShow ?? false,
      organizerId: user.id,
    });
    await ctx.events.emitInTx(tx, 'tournament.created', { tournament: refOf(row), organizerId: user.id });
    return row;
  });
  return tournamentOf(ctx.db, row.id);
}

async function tournamentOf(db: DbOrTx, id: string): Promise<Tournament> {
  const row = await tournamentsRepository.withOrganizer(db, id);
  if (!row) throw notFound('tournament_not_found');
  let champion = null;
  if (row.t.championId) {
    const [c] = await matchesRepository.participantsByIds(db, [row.t.championId]);
    champion = c ? participantOf(c) : null;
  }
  return presentTournament(row.t, row.organizer, champion);
}

export async function getTournament(ctx: AppContext, viewer: User, id: string): Promise<TournamentDetail> {
  const t = await load(ctx.db, id, viewer);
  const [tournament, registrations, led] = await Promise.all([
    tournamentOf(ctx.db, t.id),
    tournamentsRepository.registrationsOf(ctx.db, t.id, viewer.id),
    t.participantKind === 'team'
      ? tournamentsRepository.ledTeamsForGame(ctx.db, viewer.id, t.game, t.id)
      : Promise.resolve([]),
  ]);
  const now = Date.now();
  const open =
    t.status === 'registration_open' &&
    now <= t.registrationDeadline.getTime() &&
    t.participantsCount < t.maxParticipants;
  const registrableTeams = led
    .filter((x) => !x.registered)
    .map(({ id: teamId, slug, name, logoUrl }) => ({ id: teamId, slug, name, logoUrl }));
  const soloFree =
    t.participantKind === 'solo' && !registrations.some((r) => r.p.userId === viewer.id) && !isAdmin(viewer);
  const skills = await skillsOf(ctx.db, registrations);
  return {
    tournament,
    viewer: {
      isOrganizer: t.organizerId === viewer.id,
      canManage: canManage(t, viewer),
      registrations: registrations.map((r) => presentParticipant(r, skills.get(r.p.id) ?? null)),
      registrableTeams,
      canRegister: open && (t.participantKind === 'team' ? registrableTeams.length > 0 : soloFree),
      canCheckIn: inCheckIn(t, new Date()) && !t.bracketGeneratedAt && registrations.some((r) => !r.p.checkedInAt),
    },
  };
}

type ListQuery = Omit<TournamentListQuery, 'limit'> & { limit: number };

/**
 * The list. Without `mine` it is the same for every reader (admins aside), so each page is kept 5 s per process:
 * a new tournament or a registration shows in the list within 5 s (at once on the tournament's own page).
 */
export async function listAnswer(
  ctx: AppContext,
  viewer: User,
  q: ListQuery & { mine?: undefined },
): Promise<CachedAnswer> {
  const load = async () => JSON.stringify(await listTournaments(ctx, viewer, q));
  const key = JSON.stringify([
    isAdmin(viewer),
    q.q ?? '',
    q.game ?? '',
    q.status ?? '',
    q.format ?? '',
    q.limit,
    q.cursor ?? '',
  ]);
  return ctx.tournamentCache.listPage(key, load);
}

export async function listTournaments(ctx: AppContext, viewer: User, q: ListQuery): Promise<TournamentPage> {
  const rows = await tournamentsRepository.list(
    ctx.db,
    { q: q.q || undefined, game: q.game, status: q.status, format: q.format, mine: q.mine },
    { id: viewer.id, isAdmin: isAdmin(viewer) },
    q.limit + 1,
    decodeCursor(q.cursor),
  );
  const page = pageOf(rows, q.limit, (r) => ({ createdAt: r.t.createdAt, id: r.t.id }));
  return { items: page.items.map((r) => presentTournamentSummary(r.t, r.organizer)), nextCursor: page.nextCursor };
}

export async function updateTournament(
  ctx: AppContext,
  user: User,
  id: string,
  body: UpdateTournamentBody,
): Promise<Tournament> {
  const { after } = await ctx.db.transaction(async (tx) => {
    const t = await lockManaged(tx, id, user);
    const frozen = t.bracketGeneratedAt !== null || t.status === 'completed' || t.status === 'cancelled';
    for (const f of FROZEN_FIELDS) {
      if (body[f] === undefined || body[f] === t[f]) continue;
      if (frozen) throw conflict('tournament_frozen');
      if ((f === 'game' || f === 'participantKind') && t.participantsCount > 0) throw conflict('tournament_frozen');
    }
    if (body.maxParticipants !== undefined && body.maxParticipants < t.participantsCount)
      throw conflict('max_below_registered');
    checkSwissRounds(
      body.format ?? t.format,
      body.swissRounds === undefined ? t.swissRounds : body.swissRounds,
      body.maxParticipants ?? t.maxParticipants,
    );
    const merged = {
      registrationDeadline: body.registrationDeadline ?? t.registrationDeadline.toISOString(),
      startsAt: body.startsAt ?? t.startsAt.toISOString(),
      checkInOpensAt: body.checkInOpensAt === undefined ? t.checkInOpensAt?.toISOString() : body.checkInOpensAt,
      checkInClosesAt: body.checkInClosesAt === undefined ? t.checkInClosesAt?.toISOString() : body.checkInClosesAt,
    };
    const dateIssues = tournamentDateIssues(merged);
    if (dateIssues.length > 0) throw invalidFields(dateIssues);
    checkDeadlineAhead(ctx.clock.now(), t.status, body.registrationDeadline, t.registrationDeadline);
    const { registrationDeadline, startsAt, checkInOpensAt, checkInClosesAt, bannerUrl, ...rest } = body;
    const patch = {
      ...rest,
      // A banner uploaded by the organizer or by whoever edits now (an admin).
      ...(bannerUrl !== undefined
        ? { bannerUrl: await checkedImage(tx, bannerUrl, [t.organizerId, user.id], t.bannerUrl) }
        : {}),
      ...(registrationDeadline ? { registrationDeadline: new Date(registrationDeadline) } : {}),
      ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
      ...(checkInOpensAt !== undefined ? { checkInOpensAt: dateOrNull(checkInOpensAt) } : {}),
      ...(checkInClosesAt !== undefined ? { checkInClosesAt: dateOrNull(checkInClosesAt) } : {}),
    };
    const updated = (await tournamentsRepository.update(tx, t.id, patch))!;
    const differs = (f: (typeof NEWSWORTHY)[number]) => String(t[f] ?? '') !== String(updated[f] ?? '');
    const change = SCHEDULE.some(differs) ? 'schedule' : NEWSWORTHY.some(differs) ? 'details' : null;
    if (change && t.status !== 'draft') await announce(ctx, tx, updated, change, user);
    return { after: updated };
  });
  changed(ctx, after.id);
  return tournamentOf(ctx.db, after.id);
}

/** Organizer or admin. Participants hear that it was deleted. */
export async function deleteTournament(ctx: AppContext, user: User, id: string): Promise<void> {
  const t = await ctx.db.transaction(async (tx) => {
    const row = await lockManaged(tx, id, user);
    const ids = row.status === 'draft' ? [] : await tournamentsRepository.audienceIds(tx, row.id);
    await tournamentsRepository.delete(tx, row.id);
    await announce(ctx, tx, row, 'deleted', user, ids);
    return row;
  });
  changed(ctx, t.id);
}

/**
 * Moves along draft → registration_open → registration_closed → in_progress → completed, or to cancelled
 * (TOURNAMENT_TRANSITIONS). Starting needs the bracket; completing early ranks what has been played; cancelling
 * cancels the matches not played.
 */
export async function setStatus(
  ctx: AppContext,
  user: User,
  id: string,
  status: TournamentStatus,
): Promise<Tournament> {
  const t = await ctx.db.transaction(async (tx) => {
    const row = await lockManaged(tx, id, user);
    // Set again to what it is: nothing changes, but participants hear it again as before.
    if (row.status === status) {
      if (status !== 'draft') await announce(ctx, tx, row, STATUS_CHANGE[status], user);
      return row;
    }
    if (!TOURNAMENT_TRANSITIONS[row.status].includes(status)) throw conflict('invalid_transition');
    if (status === 'in_progress' && !row.bracketGeneratedAt) throw conflict('bracket_required');
    if ((status === 'registration_open' || status === 'draft') && row.bracketGeneratedAt)
      throw conflict('bracket_exists');
    let championId = row.championId;
    if (status === 'completed') championId = await finish(tx, row);
    if (status === 'cancelled') await matchesRepository.cancelOpen(tx, { tournamentId: row.id });
    const updated = (await tournamentsRepository.update(tx, row.id, { status, championId }))!;
    if (status !== 'draft') await announce(ctx, tx, updated, STATUS_CHANGE[status], user);
    return updated;
  });
  changed(ctx, t.id);
  return tournamentOf(ctx.db, t.id);
}

// ---- registrations

/**
 * Registers a team (its owner or a manager) or the reader (solo). The tournament row is locked for the whole
 * check-and-insert, so concurrent registrations are counted one after the other and never pass the maximum.
 */
export async function register(
  ctx: AppContext,
  user: User,
  id: string,
  teamId: string | undefined,
): Promise<TournamentParticipant> {
  if (!user.onboardingCompleted && !isAdmin(user)) throw forbidden('onboarding_incomplete');
  const { row } = await ctx.db
    .transaction(async (tx) => {
      const t = isUuid(id) ? await tournamentsRepository.lock(tx, id) : undefined;
      if (!t || (t.status === 'draft' && !canManage(t, user))) throw notFound('tournament_not_found');
      if (t.participantKind === 'team' && !teamId) throw badRequest('team_required');
      if (t.participantKind === 'solo' && teamId) throw badRequest('solo_tournament');
      if (t.status !== 'registration_open') throw conflict('registration_not_open');
      if (Date.now() > t.registrationDeadline.getTime()) throw conflict('registration_deadline_passed');

      let entry: { teamId: string } | { userId: string };
      let name: string;
      if (teamId) {
        const team = isUuid(teamId) ? await teamsRepository.findById(tx, teamId) : undefined;
        if (!team) throw notFound('team_not_found');
        const member = await rosterRepository.find(tx, team.id, user.id);
        if (member?.role !== 'owner' && member?.role !== 'manager') throw forbidden('not_team_manager');
        if (team.status === 'disbanded') throw conflict('team_not_active');
        if (!team.games.includes(t.game)) throw conflict('team_wrong_game');
        entry = { teamId: team.id };
        name = team.name;
      } else {
        entry = { userId: user.id };
        name = displayName(user);
      }
      if (await tournamentsRepository.findEntry(tx, t.id, entry)) throw conflict('already_registered');
      if (t.participantsCount >= t.maxParticipants) throw conflict('tournament_full');
      const row = await tournamentsRepository.insertParticipant(tx, {
        tournamentId: t.id,
        kind: t.participantKind,
        ...entry,
        registeredById: user.id,
      });
      await tournamentsRepository.bumpCounts(tx, t.id, 1, 0);
      await ctx.events.emitInTx(tx, 'tournament.registered', {
        tournament: refOf(t),
        participantId: row.id,
        participantName: name,
        registrant: user,
        organizerId: t.organizerId,
      });
      return { t, row, name };
    })
    .catch((err: unknown) => {
      if (!(err instanceof AppError) && uniqueViolation(err)) throw conflict('already_registered');
      throw err;
    });
  const [full] = await matchesRepository.participantsByIds(ctx.db, [row.id]);
  return presentParticipant(full!, (await skillsOf(ctx.db, [full!])).get(row.id) ?? null);
}

/**
 * The registrant (the player, or the team's owner or a manager) withdraws before the deadline while there is no
 * bracket; the organizer (or an admin) removes any registration until the bracket exists.
 */
export async function withdraw(ctx: AppContext, user: User, id: string, registrationId: string): Promise<void> {
  const t = await ctx.db.transaction(async (tx) => {
    const t = isUuid(id) ? await tournamentsRepository.lock(tx, id) : undefined;
    if (!t || (t.status === 'draft' && !canManage(t, user))) throw notFound('tournament_not_found');
    const p = isUuid(registrationId)
      ? await tournamentsRepository.findParticipant(tx, t.id, registrationId)
      : undefined;
    if (!p) throw notFound('registration_not_found');
    const own = p.userId === user.id || (p.teamId !== null && (await isLeader(tx, p.teamId, user.id)));
    if (!own && !canManage(t, user)) throw forbidden();
    // Leaving a running bracket: the entry stays (the bracket keeps its entrant) and its matches become walkovers.
    if (own && isRunning(t)) {
      await takeOut(ctx, tx, t, p, 'withdrawn', user);
      return t;
    }
    if (t.bracketGeneratedAt || t.status === 'in_progress' || t.status === 'completed')
      throw conflict(own ? 'withdraw_closed' : 'tournament_frozen');
    if (own && !canManage(t, user) && Date.now() > t.registrationDeadline.getTime()) throw conflict('withdraw_closed');
    const audience = own ? [] : p.userId ? [p.userId] : await rosterRepository.leaderIds(tx, p.teamId!);
    await tournamentsRepository.deleteParticipant(tx, p.id);
    await tournamentsRepository.bumpCounts(tx, t.id, -1, p.checkedInAt ? -1 : 0);
    await ctx.events.emitInTx(tx, 'tournament.withdrawn', { tournamentId: t.id, userId: p.userId, teamId: p.teamId });
    if (!own) await announce(ctx, tx, t, 'removed', user, audience);
    return t;
  });
  changed(ctx, t.id);
}

const isRunning = (t: TournamentRow) =>
  t.bracketGeneratedAt !== null && (t.status === 'registration_closed' || t.status === 'in_progress');

/**
 * In the caller's transaction (tournament locked): the entrant is out of the running event; the outbox then makes
 * its open and later matches walkovers for the opponents, and every participant hears who left and why.
 */
async function takeOut(
  ctx: AppContext,
  tx: Tx,
  t: TournamentRow,
  p: TournamentParticipantRow,
  withdrawal: 'withdrawn' | 'disqualified',
  by: User,
): Promise<void> {
  if (p.withdrawal) throw conflict('participant_withdrawn');
  await tournamentsRepository.markWithdrawn(tx, p.id, withdrawal, ctx.clock.now());
  const [full] = await matchesRepository.participantsByIds(tx, [p.id]);
  await ctx.events.emitInTx(tx, 'tournament.entrantsOut', { tournamentIds: [t.id] });
  await announce(ctx, tx, t, withdrawal, by, undefined, full ? participantOf(full).name : undefined);
}

/**
 * The organizer or an admin takes an entrant out of a running event (no-show, cheating): it stays in the bracket
 * and each of its matches without a result, now or later, is a walkover for the opponent.
 */
export async function disqualify(
  ctx: AppContext,
  user: User,
  id: string,
  registrationId: string,
): Promise<TournamentParticipant> {
  const pid = await ctx.db.transaction(async (tx) => {
    const t = await lockManaged(tx, id, user);
    const p = isUuid(registrationId)
      ? await tournamentsRepository.findParticipant(tx, t.id, registrationId)
      : undefined;
    if (!p) throw notFound('registration_not_found');
    if (!isRunning(t)) throw conflict('tournament_frozen');
    await takeOut(ctx, tx, t, p, 'disqualified', user);
    return p.id;
  });
  changed(ctx, id);
  return participantById(ctx, pid);
}

async function isLeader(db: DbOrTx, teamId: string, userId: string): Promise<boolean> {
  const m = await rosterRepository.find(db, teamId, userId);
  return m?.role === 'owner' || m?.role === 'manager';
}

const inCheckIn = (t: TournamentRow, now: Date) =>
  t.checkInOpensAt !== null && t.checkInClosesAt !== null && now >= t.checkInOpensAt && now <= t.checkInClosesAt;

/**
 * Check-in of a registration inside the window (the registrant), or at any time before the bracket (the
 * organizer, who may also undo it). Without a window nobody checks in and everyone registered plays.
 */
export async function checkIn(
  ctx: AppContext,
  user: User,
  id: string,
  body: CheckInBody & { checkedIn: boolean },
): Promise<TournamentParticipant> {
  const pid = await ctx.db.transaction(async (tx) => {
    const t = isUuid(id) ? await tournamentsRepository.lock(tx, id) : undefined;
    if (!t || (t.status === 'draft' && !canManage(t, user))) throw notFound('tournament_not_found');
    const mine = await tournamentsRepository.registrationsOf(tx, t.id, user.id);
    let p;
    if (body.participantId) {
      p = isUuid(body.participantId)
        ? await tournamentsRepository.findParticipant(tx, t.id, body.participantId)
        : undefined;
      if (!p) throw notFound('registration_not_found');
    } else {
      if (mine.length === 0) throw notFound('registration_not_found');
      if (mine.length > 1) throw badRequest('validation');
      p = mine[0]!.p;
    }
    const own = mine.some((r) => r.p.id === p.id);
    const manager = canManage(t, user);
    if (!own && !manager) throw forbidden();
    if (t.bracketGeneratedAt) throw conflict('tournament_frozen');
    if (t.status === 'cancelled' || t.status === 'completed') throw conflict('check_in_closed');
    if (!manager && (!inCheckIn(t, new Date()) || !body.checkedIn)) throw conflict('check_in_closed');
    const was = p.checkedInAt !== null;
    if (was !== body.checkedIn) {
      await tournamentsRepository.setCheckedIn(tx, p.id, body.checkedIn ? new Date() : null);
      await tournamentsRepository.bumpCounts(tx, t.id, 0, body.checkedIn ? 1 : -1);
    }
    return p.id;
  });
  return participantById(ctx, pid);
}

// ---- participants and seeding

/** Skill ratings of the registered teams (the teams' statistics formula), by registration id. */
async function skillsOf(db: DbOrTx, list: ParticipantWithRefs[]): Promise<Map<string, number>> {
  const teamIds = list.map((r) => r.p.teamId).filter((x): x is string => x !== null);
  const records = await matchesRepository.teamRecords(db, teamIds);
  const out = new Map<string, number>();
  for (const r of list) {
    if (!r.p.teamId) continue;
    const rec = records.get(r.p.teamId)!;
    out.set(r.p.id, computeStats({ members: 0, ...rec }, null, new Date()).skillRating);
  }
  return out;
}

/** Each registration's rating in the game (conservative estimate): the team's own, or the solo player's. */
async function ratingsOf(db: DbOrTx, game: Game, list: ParticipantWithRefs[]): Promise<Map<string, number>> {
  const subjectOf = (r: ParticipantWithRefs) =>
    r.p.teamId ? { kind: 'team' as const, id: r.p.teamId } : { kind: 'user' as const, id: r.p.userId! };
  const ratings = await conservativeRatings(db, game, list.map(subjectOf));
  const out = new Map<string, number>();
  for (const r of list) {
    const s = subjectOf(r);
    const value = ratings.get(`${s.kind}:${s.id}`);
    if (value !== undefined) out.set(r.p.id, value);
  }
  return out;
}

export async function participants(ctx: AppContext, viewer: User, id: string): Promise<TournamentParticipantList> {
  const t = await load(ctx.db, id, viewer);
  const list = await tournamentsRepository.participants(ctx.db, t.id);
  const skills = await skillsOf(ctx.db, list);
  return { items: list.map((r) => presentParticipant(r, skills.get(r.p.id) ?? null)) };
}

/**
 * Seeds in the organizer's order, by skill rating (ties: registration order), by rating in the game (unrated last) or
 * by registration time.
 */
export async function seed(
  ctx: AppContext,
  user: User,
  id: string,
  body: SeedingBody,
): Promise<TournamentParticipantList> {
  await ctx.db.transaction(async (tx) => {
    const t = await lockManaged(tx, id, user);
    if (t.bracketGeneratedAt || t.status === 'completed' || t.status === 'cancelled')
      throw conflict('tournament_frozen');
    const list = await tournamentsRepository.participants(tx, t.id);
    let order: string[];
    if ('participantIds' in body) {
      const known = new Set(list.map((r) => r.p.id));
      const given = new Set(body.participantIds);
      if (
        given.size !== body.participantIds.length ||
        given.size !== known.size ||
        ![...given].every((x) => known.has(x))
      ) {
        throw badRequest('seeding_mismatch');
      }
      order = body.participantIds;
    } else {
      const byTime = [...list].sort(
        (x, y) => x.p.createdAt.getTime() - y.p.createdAt.getTime() || x.p.id.localeCompare(y.p.id),
      );
      if (body.method === 'skill') {
        const skills = await skillsOf(tx, list);
        byTime.sort((x, y) => (skills.get(y.p.id) ?? 0) - (skills.get(x.p.id) ?? 0)); // stable: ties keep registration order
      }
      if (body.method === 'rating') {
        const rated = await ratingsOf(tx, t.game, list);
        // Stable: ties and the unrated (last) keep registration order.
        byTime.sort((x, y) => (rated.get(y.p.id) ?? -Infinity) - (rated.get(x.p.id) ?? -Infinity) || 0);
      }
      order = byTime.map((r) => r.p.id);
    }
    await tournamentsRepository.setSeeds(tx, t.id, order);
  });
  changed(ctx, id);
  return participants(ctx, user, id);
}

// ---- bracket

/**
 * Generates the bracket once (organizer or admin): entrants are everyone registered, or only those checked in
 * when the tournament has a check-in window; seeds 1..n follow the seeding (unseeded: registration order).
 * Closes registration if it was open.
 */
export async function generateBracket(ctx: AppContext, user: User, id: string): Promise<Bracket> {
  const t = await ctx.db.transaction(async (tx) => {
    const t = await lockManaged(tx, id, user);
    if (t.bracketGeneratedAt) throw conflict('bracket_exists');
    if (t.status !== 'registration_open' && t.status !== 'registration_closed') throw conflict('invalid_transition');
    const all = await tournamentsRepository.participants(tx, t.id);
    const usesCheckIn = t.checkInOpensAt !== null;
    const entrants = all.filter((r) => !usesCheckIn || r.p.checkedInAt !== null);
    if (entrants.length < 2) throw badRequest('too_few_participants');
    checkSwissRounds(t.format, t.swissRounds, entrants.length);
    await tournamentsRepository.setSeeds(
      tx,
      t.id,
      entrants.map((r) => r.p.id),
    );
    const seeded = entrants.map((r, i) => ({ ...r, p: { ...r.p, seed: i + 1 } }));
    await generateMatches(tx, t, seeded);
    const updated = (await tournamentsRepository.update(tx, t.id, {
      bracketGeneratedAt: new Date(),
      status: 'registration_closed',
    }))!;
    await announce(ctx, tx, updated, 'bracket', user);
    return updated;
  });
  changed(ctx, t.id);
  return JSON.parse((await bracketAnswer(ctx, t.id)).json) as Bracket;
}

/**
 * The bracket, from the per-process cache (JSON and its compressed forms); the database is read only on a miss.
 * Only a generated bracket is kept, and a tournament with a bracket is never a draft: nobody can see what they
 * should not.
 */
export async function bracketAnswer(ctx: AppContext, id: string): Promise<CachedAnswer> {
  if (!isUuid(id)) throw notFound('tournament_not_found');
  return ctx.tournamentCache.bracket(id, async () => {
    const t = await tournamentsRepository.findById(ctx.db, id);
    if (!t) throw notFound('tournament_not_found');
    if (!t.bracketGeneratedAt) throw notFound('bracket_not_found');
    const [list, rows] = await Promise.all([
      tournamentsRepository.participants(ctx.db, t.id),
      tournamentsRepository.matchRows(ctx.db, t.id),
    ]);
    const inBracket = new Set(rows.flatMap((m) => [m.participantAId, m.participantBId]));
    const seeded = list.filter((r) => inBracket.has(r.p.id)).map(participantOf);
    return JSON.stringify(presentBracket(t, seeded, rows));
  });
}

export async function matchesAnswer(ctx: AppContext, viewer: User, id: string): Promise<CachedAnswer> {
  const t = await load(ctx.db, id, viewer);
  return ctx.tournamentCache.matches(t.id, async () => {
    const [list, rows] = await Promise.all([
      tournamentsRepository.participants(ctx.db, t.id),
      tournamentsRepository.matchRows(ctx.db, t.id),
    ]);
    const byId = new Map(list.map((r) => [r.p.id, participantOf(r)]));
    const context = { kind: 'tournament' as const, id: t.id, name: t.name, game: t.game };
    const rounds = roundsPerGroup(rows);
    const body: MatchList = { items: rows.map((m) => presentMatch(m, context, (k) => byId.get(k), rounds)) };
    return JSON.stringify(body);
  });
}

// ---- profiles

export async function tournamentsOfUser(
  ctx: AppContext,
  userId: string,
  limit: number,
  cursor?: string,
): Promise<UserTournamentPage> {
  if (!isUuid(userId)) throw notFound();
  const rows = await tournamentsRepository.ofUser(ctx.db, userId, limit + 1, decodeCursor(cursor));
  const page = pageOf(rows, limit, (r) => ({ createdAt: r.t.startsAt, id: r.t.id }));
  const entries = await tournamentsRepository.entriesOf(
    ctx.db,
    page.items.map((r) => r.t.id),
    userId,
  );
  const byTournament = new Map(entries.map((e) => [e.p.tournamentId, e]));
  return {
    items: page.items.map((r) => {
      const e = byTournament.get(r.t.id);
      const p = e ? presentParticipant(e, null) : null;
      return {
        tournament: presentTournamentSummary(r.t, r.organizer),
        role: r.t.organizerId === userId && !e ? 'organizer' : 'participant',
        participant: p && { id: p.id, kind: p.kind, team: p.team, name: p.name, seed: p.seed, finalRank: p.finalRank },
      };
    }),
    nextCursor: page.nextCursor,
  };
}

/** For other modules: the tournament, locked, and whether the user may set results. */

/** A registration as the API shows it, read after its change committed (404 when it was deleted since). */
async function participantById(ctx: AppContext, pid: string): Promise<TournamentParticipant> {
  const [full] = await matchesRepository.participantsByIds(ctx.db, [pid]);
  if (!full) throw notFound('registration_not_found');
  return presentParticipant(full, (await skillsOf(ctx.db, [full])).get(pid) ?? null);
}
