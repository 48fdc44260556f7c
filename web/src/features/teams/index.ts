// The teams feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
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
