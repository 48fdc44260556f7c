import { defineEndpoints } from '../endpoint';
import {
  ApproveResultBody,
  ApproveResultResponse,
  EvidenceBody,
  MatchHistory,
  PendingMatchResult,
  SubmitResultBody,
} from './results';
import {
  Match,
  MatchDetail,
  MatchIdParams,
  MatchList,
  MyMatchesQuery,
  OfficialResultBody,
  WalkoverBody,
} from './schemas';
import {
  AcceptTimeBody,
  MatchSchedule,
  PlayByBody,
  ProposeTimesBody,
  RoundParams,
  RoundWindow,
  SetMatchTimeBody,
} from './schedule';

/** One match, the reader's matches (dashboard), results with their approval and disputes, and the official result. */
export const matchesEndpoints = defineEndpoints('matches', {
  getMatch: {
    method: 'GET',
    path: '/api/matches/:id',
    summary: 'A match: its sides, score, status and what the reader may do with it',
    params: MatchIdParams,
    responses: { 200: MatchDetail },
  },
  setOfficialResult: {
    method: 'POST',
    path: '/api/matches/:id/official-result',
    summary: 'Set a match’s final score as its organizer or an admin',
    description:
      'The organizer or an admin sets the score: a first result, a dispute settled, a final result corrected. An organizer who acts for a side of the match (owner, manager or captain of one of its teams, or its solo player) is refused (403 `organizer_is_side`); an admin settles it.',
    params: MatchIdParams,
    body: OfficialResultBody,
    responses: { 200: Match },
  },
  awardWalkover: {
    method: 'POST',
    path: '/api/matches/:id/walkover',
    summary: 'Give a match without a result to one side as a walkover, as its organizer or an admin',
    description:
      'For a match whose both sides are known (or whose other side is gone), while the event runs and the match has no final result: the winner gets the games needed to win, a waiting submission is voided, and the bracket, the next Swiss round or the league table move on as with an approved result. 403 `not_organizer`, 403 `organizer_is_side`, 409 `walkover_not_allowed` (a BYE, a side not known yet, a final result, or the winner side is the missing one).',
    params: MatchIdParams,
    body: WalkoverBody,
    responses: { 200: Match },
  },
  submitMatchResult: {
    method: 'POST',
    path: '/api/matches/:id/result',
    summary: 'Submit a match’s score for one’s side, for the other side to approve',
    description:
      'A side submits the score (side A first); the other side approves it or it is approved at its deadline. Before the match’s scheduled time 409 `match_not_started`, unless the organizer allows early results.',
    params: MatchIdParams,
    body: SubmitResultBody,
    responses: { 201: PendingMatchResult },
  },
  getPendingResult: {
    method: 'GET',
    path: '/api/matches/:id/pending-result',
    summary: 'The score a side submitted for a match, waiting for the other side’s approval',
    params: MatchIdParams,
    responses: { 200: PendingMatchResult },
  },
  approveMatchResult: {
    method: 'POST',
    path: '/api/matches/:id/approve-result',
    summary: 'Approve the submitted score of a match, or reject it and open a dispute',
    params: MatchIdParams,
    body: ApproveResultBody,
    responses: { 200: ApproveResultResponse },
  },
  addMatchEvidence: {
    method: 'POST',
    path: '/api/matches/:id/evidence',
    summary: 'Add a comment or a screenshot for one’s side while a result waits or is disputed',
    params: MatchIdParams,
    body: EvidenceBody,
    responses: { 201: MatchHistory },
  },
  getMatchHistory: {
    method: 'GET',
    path: '/api/matches/:id/history',
    summary: 'A match’s result history: submissions, decisions, evidence and official results',
    params: MatchIdParams,
    responses: { 200: MatchHistory },
  },
  listMyMatches: {
    method: 'GET',
    path: '/api/me/matches',
    summary: 'The reader’s upcoming or recent matches (their teams’ and their solo entries)',
    query: MyMatchesQuery,
    responses: { 200: MatchList },
  },
  getMatchSchedule: {
    method: 'GET',
    path: '/api/matches/:id/schedule',
    summary: 'A match’s time: the agreed time or the open proposals, the round’s play-by deadline, and who may act',
    params: MatchIdParams,
    responses: { 200: MatchSchedule },
  },
  proposeMatchTimes: {
    method: 'POST',
    path: '/api/matches/:id/schedule/proposals',
    summary: 'Propose one to three times for a ready match, for the other side to accept',
    description:
      'A side (team owner, manager or captain; the player in a solo event) of a ready match proposes 1–3 times; they replace any open proposal (a counter-proposal). 403 `not_match_side`; 409 `match_not_schedulable` (a side not known yet, a result already in, the event not running); 400 `schedule_time_past`, 400 `schedule_after_play_by` (after the round’s play-by deadline), 400 `schedule_times_repeated`.',
    params: MatchIdParams,
    body: ProposeTimesBody,
    responses: { 201: MatchSchedule },
  },
  acceptMatchTime: {
    method: 'POST',
    path: '/api/matches/:id/schedule/accept',
    summary: 'Accept one of the other side’s proposed times: it becomes the match’s time',
    description:
      'By `proposalId` or by `time`. Only the side that did not propose accepts (403 `schedule_own_proposal`); 403 `not_match_side`; 409 `schedule_proposal_closed` when the proposal is no longer open (accepted meanwhile, replaced, or the time was set); 400 `schedule_time_past` when the time has gone by.',
    params: MatchIdParams,
    body: AcceptTimeBody,
    responses: { 200: MatchSchedule },
  },
  setMatchTime: {
    method: 'PUT',
    path: '/api/matches/:id/schedule',
    summary: 'Set (or clear) a match’s time as its organizer or an admin',
    description: 'Closes the open proposals; both sides are told. 403 `not_organizer`; 409 `match_not_schedulable`.',
    params: MatchIdParams,
    body: SetMatchTimeBody,
    responses: { 200: MatchSchedule },
  },
  setTournamentRoundPlayBy: {
    method: 'PUT',
    path: '/api/tournaments/:id/rounds/:round/play-by',
    summary: 'Set (or remove) a tournament round’s play-by deadline, as its organizer or an admin',
    description: 'The sides may propose times up to it. 403 `not_organizer`; 404 `tournament_not_found`.',
    params: RoundParams,
    body: PlayByBody,
    responses: { 200: RoundWindow },
  },
  setLeagueRoundPlayBy: {
    method: 'PUT',
    path: '/api/leagues/:id/rounds/:round/play-by',
    summary: 'Set (or remove) a league week’s play-by deadline, as its organizer or an admin',
    description: 'The sides may propose times up to it. 403 `not_organizer`; 404 `league_not_found`.',
    params: RoundParams,
    body: PlayByBody,
    responses: { 200: RoundWindow },
  },
});
