import { z } from 'zod';
import { email, UserType } from '../auth/schemas';
import { TeamStatus, TeamType } from '../teams/schemas';
import { PublicUser } from '../users/schemas';

export const AdminLoginBody = z.strictObject({ email, password: z.string().min(1).max(200) });
export type AdminLoginBody = z.infer<typeof AdminLoginBody>;
export const AdminLoginResponse = z.object({ token: z.string(), expiresAt: z.string() });
export const AdminMe = z.object({ id: z.string(), email: z.string(), nickname: z.string() });
export type AdminMe = z.infer<typeof AdminMe>;

/**
 * `GET /api/admin/overview`: counts and 30 days of sign-ups, posts and matches (UTC days, oldest first, every day
 * present). `onlineNow`: people with a connected socket on any process.
 */
export const AdminOverview = z.object({
  people: z.object({
    player: z.number().int(),
    coach: z.number().int(),
    team_owner: z.number().int(),
    admin: z.number().int(),
    none: z.number().int(),
  }),
  teams: z.number().int(),
  posts: z.number().int(),
  tournaments: z.number().int(),
  openReports: z.number().int(),
  onlineNow: z.number().int(),
  days: z.array(
    z.object({ date: z.string(), signups: z.number().int(), posts: z.number().int(), matches: z.number().int() }),
  ),
});
export type AdminOverview = z.infer<typeof AdminOverview>;

export const Suspension = z.object({ at: z.string(), reason: z.string() });
/** A person as the admin area lists them. */
export const AdminUser = PublicUser.extend({
  email: z.string(),
  verified: z.boolean(),
  suspension: Suspension.nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUsersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  type: UserType.optional(),
  suspended: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;
export const AdminUserPage = z.object({ items: z.array(AdminUser), nextCursor: z.string().nullable() });
export type AdminUserPage = z.infer<typeof AdminUserPage>;

/** `PATCH /api/admin/users/{id}`: verify, suspend (a reason is required) or lift a suspension. */
export const UpdateAdminUserBody = z
  .strictObject({
    verified: z.boolean().optional(),
    suspended: z.boolean().optional(),
    reason: z.string().trim().min(3).max(500).optional(),
  })
  .refine((b) => b.verified !== undefined || b.suspended !== undefined, { message: 'nothing_to_update' })
  .refine((b) => b.suspended !== true || Boolean(b.reason), { message: 'suspension_reason', path: ['reason'] });
export type UpdateAdminUserBody = z.infer<typeof UpdateAdminUserBody>;

/** Spec §3's admin team list: every column. */
export const AdminTeam = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  owner: PublicUser,
  type: TeamType,
  games: z.array(z.string()),
  country: z.string().nullable(),
  status: TeamStatus,
  founded: z.number().int().nullable(),
  verified: z.boolean(),
  members: z.number().int(),
  tournaments: z.number().int(),
  leagues: z.number().int(),
  matches: z.number().int(),
  wins: z.number().int(),
  createdAt: z.string(),
});
export type AdminTeam = z.infer<typeof AdminTeam>;
export const AdminTeamSort = z.enum(['created', 'name', 'members']);
export const AdminTeamsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  verified: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: AdminTeamSort.default('created'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
export type AdminTeamsQuery = z.input<typeof AdminTeamsQuery>;
export const AdminTeamPage = z.object({ items: z.array(AdminTeam), nextCursor: z.string().nullable() });
export type AdminTeamPage = z.infer<typeof AdminTeamPage>;
/** `PATCH /api/admin/teams/{id}`: verification (spec §4) and the fields an admin may correct. */
export const UpdateAdminTeamBody = z
  .strictObject({
    verified: z.boolean().optional(),
    name: z.string().trim().min(2).max(60).optional(),
    status: TeamStatus.optional(),
    type: TeamType.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing_to_update' });
export type UpdateAdminTeamBody = z.infer<typeof UpdateAdminTeamBody>;

export const AuditAction = z.enum([
  'user.verified',
  'user.unverified',
  'user.suspended',
  'user.unsuspended',
  'user.deleted',
  'team.verified',
  'team.unverified',
  'team.edited',
  'team.deleted',
  'report.resolved',
  'report.dismissed',
  'content.hidden',
  'content.deleted',
  'settings.changed',
  'tournament.created',
  'tournament.edited',
  'tournament.status',
  'tournament.deleted',
  'tournament.bracket',
  'challenge.created',
  'challenge.edited',
  'challenge.deleted',
  'result.voided',
  'result.restored',
]);
export type AuditAction = z.infer<typeof AuditAction>;
/** One admin action: who, what, on what, when. */
export const AuditEntry = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), nickname: z.string() }).nullable(),
  action: AuditAction,
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});
export const AuditPage = z.object({ items: z.array(AuditEntry), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;
