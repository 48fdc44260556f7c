// Public entry of the teams feature for other features: its hooks, queries and helpers (components: ./components.ts).
export {
  myInvitationsQuery,
  myTeamsQuery,
  refreshTeams,
  teamListUrl,
  teamsFilter,
  useMyRequests,
  useMyTeams,
  useUserTeams,
} from './api';
