import { z } from 'zod';
import { PublicUser } from '../users/schemas';

export const TeamMemberRole = z.enum(['owner', 'coach', 'manager', 'player']);
export type TeamMemberRole = z.infer<typeof TeamMemberRole>;
/** Roles a team can invite to or assign; `owner` changes only through an ownership transfer. */
export const AssignableRole = z.enum(['coach', 'manager', 'player']);
export type AssignableRole = z.infer<typeof AssignableRole>;
/** What someone applies as. */
export const ApplicationRole = z.enum(['player', 'coach']);
export type ApplicationRole = z.infer<typeof ApplicationRole>;

/** Games offered in pickers; free text is not accepted so that filters stay meaningful. */
export const GAMES = [
  'valorant',
  'cs2',
  'lol',
  'dota2',
  'pubg',
  'pubg_mobile',
  'fortnite',
  'apex',
  'overwatch2',
  'r6',
  'rocket_league',
  'fc',
  'mlbb',
  'tft',
] as const;
export const Game = z.enum(GAMES);
export type Game = z.infer<typeof Game>;

export const TeamType = z.enum(['professional', 'semi_pro', 'amateur', 'academy']);
export type TeamType = z.infer<typeof TeamType>;
export const TeamStatus = z.enum(['active', 'inactive', 'disbanded']);
export type TeamStatus = z.infer<typeof TeamStatus>;
export const TEAM_SOCIAL_NETWORKS = ['website', 'discord', 'twitch', 'youtube', 'x', 'instagram'] as const;
export const TeamSocialNetwork = z.enum(TEAM_SOCIAL_NETWORKS);
export const TeamSocialLinks = z.partialRecord(
  TeamSocialNetwork,
  z
    .string()
    .trim()
    .max(200)
    .refine((v) => /^https:\/\/[^\s]+$/.test(v) || /^@?[A-Za-z0-9_.#-]{2,64}$/.test(v), { message: 'social_handle' }),
);
export type TeamSocialLinks = z.infer<typeof TeamSocialLinks>;

/** ISO 3166-1 alpha-2 country code. */
export const Country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'country_code' });

/** Limits of the teams feature, shared so that forms and the server agree. */
export const TEAM_LIMITS = {
  /** Members of one team, owner included. */
  maxMembers: 30,
  applicationMessage: 1000,
  invitationMessage: 500,
  description: 2000,
  recruitingRoles: 5,
} as const;

const currentYear = () => new Date().getUTCFullYear();
/** Year the team was founded (esports teams predate the platform; none before 1990). */
export const FoundedYear = z
  .number()
  .int()
  .min(1990)
  .refine((y) => y <= currentYear(), { message: 'founded_future' });
/**
 * An image uploaded here: its public path (`/public-objects/<key>`, what `POST /api/uploads` answers as `url`) or
 * the upload's id. No other address reaches an `<img src>`: no `..`, no `%`, no other site, no `javascript:`.
 * The server then checks that the upload exists, is an image and was uploaded by the right person. An empty
 * string clears the field, like `null`.
 */
export const IMAGE_PATH = /^\/public-objects\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ImageRef = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || IMAGE_PATH.test(v) || UPLOAD_ID.test(v), { message: 'image_ref' });

/** Fields a team is created with; onboarding's first-team step sends the first three. */
export const CreateTeamBody = z.strictObject({
  name: z.string().trim().min(2).max(60),
  games: z.array(Game).min(1).max(10),
  country: Country,
  logo: ImageRef.optional(),
  type: TeamType.optional(),
  founded: FoundedYear.optional(),
  description: z.string().trim().max(TEAM_LIMITS.description).optional(),
});
export type CreateTeamBody = z.infer<typeof CreateTeamBody>;

/** Editable by the owner, a manager or an admin; every field optional. The slug never changes. */
export const UpdateTeamBody = z
  .strictObject({
    name: z.string().trim().min(2).max(60),
    games: z.array(Game).min(1).max(10),
    country: Country,
    type: TeamType,
    status: TeamStatus,
    founded: FoundedYear.nullable(),
    description: z.string().trim().max(TEAM_LIMITS.description).nullable(),
    logoUrl: ImageRef.nullable(),
    coverUrl: ImageRef.nullable(),
    socialLinks: TeamSocialLinks,
    lookingForPlayers: z.boolean(),
    recruitingRoles: z.array(z.string().trim().min(2).max(30)).max(TEAM_LIMITS.recruitingRoles),
    lookingForCoach: z.boolean(),
  })
  .partial();
export type UpdateTeamBody = z.infer<typeof UpdateTeamBody>;

/** A team as lists show it. */
export const TeamSummary = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  type: TeamType,
  status: TeamStatus,
  games: z.array(z.string()),
  country: z.string(),
  verified: z.boolean(),
  members: z.number().int(),
  lookingForPlayers: z.boolean(),
  recruitingRoles: z.array(z.string()),
  lookingForCoach: z.boolean(),
});
export type TeamSummary = z.infer<typeof TeamSummary>;

/**
 * Computed on read. `skillRating` = 1000 + 25·wins − 15·losses + 50·tournaments + 30·leagues, at least 0;
 * `winRate` = wins / matches (0–100, rounded), 0 without matches; `yearsOfExperience` = whole years since
 * `founded` (or since the team was created here). Matches and wins count final results (BYEs not); tournaments
 * count entries of tournaments that are not drafts or cancelled; leagues count the leagues the team is in.
 */
export const TeamStats = z.object({
  members: z.number().int(),
  matches: z.number().int(),
  wins: z.number().int(),
  winRate: z.number().int(),
  tournaments: z.number().int(),
  leagues: z.number().int(),
  skillRating: z.number().int(),
  yearsOfExperience: z.number().int(),
});
export type TeamStats = z.infer<typeof TeamStats>;

export const TeamMember = z.object({
  user: PublicUser,
  role: TeamMemberRole,
  isCaptain: z.boolean(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

/**
 * What the signed-in reader is to this team and may do. The server enforces (server/src/modules/teams/permissions.ts):
 * owner — everything; manager — edit (not `verified`), decide applications, invite/withdraw players and coaches,
 * move members between player and coach, set the captain (a player), remove players and coaches; owner only —
 * appoint/demote/remove managers, transfer ownership, delete; admin — edit, verify, delete, transfer, read requests;
 * any member but the owner may leave.
 */
export const TeamViewer = z.object({
  role: TeamMemberRole.nullable(),
  following: z.boolean(),
  /** Owner, manager or admin: may edit and handle applications and invitations. */
  canManage: z.boolean(),
  /** Owner or admin: may delete, transfer ownership, appoint managers. */
  isOwner: z.boolean(),
  pendingApplicationId: z.string().nullable(),
  pendingInvitationId: z.string().nullable(),
});
export type TeamViewer = z.infer<typeof TeamViewer>;

export const Team = TeamSummary.extend({
  ownerId: z.string(),
  owner: PublicUser,
  founded: z.number().int().nullable(),
  description: z.string().nullable(),
  coverUrl: z.string().nullable(),
  socialLinks: TeamSocialLinks,
  followers: z.number().int(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof Team>;
export const TeamResponse = z.object({ team: Team });

/** `GET /api/teams/slug/{slug}`: the team page in one call. */
export const TeamDetail = z.object({ team: Team, stats: TeamStats, roster: z.array(TeamMember), viewer: TeamViewer });
export type TeamDetail = z.infer<typeof TeamDetail>;

export const TeamListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  game: Game.optional(),
  country: Country.optional(),
  /** players: looking for players; coach: looking for a coach. */
  recruiting: z.enum(['players', 'coach']).optional(),
  verified: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
/** The part of TeamStats a team card shows in `GET /api/teams`, counted by the list query itself. */
export const TeamListStats = TeamStats.pick({ matches: true, wins: true, tournaments: true });
export type TeamListStats = z.infer<typeof TeamListStats>;
export const TeamListItem = TeamSummary.extend({ stats: TeamListStats });
export type TeamListItem = z.infer<typeof TeamListItem>;
export const TeamPage = z.object({ items: z.array(TeamListItem), nextCursor: z.string().nullable() });
export type TeamPage = z.infer<typeof TeamPage>;

/** Players with the looking-for-team flag, for `/teams`. */
export const LookingForTeamQuery = z.object({
  game: Game.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});

export const TeamIdParams = z.object({ teamId: z.string().max(100) });
export const TeamSlugParams = z.object({ slug: z.string().max(100) });
export const TeamMemberParams = z.object({ teamId: z.string().max(100), userId: z.string().max(100) });
export const TeamRequestParams = z.object({ id: z.string().max(100) });

/** Change a member's role and/or captaincy (one captain per team; setting one clears the other). */
export const UpdateMemberBody = z
  .strictObject({ role: AssignableRole, isCaptain: z.boolean() })
  .partial()
  .refine((b) => b.role !== undefined || b.isCaptain !== undefined, { message: 'empty_update' });
export const TransferOwnershipBody = z.strictObject({ userId: z.string().max(100) });
export const TeamFollowState = z.object({ following: z.boolean(), followers: z.number().int() });

export const RequestStatus = z.enum(['pending', 'accepted', 'rejected', 'withdrawn']);
export type RequestStatus = z.infer<typeof RequestStatus>;

export const ApplyBody = z.strictObject({
  message: z.string().trim().min(1).max(TEAM_LIMITS.applicationMessage),
  role: ApplicationRole.default('player'),
});
export const TeamApplication = z.object({
  id: z.string(),
  team: TeamSummary.pick({ id: true, slug: true, name: true, logoUrl: true }),
  applicant: PublicUser,
  role: ApplicationRole,
  message: z.string(),
  status: RequestStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TeamApplication = z.infer<typeof TeamApplication>;

export const InviteBody = z.strictObject({
  userId: z.string().max(100),
  role: AssignableRole.default('player'),
  message: z.string().trim().max(TEAM_LIMITS.invitationMessage).optional(),
});
export const TeamInvitation = z.object({
  id: z.string(),
  team: TeamSummary.pick({ id: true, slug: true, name: true, logoUrl: true }),
  invitee: PublicUser,
  invitedBy: PublicUser,
  role: AssignableRole,
  message: z.string().nullable(),
  /** `rejected` means the invitee declined. */
  status: RequestStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;

/**
 * The invitation dialog's person search: people the team may invite to `role` (their account type allows it,
 * see `teamRolesFor`), onboarded, active, not admins, not already on the roster; matched by name or handle.
 */
export const InviteCandidatesQuery = z.object({
  role: AssignableRole,
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export const InviteCandidates = z.object({ items: z.array(PublicUser) });
export type InviteCandidates = z.infer<typeof InviteCandidates>;

export const RequestListQuery = z.object({
  status: RequestStatus.default('pending'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
export const ApplicationPage = z.object({ items: z.array(TeamApplication), nextCursor: z.string().nullable() });
export const InvitationPage = z.object({ items: z.array(TeamInvitation), nextCursor: z.string().nullable() });

/** A team someone belongs to, for profiles, the CV and "my teams". */
export const MembershipSummary = z.object({
  team: TeamSummary.pick({ id: true, slug: true, name: true, logoUrl: true, games: true }),
  role: TeamMemberRole,
  isCaptain: z.boolean(),
  joinedAt: z.string(),
});
export type MembershipSummary = z.infer<typeof MembershipSummary>;
export const MembershipList = z.array(MembershipSummary);
