import { defineEndpoints } from '../endpoint';
import { MatchIdParams } from '../matches/schemas';
import { MatchCheckInState } from './schemas';

/** Issue 27: a match's check-in and the win by forfeit the clock offers when the other side did not show up. */
export const checkinsEndpoints = defineEndpoints('matches', {
  getMatchCheckIn: {
    method: 'GET',
    path: '/api/matches/:id/check-in',
    summary: 'A match’s check-in: its window, who checked in, the reader’s side and the forfeit offer',
    params: MatchIdParams,
    responses: { 200: MatchCheckInState },
  },
  checkInToMatch: {
    method: 'POST',
    path: '/api/matches/:id/check-in',
    summary: 'Check in one’s side for a scheduled match',
    description:
      'Anyone who acts for a side (owner, manager or captain; the solo player) checks it in from 15 minutes before the scheduled time until the organizer’s grace ends; again is no change. 400 `match_check_in_not_open` / `match_check_in_closed`, 403 `not_match_side`, 409 `match_check_in_disabled` (the event does not ask for it, or the match has no time or is final).',
    params: MatchIdParams,
    responses: { 200: MatchCheckInState },
  },
  acceptForfeit: {
    method: 'POST',
    path: '/api/matches/:id/forfeit/accept',
    summary: 'Take the win by forfeit the clock offered one’s side (the other side did not check in)',
    description:
      'The match is decided as a walkover for the side that checked in; the bracket, the next Swiss round or the table move on. 403 `not_match_side` (not the offered side), 409 `forfeit_not_offered`.',
    params: MatchIdParams,
    responses: { 200: MatchCheckInState },
  },
  declineForfeit: {
    method: 'POST',
    path: '/api/matches/:id/forfeit/decline',
    summary: 'Decline the win by forfeit: the match stays open for the organizer',
    params: MatchIdParams,
    responses: { 200: MatchCheckInState },
  },
});
