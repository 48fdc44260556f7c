import type { CreateTeamBody, Team, TeamDetail, TeamPage, UpdateTeamBody, User } from '@esn/contract';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { missingParent, uniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { checkedImage } from '../uploads/image-refs';
import { usersRepository } from '../users/users.repository';
import { can, viewerFlags } from './permissions';
import { firstFreeSlug, slugify } from './slug';
import { computeStats } from './stats';
import { actorIn, allow, loadTeam, teamRefOf } from './team-access';
import { presentMember, presentTeam, presentTeamListItem } from './teams.presenter';
import { teamsRepository, type TeamFilters } from './teams.repository';
import { rosterRepository } from './roster.repository';
import { matchesRepository } from '../matches/matches.repository';
import { tournamentsRepository } from '../tournaments/tournaments.repository';
import { publicUserOf } from '../users/users.presenter';

/** Team owners (and admins) create teams; a team owner's first team completes onboarding in the same transaction. */
export async function createTeam(ctx: AppContext, owner: User, input: CreateTeamBody): Promise<Team> {
  if (!owner.userType) throw forbidden('role_required');
  if (owner.userType !== 'team_owner' && owner.userType !== 'admin') throw forbidden('not_team_owner');
  const base = slugify(input.name);
  const logoUrl = (await checkedImage(ctx.db, input.logo, [owner.id])) ?? null;

  for (let attempt = 0; ; attempt++) {
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const slug = firstFreeSlug(base, await teamsRepository.slugsLike(tx, base));
        const team = await teamsRepository.insertWithOwner(tx, {
          slug,
          name: input.name,
          ownerId: owner.id,
          games: input.games,
          country: input.country,
          logoUrl,
          type: input.type,
          founded: input.founded ?? null,
          description: input.description || null,
        });
        if (!owner.onboardingCompleted) await usersRepository.update(tx, owner.id, { onboardingCompleted: true });
        await ctx.events.emitInTx(tx, 'team.created', { teamId: team.id, ownerId: owner.id });
        return team;
      });
      if (!owner.onboardingCompleted) ctx.sessions.userChanged(owner.id);
      return presentTeam(row, publicUserOf(owner));
    } catch (err) {
      // Another team took the same slug between our read and insert: read again and retry.
      if (uniqueViolation(err) === undefined || attempt >= 3) throw err;
    }
  }
}

export async function listTeams(
  ctx: AppContext,
  filters: TeamFilters,
  limit: number,
  cursor?: string,
): Promise<TeamPage> {
  const rows = await teamsRepository.list(
    ctx.db,
    { ...filters, q: filters.q || undefined },
    limit + 1,
    decodeCursor(cursor),
  );
  const page = pageOf(rows, limit, (r) => r);
  return { items: page.items.map(presentTeamListItem), nextCursor: page.nextCursor };
}

/** The team page in two queries: the team with its owner and the reader's standing, then the roster. */
export async function teamDetail(
  db: DbOrTx,
  where: { id: string } | { slug: string },
  viewer: User,
): Promise<TeamDetail> {
  const row = await teamsRepository.findWithOwner(db, where, viewer.id);
  if (!row) throw notFound('team_not_found');
  const [roster, records] = await Promise.all([
    rosterRepository.list(db, row.team.id),
    matchesRepository.teamRecords(db, [row.team.id]),
  ]);
  const actor = { role: row.viewer.role, isAdmin: viewer.userType === 'admin' };
  return {
    team: presentTeam(row.team, row.owner),
    stats: computeStats(
      { members: row.team.memberCount, ...records.get(row.team.id)! },
      row.team.founded,
      row.team.createdAt,
    ),
    roster: roster.map((r) => presentMember(r.member, r.user)),
    viewer: {
      role: row.viewer.role,
      following: row.viewer.following,
      ...viewerFlags(actor),
      pendingApplicationId: row.viewer.pendingApplicationId,
      pendingInvitationId: row.viewer.pendingInvitationId,
    },
  };
}

export async function teamBySlug(ctx: AppContext, viewer: User, slug: string): Promise<TeamDetail> {
  return teamDetail(ctx.db, { slug }, viewer);
}

async function teamResponse(ctx: AppContext, teamId: string, viewer: User): Promise<{ team: Team }> {
  return { team: (await teamDetail(ctx.db, { id: teamId }, viewer)).team };
}

/** Owner, managers and admins edit; the slug never changes so that shared links keep working. */
export async function updateTeam(
  ctx: AppContext,
  user: User,
  teamId: string,
  body: UpdateTeamBody,
): Promise<{ team: Team }> {
  const team = await loadTeam(ctx.db, teamId);
  allow(can.edit(await actorIn(ctx.db, team.id, user)));
  const patch = { ...body };
  if (body.logoUrl !== undefined || body.coverUrl !== undefined) {
    // The team's pictures: uploaded by whoever edits now, the owner or a manager; stored by their canonical path.
    const uploaders = [user.id, team.ownerId, ...(await rosterRepository.leaderIds(ctx.db, team.id))];
    patch.logoUrl = await checkedImage(ctx.db, body.logoUrl, uploaders, team.logoUrl);
    patch.coverUrl = await checkedImage(ctx.db, body.coverUrl, uploaders, team.coverUrl);
  }
  if (Object.keys(body).length > 0) await teamsRepository.update(ctx.db, team.id, patch);
  return teamResponse(ctx, team.id, user);
}

export async function setVerified(
  ctx: AppContext,
  user: User,
  teamId: string,
  verified: boolean,
): Promise<{ team: Team }> {
  const team = await loadTeam(ctx.db, teamId);
  if (!can.verify({ role: null, isAdmin: user.userType === 'admin' })) throw forbidden('admin_only');
  await teamsRepository.update(ctx.db, team.id, { verified });
  return teamResponse(ctx, team.id, user);
}

/** Owner or admin; every other member is told. Applications, invitations, follows and the roster go with it. */
export async function deleteTeam(ctx: AppContext, user: User, teamId: string): Promise<void> {
  const team = await loadTeam(ctx.db, teamId);
  allow(can.delete(await actorIn(ctx.db, team.id, user)));
  await ctx.db.transaction(async (tx) => {
    const locked = await teamsRepository.lock(tx, team.id, 'update');
    if (!locked) throw notFound('team_not_found');
    const roster = await rosterRepository.memberRoles(tx, team.id);
    const ids = roster.map((m) => m.userId);
    // Opponents in running brackets and leagues get walkovers instead of a match against nobody.
    const running = await tournamentsRepository.detachFromRunning(tx, { teamId: team.id }, ctx.clock.now());
    await teamsRepository.delete(tx, team.id);
    if (running.length > 0) await ctx.events.emitInTx(tx, 'tournament.entrantsOut', { tournamentIds: running });
    await ctx.events.emitInTx(tx, 'league.teamGone', { teamId: team.id });
    await ctx.events.emitInTx(tx, 'team.deleted', {
      team: teamRefOf(team),
      memberIds: ids.filter((id) => id !== user.id),
      by: user,
      roster,
    });
  });
}

/**
 * Following is for people outside a team: its members (owner included) get its news by being on the roster, so
 * following one's own team is refused. Unfollowing always works (someone who followed before joining may stop).
 */
export async function follow(ctx: AppContext, user: User, teamId: string, on: boolean) {
  const team = await loadTeam(ctx.db, teamId);
  if (on && (await rosterRepository.find(ctx.db, team.id, user.id))) throw conflict('cannot_follow_own_team');
  try {
    const followers = await ctx.db.transaction((tx) =>
      on ? teamsRepository.follow(tx, team.id, user.id) : teamsRepository.unfollow(tx, team.id, user.id),
    );
    return { following: on, followers };
  } catch (err) {
    if (missingParent(err)) throw notFound('team_not_found'); // deleted while we followed
    throw err;
  }
}
