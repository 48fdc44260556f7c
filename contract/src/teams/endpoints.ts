import { defineEndpoints } from '../endpoint';
import { LookingForTeamPage, SetVerifiedBody } from '../profiles/schemas';
import { UserIdParams } from '../users/schemas';
import {
  ApplicationPage,
  ApplyBody,
  CreateTeamBody,
  InvitationPage,
  InviteBody,
  LookingForTeamQuery,
  MembershipList,
  RequestListQuery,
  TeamApplication,
  TeamDetail,
  TeamFollowState,
  TeamIdParams,
  TeamInvitation,
  TeamListQuery,
  TeamMember,
  TeamMemberParams,
  TeamPage,
  TeamRequestParams,
  TeamResponse,
  TeamSlugParams,
  TransferOwnershipBody,
  UpdateMemberBody,
  UpdateTeamBody,
} from './schemas';

/**
 * Teams: the list, the team page, editing, verification, deletion and follows; the roster; applications (a person
 * asks a team) and invitations (a team asks a person). Anyone signed in reads; what a person may change is the
 * service's call (their role in the team, or admin for verification). `/api/teams/slug/:slug` beside
 * `/api/teams/:teamId/…` is ambiguous to OpenAPI linters, but these paths are a published contract: kept as they are.
 */
export const teamsEndpoints = defineEndpoints('teams', {
  listTeams: {
    method: 'GET',
    path: '/api/teams',
    summary: 'Teams, filtered by name, game, country, recruiting and verification, newest first',
    query: TeamListQuery,
    responses: { 200: TeamPage },
  },
  createTeam: {
    method: 'POST',
    path: '/api/teams',
    summary: 'Found a team; the founder becomes its owner',
    body: CreateTeamBody,
    responses: { 201: TeamResponse },
  },
  getTeamBySlug: {
    method: 'GET',
    path: '/api/teams/slug/:slug',
    summary: 'A team’s page: header, stats, roster and what the reader may do there',
    params: TeamSlugParams,
    responses: { 200: TeamDetail },
  },
  updateTeam: {
    method: 'PATCH',
    path: '/api/teams/:teamId',
    summary: 'Change a team’s details (only the fields sent; its owner, managers or an administrator)',
    params: TeamIdParams,
    body: UpdateTeamBody,
    responses: { 200: TeamResponse },
  },
  deleteTeam: {
    method: 'DELETE',
    path: '/api/teams/:teamId',
    summary: 'Delete a team (its owner or an administrator)',
    params: TeamIdParams,
    responses: { 204: null },
  },
  setTeamVerified: {
    method: 'PATCH',
    path: '/api/teams/:teamId/verification',
    summary: 'Mark a team verified, or not (administrators only)',
    params: TeamIdParams,
    body: SetVerifiedBody,
    responses: { 200: TeamResponse },
  },
  followTeam: {
    method: 'POST',
    path: '/api/teams/:teamId/follow',
    summary: 'Follow a team',
    params: TeamIdParams,
    responses: { 200: TeamFollowState },
  },
  unfollowTeam: {
    method: 'DELETE',
    path: '/api/teams/:teamId/follow',
    summary: 'Stop following a team',
    params: TeamIdParams,
    responses: { 200: TeamFollowState },
  },
  listMyTeams: {
    method: 'GET',
    path: '/api/me/teams',
    summary: 'The teams the signed-in person belongs to, with their role in each',
    responses: { 200: MembershipList },
  },
  listUserTeams: {
    method: 'GET',
    path: '/api/users/:id/teams',
    summary: 'The teams a person belongs to, with their role in each',
    params: UserIdParams,
    responses: { 200: MembershipList },
  },
  listPlayersLookingForTeam: {
    method: 'GET',
    path: '/api/teams/looking-for-team/players',
    summary: 'Players who say they are looking for a team, optionally for one game',
    query: LookingForTeamQuery,
    responses: { 200: LookingForTeamPage },
  },

  // The roster: roles and captain, removing or leaving, handing the team over.
  updateTeamMember: {
    method: 'PATCH',
    path: '/api/teams/:teamId/members/:userId',
    summary: 'Change a member’s role or captaincy',
    params: TeamMemberParams,
    body: UpdateMemberBody,
    responses: { 200: TeamMember },
  },
  removeTeamMember: {
    method: 'DELETE',
    path: '/api/teams/:teamId/members/:userId',
    summary: 'Remove a member from a team, or leave it (one’s own id)',
    params: TeamMemberParams,
    responses: { 204: null },
  },
  transferTeamOwnership: {
    method: 'POST',
    path: '/api/teams/:teamId/ownership',
    summary: 'Hand a team over to another member (its owner or an administrator)',
    params: TeamIdParams,
    body: TransferOwnershipBody,
    responses: { 200: TeamDetail },
  },

  // Applications: a person asks to join a team.
  applyToTeam: {
    method: 'POST',
    path: '/api/teams/:teamId/applications',
    summary: 'Apply to join a team',
    params: TeamIdParams,
    body: ApplyBody,
    responses: { 201: TeamApplication },
  },
  listTeamApplications: {
    method: 'GET',
    path: '/api/teams/:teamId/applications',
    summary: 'The applications a team received, by status, newest first (its owner, managers or an administrator)',
    params: TeamIdParams,
    query: RequestListQuery,
    responses: { 200: ApplicationPage },
  },
  listMyTeamApplications: {
    method: 'GET',
    path: '/api/me/team-applications',
    summary: 'The signed-in person’s own applications to teams, by status, newest first',
    query: RequestListQuery,
    responses: { 200: ApplicationPage },
  },
  acceptTeamApplication: {
    method: 'POST',
    path: '/api/team-applications/:id/accept',
    summary: 'Accept an application: the applicant joins the team',
    params: TeamRequestParams,
    responses: { 200: TeamApplication },
  },
  rejectTeamApplication: {
    method: 'POST',
    path: '/api/team-applications/:id/reject',
    summary: 'Turn an application down',
    params: TeamRequestParams,
    responses: { 200: TeamApplication },
  },
  withdrawTeamApplication: {
    method: 'POST',
    path: '/api/team-applications/:id/withdraw',
    summary: 'Withdraw one’s own pending application',
    params: TeamRequestParams,
    responses: { 200: TeamApplication },
  },

  // Invitations: a team asks a person to join.
  inviteToTeam: {
    method: 'POST',
    path: '/api/teams/:teamId/invitations',
    summary: 'Invite a person to join a team',
    params: TeamIdParams,
    body: InviteBody,
    responses: { 201: TeamInvitation },
  },
  listTeamInvitations: {
    method: 'GET',
    path: '/api/teams/:teamId/invitations',
    summary: 'The invitations a team sent, by status, newest first (its owner, managers or an administrator)',
    params: TeamIdParams,
    query: RequestListQuery,
    responses: { 200: InvitationPage },
  },
  listMyTeamInvitations: {
    method: 'GET',
    path: '/api/me/team-invitations',
    summary: 'The invitations the signed-in person received, by status, newest first',
    query: RequestListQuery,
    responses: { 200: InvitationPage },
  },
  getTeamInvitation: {
    method: 'GET',
    path: '/api/team-invitations/:id',
    summary: 'One invitation, as it stands now (to those it concerns)',
    params: TeamRequestParams,
    responses: { 200: TeamInvitation },
  },
  acceptTeamInvitation: {
    method: 'POST',
    path: '/api/team-invitations/:id/accept',
    summary: 'Accept an invitation: the invitee joins the team',
    params: TeamRequestParams,
    responses: { 200: TeamInvitation },
  },
  declineTeamInvitation: {
    method: 'POST',
    path: '/api/team-invitations/:id/decline',
    summary: 'Turn an invitation down',
    params: TeamRequestParams,
    responses: { 200: TeamInvitation },
  },
  withdrawTeamInvitation: {
    method: 'POST',
    path: '/api/team-invitations/:id/withdraw',
    summary: 'Withdraw a pending invitation the team sent',
    params: TeamRequestParams,
    responses: { 200: TeamInvitation },
  },
});
