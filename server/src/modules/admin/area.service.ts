import {
  type AdminTeamsQuery,
  type AdminUsersQuery,
  type AdminOverview,
  type AdminTeam,
  type AdminTeamPage,
  type AdminUser,
  type AdminUserPage,
  type UpdateAdminTeamBody,
  type UpdateAdminUserBody,
  type User,
} from '@esn/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { cursorCount, decodeCursor, decodeJsonCursor, encodeJsonCursor, isUuid, pageOf } from '../../lib/cursor';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Realtime } from '../../lib/realtime';
import { deleteAccount } from '../account/account.service';
import { authRepository } from '../auth/auth.repository';
import { setVerified as setProfileVerified } from '../profiles/profiles.service';
import { teamsRepository } from '../teams/teams.repository';
import { deleteTeam, setVerified as setTeamVerified } from '../teams/teams.service';
import { usersRepository } from '../users/users.repository';
import { areaRepository } from './area.repository';
import { audit } from './audit';

/** Spec §2's overview: counts, people online now, and 30 days of sign-ups, posts and matches. */
export async function overview(ctx: AppContext, realtime: Realtime): Promise<AdminOverview> {
  const [counts, days, onlineNow] = await Promise.all([
    areaRepository.counts(ctx.db),
    areaRepository.days(ctx.db, 30),
    realtime.onlineCount(),
  ]);
  const people = { player: 0, coach: 0, team_owner: 0, admin: 0, none: 0 };
  for (const { type, n } of counts.byType) people[type ?? 'none'] += Number(n);
  return {
    people,
    teams: Number(counts.teams),
    posts: Number(counts.posts),
    tournaments: Number(counts.tournaments),
    openReports: Number(counts.openReports),
    onlineNow,
    days,
  };
}

type UserRowOf = Awaited<ReturnType<typeof areaRepository.users>>[number];
function presentAdminUser(r: UserRowOf): AdminUser {
  return {
    id: r.id,
    nickname: r.nickname,
    firstName: r.firstName,
    lastName: r.lastName,
    avatarUrl: r.avatarUrl,
    profileImageUrl: r.profileImageUrl,
    userType: r.userType,
    email: r.email,
    verified: r.verified ?? false,
    suspension: r.suspendedAt ? { at: r.suspendedAt.toISOString(), reason: r.suspendedReason ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listUsers(ctx: AppContext, q: z.infer<typeof AdminUsersQuery>): Promise<AdminUserPage> {
  const rows = await areaRepository.users(
    ctx.db,
    { q: q.q || undefined, type: q.type, suspended: q.suspended },
    q.limit + 1,
    decodeCursor(q.cursor),
  );
  const page = pageOf(rows, q.limit, (r) => ({ createdAt: r.createdAt, id: r.id }));
  return { items: page.items.map(presentAdminUser), nextCursor: page.nextCursor };
}

async function loadUser(ctx: AppContext, id: string) {
  const row = isUuid(id) ? await usersRepository.findById(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/**
 * Verify or unverify a person; suspend with a reason (his sessions end at once on every process and his sockets
 * close; login then says why) or lift the suspension. Each change is in the audit log.
 */
export async function updateUser(
  ctx: AppContext,
  admin: User,
  id: string,
  body: UpdateAdminUserBody,
): Promise<AdminUser> {
  const row = await loadUser(ctx, id);
  const target = { type: 'user', id: row.id, label: row.nickname };
  if (body.verified !== undefined) {
    await setProfileVerified(ctx, row.id, body.verified);
    await audit(ctx.db, admin, body.verified ? 'user.verified' : 'user.unverified', target);
  }
  if (body.suspended !== undefined && body.suspended !== (row.suspendedAt !== null)) {
    if (body.suspended && row.userType === 'admin') throw conflict('cannot_suspend_admin');
    await ctx.db.transaction(async (tx) => {
      await areaRepository.setSuspension(
        tx,
        row.id,
        body.suspended ? { at: ctx.clock.now(), reason: body.reason! } : null,
      );
      if (body.suspended) {
        await authRepository.deleteSessionsOfUser(tx, row.id);
        await authRepository.deleteAdminTokensOfUser(tx, row.id);
      }
      await audit(
        tx,
        admin,
        body.suspended ? 'user.suspended' : 'user.unsuspended',
        target,
        body.suspended ? { reason: body.reason! } : {},
      );
    });
    ctx.sessions.forgetSessionsOf(row.id);
    ctx.sessions.userChanged(row.id);
  }
  const [fresh] = await areaRepository.users(ctx.db, { id: row.id }, 1);
  return presentAdminUser(fresh!);
}

export async function deleteUser(ctx: AppContext, admin: User, id: string): Promise<void> {
  const row = await loadUser(ctx, id);
  if (row.id === admin.id) throw badRequest('validation');
  // Like a suspension, an admin cannot be deleted by another (one leaves by deleting his own account).
  if (row.userType === 'admin') throw conflict('cannot_delete_admin');
  await deleteAccount(ctx, row.id);
  // The log keeps the id and the nickname of the time, not the person's e-mail address (it is personal data).
  await audit(ctx.db, admin, 'user.deleted', { type: 'user', id: row.id, label: row.nickname });
}

type TeamRowOf = Awaited<ReturnType<typeof areaRepository.teams>>[number];
function presentAdminTeam(r: TeamRowOf): AdminTeam {
  const t = r.t;
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    owner: r.owner,
    type: t.type,
    games: t.games,
    country: t.country,
    status: t.status,
    founded: t.founded,
    verified: t.verified,
    members: Number(r.members),
    tournaments: Number(r.tournaments),
    leagues: Number(r.leagues),
    matches: Number(r.matches),
    wins: Number(r.wins),
    createdAt: t.createdAt.toISOString(),
  };
}

/** Spec §3's admin team list; paged by position (sorts by name and members have no natural keyset). */
export async function listTeams(ctx: AppContext, q: z.infer<typeof AdminTeamsQuery>): Promise<AdminTeamPage> {
  const offset = decodeJsonCursor(cursorCount, q.cursor) ?? 0;
  const rows = await areaRepository.teams(
    ctx.db,
    { q: q.q || undefined, verified: q.verified },
    q.sort,
    q.limit + 1,
    offset,
  );
  return {
    items: rows.slice(0, q.limit).map(presentAdminTeam),
    nextCursor: rows.length > q.limit ? encodeJsonCursor(offset + q.limit) : null,
  };
}

async function loadTeamRow(ctx: AppContext, id: string) {
  const team = isUuid(id) ? await teamsRepository.findById(ctx.db, id) : undefined;
  if (!team) throw notFound('team_not_found');
  return team;
}

/** Verification (spec §4, "team verification updated") and the fields an admin corrects; audited. */
export async function updateTeam(
  ctx: AppContext,
  admin: User,
  id: string,
  body: UpdateAdminTeamBody,
): Promise<AdminTeam> {
  const team = await loadTeamRow(ctx, id);
  const target = { type: 'team', id: team.id, label: team.name };
  if (body.verified !== undefined && body.verified !== team.verified) {
    await setTeamVerified(ctx, admin, team.id, body.verified);
    await audit(ctx.db, admin, body.verified ? 'team.verified' : 'team.unverified', target);
  }
  const { verified: _verified, ...fields } = body;
  const changed = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (Object.keys(changed).length > 0) {
    await teamsRepository.update(ctx.db, team.id, changed);
    await audit(ctx.db, admin, 'team.edited', target, changed as Record<string, string>);
  }
  const [row] = await areaRepository.teams(ctx.db, { id: team.id }, 'created', 1, 0);
  return presentAdminTeam(row!);
}

export async function removeTeam(ctx: AppContext, admin: User, id: string): Promise<void> {
  const team = await loadTeamRow(ctx, id);
  await deleteTeam(ctx, admin, team.id);
  await audit(ctx.db, admin, 'team.deleted', { type: 'team', id: team.id, label: team.name });
}
