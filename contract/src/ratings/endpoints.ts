import { defineEndpoints } from '../endpoint';
import { TeamIdParams } from '../teams/schemas';
import { UserIdParams } from '../users/schemas';
import {
  AdminResult,
  AdminResultPage,
  AdminResultParams,
  AdminResultsQuery,
  RatingLeaderboard,
  RatingLeaderboardQuery,
  RatingList,
  VoidResultBody,
} from './schemas';

/** Skill ratings (OpenSkill) from played match results, per game: a person's, a team's, and the leaderboard. */
export const ratingsEndpoints = defineEndpoints('ratings', {
  listUserRatings: {
    method: 'GET',
    path: '/api/users/:id/ratings',
    summary: 'A person’s skill rating per game, with its recent history',
    description:
      'OpenSkill (Weng-Lin Plackett-Luce) from played final results only (approved, settled or corrected; never a walkover or a BYE). `rating` is the conservative estimate on the display scale `1000 + 50 × (μ − 3σ)`; `provisional` until 5 rated games; `history` the latest 50 points, oldest first. 404 for an unknown person.',
    params: UserIdParams,
    responses: { 200: RatingList },
  },
  listTeamRatings: {
    method: 'GET',
    path: '/api/teams/:teamId/ratings',
    summary: 'A team’s skill rating per game, with its recent history',
    description:
      'As a person’s: a team event rates the team, and the players on its roster (coaches aside) at the time of the match. 404 `team_not_found`.',
    params: TeamIdParams,
    responses: { 200: RatingList },
  },
  getRatingLeaderboard: {
    method: 'GET',
    path: '/api/ratings/leaderboard',
    summary: 'People or teams of one game by conservative skill rating, highest first',
    description:
      'Keyset-paginated on (μ − 3σ desc, id) through the `ratings_board_idx` index; `rank` is the competition rank (ties share one). 400 `invalid_cursor` for a broken cursor.',
    query: RatingLeaderboardQuery,
    responses: { 200: RatingLeaderboard },
  },

  listAdminResults: {
    method: 'GET',
    path: '/api/admin/results',
    auth: 'admin',
    tag: 'admin',
    summary: 'The rated match results, newest rated first, with their voids',
    description:
      'Every result that moved ratings, filtered by `game`, by `status` (`counted` or `voided`) and by `q` (a side’s or the event’s name). 400 `invalid_cursor` for a broken cursor.',
    query: AdminResultsQuery,
    responses: { 200: AdminResultPage },
  },
  voidResult: {
    method: 'POST',
    path: '/api/admin/results/:matchId/void',
    auth: 'admin',
    tag: 'admin',
    summary: 'Void a rated result: it no longer counts for ratings or the verified record',
    description:
      'In one transaction the game’s ratings are recomputed from their history without it (a team or player left with no rated game loses the rating), and the void is written to the audit log with its reason. The match itself (its score, the bracket or table) is unchanged. 404 `result_not_rated` for a match whose result never moved ratings; 409 `result_already_voided`.',
    params: AdminResultParams,
    body: VoidResultBody,
    responses: { 200: AdminResult },
  },
  restoreResult: {
    method: 'DELETE',
    path: '/api/admin/results/:matchId/void',
    auth: 'admin',
    tag: 'admin',
    summary: 'Restore a voided result: it counts again, in its place in the history',
    description:
      'The ratings are recomputed with it where it was first rated, as if it had never been voided; audited. 404 `result_not_rated`; 409 `result_not_voided`.',
    params: AdminResultParams,
    responses: { 200: AdminResult },
  },
});
