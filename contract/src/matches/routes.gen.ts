// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { matchesEndpoints as E } from './endpoints';

export const matchesApi = {
  getMatch: route<(typeof E)['getMatch']>('getMatch', 'GET', '/api/matches/:id', 'user'),
  setOfficialResult: route<(typeof E)['setOfficialResult']>(
    'setOfficialResult',
    'POST',
    '/api/matches/:id/official-result',
    'user',
  ),
  awardWalkover: route<(typeof E)['awardWalkover']>('awardWalkover', 'POST', '/api/matches/:id/walkover', 'user'),
  submitMatchResult: route<(typeof E)['submitMatchResult']>(
    'submitMatchResult',
    'POST',
    '/api/matches/:id/result',
    'user',
  ),
  getPendingResult: route<(typeof E)['getPendingResult']>(
    'getPendingResult',
    'GET',
    '/api/matches/:id/pending-result',
    'user',
  ),
  approveMatchResult: route<(typeof E)['approveMatchResult']>(
    'approveMatchResult',
    'POST',
    '/api/matches/:id/approve-result',
    'user',
  ),
  addMatchEvidence: route<(typeof E)['addMatchEvidence']>(
    'addMatchEvidence',
    'POST',
    '/api/matches/:id/evidence',
    'user',
  ),
  getMatchHistory: route<(typeof E)['getMatchHistory']>('getMatchHistory', 'GET', '/api/matches/:id/history', 'user'),
  listMyMatches: route<(typeof E)['listMyMatches']>('listMyMatches', 'GET', '/api/me/matches', 'user'),
  getMatchSchedule: route<(typeof E)['getMatchSchedule']>(
    'getMatchSchedule',
    'GET',
    '/api/matches/:id/schedule',
    'user',
  ),
  proposeMatchTimes: route<(typeof E)['proposeMatchTimes']>(
    'proposeMatchTimes',
    'POST',
    '/api/matches/:id/schedule/proposals',
    'user',
  ),
  acceptMatchTime: route<(typeof E)['acceptMatchTime']>(
    'acceptMatchTime',
    'POST',
    '/api/matches/:id/schedule/accept',
    'user',
  ),
  setMatchTime: route<(typeof E)['setMatchTime']>('setMatchTime', 'PUT', '/api/matches/:id/schedule', 'user'),
  setTournamentRoundPlayBy: route<(typeof E)['setTournamentRoundPlayBy']>(
    'setTournamentRoundPlayBy',
    'PUT',
    '/api/tournaments/:id/rounds/:round/play-by',
    'user',
  ),
  setLeagueRoundPlayBy: route<(typeof E)['setLeagueRoundPlayBy']>(
    'setLeagueRoundPlayBy',
    'PUT',
    '/api/leagues/:id/rounds/:round/play-by',
    'user',
  ),
};
