// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { teamsEndpoints as E } from './endpoints';

export const teamsApi = {
  listTeams: route<(typeof E)['listTeams']>('listTeams', 'GET', '/api/teams', 'user'),
  createTeam: route<(typeof E)['createTeam']>('createTeam', 'POST', '/api/teams', 'user'),
  getTeamBySlug: route<(typeof E)['getTeamBySlug']>('getTeamBySlug', 'GET', '/api/teams/slug/:slug', 'user'),
  updateTeam: route<(typeof E)['updateTeam']>('updateTeam', 'PATCH', '/api/teams/:teamId', 'user'),
  deleteTeam: route<(typeof E)['deleteTeam']>('deleteTeam', 'DELETE', '/api/teams/:teamId', 'user'),
  setTeamVerified: route<(typeof E)['setTeamVerified']>(
    'setTeamVerified',
    'PATCH',
    '/api/teams/:teamId/verification',
    'user',
  ),
  followTeam: route<(typeof E)['followTeam']>('followTeam', 'POST', '/api/teams/:teamId/follow', 'user'),
  unfollowTeam: route<(typeof E)['unfollowTeam']>('unfollowTeam', 'DELETE', '/api/teams/:teamId/follow', 'user'),
  listMyTeams: route<(typeof E)['listMyTeams']>('listMyTeams', 'GET', '/api/me/teams', 'user'),
  listUserTeams: route<(typeof E)['listUserTeams']>('listUserTeams', 'GET', '/api/users/:id/teams', 'user'),
  listPlayersLookingForTeam: route<(typeof E)['listPlayersLookingForTeam']>(
    'listPlayersLookingForTeam',
    'GET',
    '/api/teams/looking-for-team/players',
    'user',
  ),
  updateTeamMember: route<(typeof E)['updateTeamMember']>(
    'updateTeamMember',
    'PATCH',
    '/api/teams/:teamId/members/:userId',
    'user',
  ),
  removeTeamMember: route<(typeof E)['removeTeamMember']>(
    'removeTeamMember',
    'DELETE',
    '/api/teams/:teamId/members/:userId',
    'user',
  ),
  transferTeamOwnership: route<(typeof E)['transferTeamOwnership']>(
    'transferTeamOwnership',
    'POST',
    '/api/teams/:teamId/ownership',
    'user',
  ),
  applyToTeam: route<(typeof E)['applyToTeam']>('applyToTeam', 'POST', '/api/teams/:teamId/applications', 'user'),
  listTeamApplications: route<(typeof E)['listTeamApplications']>(
    'listTeamApplications',
    'GET',
    '/api/teams/:teamId/applications',
    'user',
  ),
  listMyTeamApplications: route<(typeof E)['listMyTeamApplications']>(
    'listMyTeamApplications',
    'GET',
    '/api/me/team-applications',
    'user',
  ),
  acceptTeamApplication: route<(typeof E)['acceptTeamApplication']>(
    'acceptTeamApplication',
    'POST',
    '/api/team-applications/:id/accept',
    'user',
  ),
  rejectTeamApplication: route<(typeof E)['rejectTeamApplication']>(
    'rejectTeamApplication',
    'POST',
    '/api/team-applications/:id/reject',
    'user',
  ),
  withdrawTeamApplication: route<(typeof E)['withdrawTeamApplication']>(
    'withdrawTeamApplication',
    'POST',
    '/api/team-applications/:id/withdraw',
    'user',
  ),
  inviteToTeam: route<(typeof E)['inviteToTeam']>('inviteToTeam', 'POST', '/api/teams/:teamId/invitations', 'user'),
  listTeamInvitations: route<(typeof E)['listTeamInvitations']>(
    'listTeamInvitations',
    'GET',
    '/api/teams/:teamId/invitations',
    'user',
  ),
  listMyTeamInvitations: route<(typeof E)['listMyTeamInvitations']>(
    'listMyTeamInvitations',
    'GET',
    '/api/me/team-invitations',
    'user',
  ),
  getTeamInvitation: route<(typeof E)['getTeamInvitation']>(
    'getTeamInvitation',
    'GET',
    '/api/team-invitations/:id',
    'user',
  ),
  acceptTeamInvitation: route<(typeof E)['acceptTeamInvitation']>(
    'acceptTeamInvitation',
    'POST',
    '/api/team-invitations/:id/accept',
    'user',
  ),
  declineTeamInvitation: route<(typeof E)['declineTeamInvitation']>(
    'declineTeamInvitation',
    'POST',
    '/api/team-invitations/:id/decline',
    'user',
  ),
  withdrawTeamInvitation: route<(typeof E)['withdrawTeamInvitation']>(
    'withdrawTeamInvitation',
    'POST',
    '/api/team-invitations/:id/withdraw',
    'user',
  ),
};
