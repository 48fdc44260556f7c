import { CHECK_IN_GRACE, LEAGUE_LIMITS } from '@esn/contract';
import type {
  CreateLeagueBody,
  League,
  LeagueDetail,
  LeagueTeam,
  LeagueFixtures,
  LeagueListQuery,
  LeaguePage,
  LeagueStandings,
  LeagueSummary,
  PublicUser,
  UpdateLeagueBody,
  User,
} from '@esn/contract';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { LeagueRow, LeagueTeamRow, TeamRow } from '../../db/schema/index';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { finalResults, standingRow } from '../tournaments/bracket.presenter';
import { leagueSideOf, presentMatch, roundsPerGroup } from '../matches/matches.presenter';
import { matchesRepository } from '../matches/matches.repository';
import { computeStandings } from '../matches/standings';
import { rosterRepository } from '../teams/roster.repository';
import { teamsRepository } from '../teams/teams.repository';
import { circleFixtures } from './fixtures';
import { lockLeague } from './leagues.progress';
import { leaguesRepository } from './leagues.repository';
import { checkedImage } from '../uploads/image-refs';

const isAdmin = (u: User) => u.userType === 'admin';
const canManage = (l: LeagueRow, u: User) => l.organizerId === u.id || isAdmin(u);
const DAY_MS = 86_400_000;

const presentSummary = (l: LeagueRow, organizer: PublicUser): LeagueSummary => ({
  id: l.id,
  name: l.name,
  game: l.game,
  season: l.season,
  rounds: l.rounds,
  status: l.status,
  teamsCount: l.teamsCount,
  startsAt: l.startsAt.toISOString(),
  bannerUrl: l.bannerUrl,
  country: l.country,
  organizer,
  createdAt: l.createdAt.toISOString(),
});
const presentLeague = (l: LeagueRow, organizer: PublicUser): League => ({
  ...presentSummary(l, organizer),
  description: l.description,
  matchIntervalDays: l.matchIntervalDays,
  bestOf: l.bestOf,
  allowEarlyResults: l.allowEarlyResults,
  matchCheckInEnabled: l.matchCheckInEnabled,
  matchCheckInGraceMinutes: l.matchCheckInGraceMinutes,
  forfeitNoShow: l.forfeitNoShow,
  weeks: l.weeks,
});

async function load(db: DbOrTx, id: string): Promise<LeagueRow> {
  const l = isUuid(id) ? await leaguesRepository.findById(db, id) : undefined;
  if (!l) throw notFound('league_not_found');
  return l;
}

async function leagueOf(db: DbOrTx, id: string): Promise<League> {
  const row = await leaguesRepository.withOrganizer(db, id);
  if (!row) throw notFound('league_not_found');
  return presentLeague(row.l, row.organizer);
}

type NewLeague = CreateLeagueBody & { rounds: 'single' | 'double'; matchIntervalDays: number };

/**
 * An organizer hosting a league: a first match week already past is refused (400 `league_start_past`, under the
 * `startsAt` field), as a tournament's past registration deadline is; the fixtures would be drawn into the past.
 * The demo seed calls `createLeague` itself to backdate its league.
 */
export async function hostLeague(ctx: AppContext, user: User, body: NewLeague): Promise<League> {
  if (!user.onboardingCompleted && !isAdmin(user)) throw forbidden('onboarding_incomplete');
  if (Date.parse(body.startsAt) <= ctx.clock.now().getTime()) throw fieldError('league_start_past', 'startsAt');
  return createLeague(ctx, user, body);
}

/** Any onboarded user organizes a league (a season of teams of one game); admins too. */
export async function createLeague(ctx: AppContext, user: User, body: NewLeague): Promise<League> {
  if (!user.onboardingCompleted && !isAdmin(user)) throw forbidden('onboarding_incomplete');
  const bannerUrl = (await checkedImage(ctx.db, body.bannerUrl, [user.id])) ?? null;
  const row = await leaguesRepository.insert(ctx.db, {
    name: body.name,
    game: body.game,
    season: body.season,
    description: body.description || null,
    rounds: body.rounds,
    startsAt: new Date(body.startsAt),
    matchIntervalDays: body.matchIntervalDays,
    bannerUrl,
    country: body.country ?? null,
    bestOf: body.bestOf ?? 1,
    allowEarlyResults: body.allowEarlyResults ?? false,
    matchCheckInEnabled: body.matchCheckInEnabled ?? false,
    matchCheckInGraceMinutes: body.matchCheckInGraceMinutes ?? CHECK_IN_GRACE.default,
    forfeitNoShow: body.forfeitNoShow ?? false,
    organizerId: user.id,
  });
  return leagueOf(ctx.db, row.id);
}

/**
 * The organizer (or an admin) changes the match length while the league is upcoming; the fixtures take it when they
 * are drawn, so once they exist it is frozen (409 `league_frozen`), under the league's lock against a racing draw.
 */
export async function updateLeague(ctx: AppContext, user: User, id: string, body: UpdateLeagueBody): Promise<League> {
  const leagueId = await ctx.db.transaction(async (tx) => {
    const l = await lockLeague(tx, id);
    if (!canManage(l, user)) throw forbidden('not_organizer');
    if (body.bestOf !== undefined && body.bestOf !== l.bestOf) {
      if (l.status !== 'upcoming') throw conflict('league_frozen');
      await leaguesRepository.update(tx, l.id, { bestOf: body.bestOf });
    }
    if (body.allowEarlyResults !== undefined && body.allowEarlyResults !== l.allowEarlyResults)
      await leaguesRepository.update(tx, l.id, { allowEarlyResults: body.allowEarlyResults });
    // The check-in settings may change at any time (issue 27); only those sent.
    const checkIn = Object.fromEntries(
      (['matchCheckInEnabled', 'matchCheckInGraceMinutes', 'forfeitNoShow'] as const)
        .filter((k) => body[k] !== undefined)
        .map((k) => [k, body[k]]),
    );
    if (Object.keys(checkIn).length > 0) await leaguesRepository.update(tx, l.id, checkIn);
    return l.id;
  });
  return leagueOf(ctx.db, leagueId);
}

export async function listLeagues(
  ctx: AppContext,
  q: Omit<LeagueListQuery, 'limit'> & { limit: number },
): Promise<LeaguePage> {
  const rows = await leaguesRepository.list(
    ctx.db,
    { q: q.q || undefined, game: q.game, status: q.status },
    q.limit + 1,
    decodeCursor(q.cursor),
  );
  const page = pageOf(rows, q.limit, (r) => ({ createdAt: r.l.createdAt, id: r.l.id }));
  return { items: page.items.map((r) => presentSummary(r.l, r.organizer)), nextCursor: page.nextCursor };
}

export async function getLeague(ctx: AppContext, viewer: User, id: string): Promise<LeagueDetail> {
  const l = await load(ctx.db, id);
  const [league, teams, led] = await Promise.all([
    leagueOf(ctx.db, l.id),
    leaguesRepository.teams(ctx.db, l.id),
    l.status === 'upcoming' ? leaguesRepository.ledTeamsForGame(ctx.db, viewer.id, l.game, l.id) : Promise.resolve([]),
  ]);
  const ref = ({ id: teamId, slug, name, logoUrl }: (typeof led)[number]) => ({ id: teamId, slug, name, logoUrl });
  return {
    league,
    teams: teams.map((t) => presentEntry(t.entry, t.team)),
    viewer: {
      canManage: canManage(l, viewer),
      registrableTeams: led.filter((t) => t.entry === null).map(ref),
      invitedTeams: led.filter((t) => t.entry === 'invited').map(ref),
    },
  };
}

type TeamRefOf = Pick<TeamRow, 'id' | 'slug' | 'name' | 'logoUrl'>;
const presentEntry = (entry: LeagueTeamRow, team: TeamRefOf): LeagueTeam => ({
  id: entry.id,
  team: { id: team.id, slug: team.slug, name: team.name, logoUrl: team.logoUrl },
  status: entry.status,
  joinedAt: entry.joinedAt.toISOString(),
});

async function leads(db: DbOrTx, teamId: string, userId: string): Promise<boolean> {
  const m = await rosterRepository.find(db, teamId, userId);
  return m?.role === 'owner' || m?.role === 'manager';
}

async function teamOf(db: DbOrTx, teamId: string): Promise<TeamRow> {
  const team = isUuid(teamId) ? await teamsRepository.findById(db, teamId) : undefined;
  if (!team) throw notFound('team_not_found');
  return team;
}

/**
 * A team enters a league only with its leaders' consent. Its owner or a manager enters it at once (also when they
 * organize the league, and that accepts a pending invitation); the organizer (or an admin) only invites any other
 * team of the game: its owner and managers are told and accept or decline. Only before fixtures; invitations
 * hold a place toward the 40-team limit so acceptances never overfill it.
 */
export async function addTeam(ctx: AppContext, user: User, id: string, teamId: string): Promise<LeagueTeam> {
  const { entry, team } = await ctx.db.transaction(async (tx) => {
    const l = await lockLeague(tx, id);
    const team = await teamOf(tx, teamId);
    const leader = await leads(tx, team.id, user.id);
    if (!leader && !canManage(l, user)) throw forbidden('not_team_manager');
    if (l.status !== 'upcoming') throw conflict('league_started');
    if (!team.games.includes(l.game)) throw conflict('team_wrong_game');
    if (team.status === 'disbanded') throw conflict('team_not_active');
    const existing = await leaguesRepository.entry(tx, l.id, team.id);
    if (existing?.status === 'invited' && leader) {
      const accepted = await leaguesRepository.acceptInvitation(tx, l.id, team.id, ctx.clock.now());
      return { entry: accepted!, invited: false, league: l, team };
    }
    if (existing) throw conflict('league_team_exists');
    if ((await leaguesRepository.entryCount(tx, l.id)) >= LEAGUE_LIMITS.maxTeams) throw conflict('league_full');
    const entry = await leaguesRepository.addTeam(tx, {
      leagueId: l.id,
      teamId: team.id,
      addedById: user.id,
      status: leader ? 'accepted' : 'invited',
    });
    if (!entry) throw conflict('league_team_exists');
    if (!leader)
      await ctx.events.emitInTx(tx, 'league.teamInvited', {
        league: { id: l.id, name: l.name },
        team: { id: team.id, name: team.name, slug: team.slug },
        entryId: entry.id,
        inviter: user,
      });
    return { entry, invited: !leader, league: l, team };
  });
  return presentEntry(entry, team);
}

/** The invited team's owner or a manager answers: accepted, the team is in; declined, the invitation is gone. */
export async function answerInvitation(
  ctx: AppContext,
  user: User,
  id: string,
  teamId: string,
  accept: boolean,
): Promise<LeagueTeam | null> {
  return ctx.db.transaction(async (tx) => {
    const l = await lockLeague(tx, id);
    const team = await teamOf(tx, teamId);
    if (!(await leads(tx, team.id, user.id))) throw forbidden('not_team_manager');
    if (l.status !== 'upcoming') throw conflict('league_started');
    if (!accept) {
      if (!(await leaguesRepository.removeTeam(tx, l.id, team.id, true))) throw notFound('league_invitation_not_found');
      return null;
    }
    const entry = await leaguesRepository.acceptInvitation(tx, l.id, team.id, ctx.clock.now());
    if (!entry) throw notFound('league_invitation_not_found');
    return presentEntry(entry, team);
  });
}

/** The organizer (or an admin) takes a team out or withdraws its invitation; a team's leaders take it out. */
export async function removeTeam(ctx: AppContext, user: User, id: string, teamId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const l = await lockLeague(tx, id);
    if (!canManage(l, user)) {
      if (!isUuid(teamId) || !(await leads(tx, teamId, user.id))) throw forbidden('not_team_manager');
    }
    if (l.status !== 'upcoming') throw conflict('league_started');
    if (!isUuid(teamId) || !(await leaguesRepository.removeTeam(tx, l.id, teamId))) throw notFound('team_not_found');
  });
}

/** Generates the fixtures once (Berger tables, `./fixtures`), week n `matchIntervalDays·(n−1)` days after the start. */
export async function generateFixtures(ctx: AppContext, user: User, id: string): Promise<LeagueFixtures> {
  await ctx.db.transaction(async (tx) => {
    const l = await lockLeague(tx, id);
    if (!canManage(l, user)) throw forbidden('not_organizer');
    if (l.status !== 'upcoming') throw conflict('fixtures_exist');
    const teams = await leaguesRepository.teams(tx, l.id, true);
    if (teams.length < 2) throw badRequest('too_few_teams');
    await leaguesRepository.dropInvitations(tx, l.id);
    const fixtures = circleFixtures(
      teams.map((t) => t.team.id),
      l.rounds === 'double',
    );
    const weekStart = (w: number) => new Date(l.startsAt.getTime() + (w - 1) * l.matchIntervalDays * DAY_MS);
    await matchesRepository.insertMany(
      tx,
      fixtures.map((f) => ({
        leagueId: l.id,
        groupKind: 'league' as const,
        roundNumber: f.week,
        matchNumber: f.number,
        teamAId: f.home,
        teamBId: f.away,
        status: 'ready' as const,
        bestOf: l.bestOf,
        scheduledAt: weekStart(f.week),
      })),
    );
    await leaguesRepository.update(tx, l.id, {
      status: 'in_progress',
      weeks: Math.max(...fixtures.map((f) => f.week)),
    });
  });
  return fixturesOf(ctx, id);
}

export async function fixturesOf(ctx: AppContext, id: string): Promise<LeagueFixtures> {
  const l = await load(ctx.db, id);
  const [rows, teams] = await Promise.all([
    leaguesRepository.matchRows(ctx.db, l.id),
    leaguesRepository.teams(ctx.db, l.id),
  ]);
  const sides = new Map(teams.map((t) => [t.team.id, leagueSideOf(t.team)]));
  const context = { kind: 'league' as const, id: l.id, name: l.name, game: l.game };
  const weeks = new Map<number, LeagueFixtures['weeks'][number]>();
  const rounds = roundsPerGroup(rows);
  for (const m of rows) {
    const w = weeks.get(m.roundNumber) ?? {
      week: m.roundNumber,
      startsAt: new Date(l.startsAt.getTime() + (m.roundNumber - 1) * l.matchIntervalDays * DAY_MS).toISOString(),
      matches: [],
    };
    w.matches.push(presentMatch(m, context, (k) => sides.get(k), rounds));
    weeks.set(m.roundNumber, w);
  }
  return { weeks: [...weeks.values()].sort((x, y) => x.week - y.week) };
}

/** The table from final (approved) results: 3/1/0, ties by head-to-head, then difference, then scores for. */
export async function standings(ctx: AppContext, id: string): Promise<LeagueStandings> {
  const l = await load(ctx.db, id);
  const [rows, teams] = await Promise.all([
    leaguesRepository.matchRows(ctx.db, l.id),
    leaguesRepository.teams(ctx.db, l.id, true),
  ]);
  const sides = new Map(teams.map((t) => [t.team.id, leagueSideOf(t.team)]));
  const table = computeStandings(
    teams.map((t) => t.team.id),
    finalResults(rows, (m, side) => (side === 'a' ? m.teamAId : m.teamBId)),
  );
  return { rows: table.map((s) => standingRow(s, sides.get(s.id)!)) };
}
