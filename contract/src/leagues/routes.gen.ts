// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { leaguesEndpoints as E } from './endpoints';

export const leaguesApi = {
  listLeagues: route<(typeof E)['listLeagues']>('listLeagues', 'GET', '/api/leagues', 'user'),
  createLeague: route<(typeof E)['createLeague']>('createLeague', 'POST', '/api/leagues', 'user'),
  getLeague: route<(typeof E)['getLeague']>('getLeague', 'GET', '/api/leagues/:id', 'user'),
  updateLeague: route<(typeof E)['updateLeague']>('updateLeague', 'PATCH', '/api/leagues/:id', 'user'),
  addLeagueTeam: route<(typeof E)['addLeagueTeam']>('addLeagueTeam', 'POST', '/api/leagues/:id/teams', 'user'),
  acceptLeagueInvitation: route<(typeof E)['acceptLeagueInvitation']>(
    'acceptLeagueInvitation',
    'POST',
    '/api/leagues/:id/teams/:teamId/accept',
    'user',
  ),
  declineLeagueInvitation: route<(typeof E)['declineLeagueInvitation']>(
    'declineLeagueInvitation',
    'POST',
    '/api/leagues/:id/teams/:teamId/decline',
    'user',
  ),
  removeLeagueTeam: route<(typeof E)['removeLeagueTeam']>(
    'removeLeagueTeam',
    'DELETE',
    '/api/leagues/:id/teams/:teamId',
    'user',
  ),
  generateLeagueFixtures: route<(typeof E)['generateLeagueFixtures']>(
    'generateLeagueFixtures',
    'POST',
    '/api/leagues/:id/fixtures',
    'user',
  ),
  listLeagueFixtures: route<(typeof E)['listLeagueFixtures']>(
    'listLeagueFixtures',
    'GET',
    '/api/leagues/:id/fixtures',
    'user',
  ),
  getLeagueStandings: route<(typeof E)['getLeagueStandings']>(
    'getLeagueStandings',
    'GET',
    '/api/leagues/:id/standings',
    'user',
  ),
};
