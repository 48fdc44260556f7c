import { defineEndpoints } from '../endpoint';
import {
  AddLeagueTeamBody,
  CreateLeagueBody,
  LeagueDetail,
  LeagueFixtures,
  LeagueIdParams,
  LeagueListQuery,
  LeaguePage,
  LeagueResponse,
  LeagueStandings,
  LeagueTeam,
  LeagueTeamParams,
  UpdateLeagueBody,
} from './schemas';

/** Leagues: a season of teams of one game, its fixtures by week and its table. Every call needs a signed-in person. */
export const leaguesEndpoints = defineEndpoints('leagues', {
  listLeagues: {
    method: 'GET',
    path: '/api/leagues',
    summary: 'Leagues, filtered by name, game and status, a page at a time',
    query: LeagueListQuery,
    responses: { 200: LeaguePage },
  },
  createLeague: {
    method: 'POST',
    path: '/api/leagues',
    summary: 'Start a league (the signed-in person organizes it)',
    body: CreateLeagueBody,
    responses: { 201: LeagueResponse },
  },
  getLeague: {
    method: 'GET',
    path: '/api/leagues/:id',
    summary: 'A league, its teams and what the reader may do in it',
    params: LeagueIdParams,
    responses: { 200: LeagueDetail },
  },
  updateLeague: {
    method: 'PATCH',
    path: '/api/leagues/:id',
    summary: 'Change a league’s match length before its fixtures are drawn (organizer or admin)',
    description:
      'Best of 1, 3, 5 or 7; every fixture takes it when the fixtures are drawn, so it is frozen once they exist (409 `league_frozen`).',
    params: LeagueIdParams,
    body: UpdateLeagueBody,
    responses: { 200: LeagueResponse },
  },
  addLeagueTeam: {
    method: 'POST',
    path: '/api/leagues/:id/teams',
    summary: 'Enter one’s own team in a league, or invite another team as its organizer',
    description:
      "A team's owner or manager enters their team (status `accepted`); the organizer or an admin invites another team (status `invited`), which plays only once its owner or a manager accepts.",
    params: LeagueIdParams,
    body: AddLeagueTeamBody,
    responses: { 201: LeagueTeam },
  },
  acceptLeagueInvitation: {
    method: 'POST',
    path: '/api/leagues/:id/teams/:teamId/accept',
    summary: 'Accept a league’s invitation for one’s team',
    description: "The invited team's owner or a manager accepts: the team is in the league.",
    params: LeagueTeamParams,
    responses: { 200: LeagueTeam },
  },
  declineLeagueInvitation: {
    method: 'POST',
    path: '/api/leagues/:id/teams/:teamId/decline',
    summary: 'Decline a league’s invitation for one’s team',
    description: "The invited team's owner or a manager declines: the invitation is gone.",
    params: LeagueTeamParams,
    responses: { 204: null },
  },
  removeLeagueTeam: {
    method: 'DELETE',
    path: '/api/leagues/:id/teams/:teamId',
    summary: 'Take a team out of a league, or withdraw its invitation',
    params: LeagueTeamParams,
    responses: { 204: null },
  },
  generateLeagueFixtures: {
    method: 'POST',
    path: '/api/leagues/:id/fixtures',
    summary: 'Draw a league’s fixtures, week by week, from its accepted teams',
    params: LeagueIdParams,
    responses: { 201: LeagueFixtures },
  },
  listLeagueFixtures: {
    method: 'GET',
    path: '/api/leagues/:id/fixtures',
    summary: 'A league’s fixtures, by week',
    params: LeagueIdParams,
    responses: { 200: LeagueFixtures },
  },
  getLeagueStandings: {
    method: 'GET',
    path: '/api/leagues/:id/standings',
    summary: 'A league’s table: each team’s results and points, best first',
    params: LeagueIdParams,
    responses: { 200: LeagueStandings },
  },
});
