import type {
  MembershipSummary,
  PublicUser,
  Team,
  TeamApplication,
  TeamInvitation,
  TeamListItem,
  TeamMember,
  TeamSummary,
} from '@esn/contract';
import type { TeamApplicationRow, TeamInvitationRow, TeamMemberRow, TeamRow } from '../../db/schema/index';
import type { TeamListRow, TeamSummaryRow } from './teams.repository';

type TeamRefRow = { id: string; slug: string; name: string; logoUrl: string | null };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const presentTeamSummary = (t: TeamSummaryRow | TeamRow): TeamSummary => ({
  id: t.id,
  slug: t.slug,
  name: t.name,
  logoUrl: t.logoUrl,
  type: t.type,
  status: t.status,
  games: t.games,
  country: t.country,
  verified: t.verified,
  members: t.memberCount,
  lookingForPlayers: t.lookingForPlayers,
  recruitingRoles: t.recruitingRoles,
  lookingForCoach: t.lookingForCoach,
});

export const presentTeamListItem = (t: TeamListRow): TeamListItem => ({
  ...presentTeamSummary(t),
  stats: { matches: t.matches, wins: t.wins, tournaments: t.tournaments },
});

export const presentTeam = (t: TeamRow, owner: PublicUser): Team => ({
  ...presentTeamSummary(t),
  ownerId: t.ownerId,
  owner,
  founded: t.founded,
  description: t.description,
  coverUrl: t.coverUrl,
  socialLinks: t.socialLinks,
  followers: t.followerCount,
  createdAt: t.createdAt.toISOString(),
});

export const presentMember = (m: TeamMemberRow, user: PublicUser): TeamMember => ({
  user,
  role: m.role,
  isCaptain: m.isCaptain,
  joinedAt: m.joinedAt.toISOString(),
});

const teamRef = (t: TeamRefRow) => ({ id: t.id, slug: t.slug, name: t.name, logoUrl: t.logoUrl });

export const presentApplication = (r: {
  application: TeamApplicationRow;
  team: TeamRefRow;
  applicant: PublicUser;
}): TeamApplication => ({
  id: r.application.id,
  team: teamRef(r.team),
  applicant: r.applicant,
  // Applications are only ever made as player or coach (ApplyBody); the column shares the member-role enum.
  role: r.application.role === 'coach' ? 'coach' : 'player',
  message: r.application.message,
  status: r.application.status,
  createdAt: r.application.createdAt.toISOString(),
  decidedAt: iso(r.application.decidedAt),
});

export const presentInvitation = (r: {
  invitation: TeamInvitationRow;
  team: TeamRefRow;
  invitee: PublicUser;
  invitedBy: PublicUser;
}): TeamInvitation => ({
  id: r.invitation.id,
  team: teamRef(r.team),
  invitee: r.invitee,
  invitedBy: r.invitedBy,
  // Invitations are made to an assignable role only (InviteBody); `owner` never reaches this column.
  role: r.invitation.role === 'owner' ? 'manager' : r.invitation.role,
  message: r.invitation.message,
  status: r.invitation.status,
  createdAt: r.invitation.createdAt.toISOString(),
  decidedAt: iso(r.invitation.decidedAt),
});

export const presentMembership = (m: {
  team: TeamRefRow & { games: string[] };
  role: TeamMemberRow['role'];
  isCaptain: boolean;
  joinedAt: Date;
}): MembershipSummary => ({
  team: { ...teamRef(m.team), games: m.team.games },
  role: m.role,
  isCaptain: m.isCaptain,
  joinedAt: m.joinedAt.toISOString(),
});
