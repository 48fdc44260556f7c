// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { tournamentsEndpoints as E } from './endpoints';

export const tournamentsApi = {
  listTournaments: route<(typeof E)['listTournaments']>('listTournaments', 'GET', '/api/tournaments', 'user'),
  createTournament: route<(typeof E)['createTournament']>('createTournament', 'POST', '/api/tournaments', 'user'),
  getTournament: route<(typeof E)['getTournament']>('getTournament', 'GET', '/api/tournaments/:id', 'user'),
  updateTournament: route<(typeof E)['updateTournament']>('updateTournament', 'PATCH', '/api/tournaments/:id', 'user'),
  deleteTournament: route<(typeof E)['deleteTournament']>('deleteTournament', 'DELETE', '/api/tournaments/:id', 'user'),
  setTournamentStatus: route<(typeof E)['setTournamentStatus']>(
    'setTournamentStatus',
    'POST',
    '/api/tournaments/:id/status',
    'user',
  ),
  listTournamentParticipants: route<(typeof E)['listTournamentParticipants']>(
    'listTournamentParticipants',
    'GET',
    '/api/tournaments/:id/participants',
    'user',
  ),
  registerForTournament: route<(typeof E)['registerForTournament']>(
    'registerForTournament',
    'POST',
    '/api/tournaments/:id/registrations',
    'user',
  ),
  withdrawTournamentRegistration: route<(typeof E)['withdrawTournamentRegistration']>(
    'withdrawTournamentRegistration',
    'DELETE',
    '/api/tournaments/:id/registrations/:registrationId',
    'user',
  ),
  disqualifyTournamentParticipant: route<(typeof E)['disqualifyTournamentParticipant']>(
    'disqualifyTournamentParticipant',
    'POST',
    '/api/tournaments/:id/registrations/:registrationId/disqualify',
    'user',
  ),
  checkInToTournament: route<(typeof E)['checkInToTournament']>(
    'checkInToTournament',
    'POST',
    '/api/tournaments/:id/check-in',
    'user',
  ),
  seedTournament: route<(typeof E)['seedTournament']>('seedTournament', 'PUT', '/api/tournaments/:id/seeding', 'user'),
  generateTournamentBracket: route<(typeof E)['generateTournamentBracket']>(
    'generateTournamentBracket',
    'POST',
    '/api/tournaments/:id/bracket',
    'user',
  ),
  getTournamentBracket: route<(typeof E)['getTournamentBracket']>(
    'getTournamentBracket',
    'GET',
    '/api/tournaments/:id/bracket',
    'user',
  ),
  listTournamentMatches: route<(typeof E)['listTournamentMatches']>(
    'listTournamentMatches',
    'GET',
    '/api/tournaments/:id/matches',
    'user',
  ),
  listUserTournaments: route<(typeof E)['listUserTournaments']>(
    'listUserTournaments',
    'GET',
    '/api/users/:id/tournaments',
    'user',
  ),
  listTournamentsAsAdmin: route<(typeof E)['listTournamentsAsAdmin']>(
    'listTournamentsAsAdmin',
    'GET',
    '/api/admin/tournaments',
    'admin',
  ),
  createTournamentAsAdmin: route<(typeof E)['createTournamentAsAdmin']>(
    'createTournamentAsAdmin',
    'POST',
    '/api/admin/tournaments',
    'admin',
  ),
  getTournamentAsAdmin: route<(typeof E)['getTournamentAsAdmin']>(
    'getTournamentAsAdmin',
    'GET',
    '/api/admin/tournaments/:id',
    'admin',
  ),
  setTournamentStatusAsAdmin: route<(typeof E)['setTournamentStatusAsAdmin']>(
    'setTournamentStatusAsAdmin',
    'POST',
    '/api/admin/tournaments/:id/status',
    'admin',
  ),
  updateTournamentAsAdmin: route<(typeof E)['updateTournamentAsAdmin']>(
    'updateTournamentAsAdmin',
    'PATCH',
    '/api/admin/tournaments/:id',
    'admin',
  ),
  deleteTournamentAsAdmin: route<(typeof E)['deleteTournamentAsAdmin']>(
    'deleteTournamentAsAdmin',
    'DELETE',
    '/api/admin/tournaments/:id',
    'admin',
  ),
  generateTournamentBracketAsAdmin: route<(typeof E)['generateTournamentBracketAsAdmin']>(
    'generateTournamentBracketAsAdmin',
    'POST',
    '/api/admin/tournaments/:id/bracket',
    'admin',
  ),
};
