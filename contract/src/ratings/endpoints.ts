import { defineEndpoints } from '../endpoint';
import { TeamIdParams } from '../teams/schemas';
import { UserIdParams } from '../users/schemas';
import { RatingLeaderboard, RatingLeaderboardQuery, RatingList } from './schemas';

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
});
