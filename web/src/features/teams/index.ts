// The teams feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export {
  myInvitationsQuery,
  myTeamsQuery,
  refreshTeams,
  teamListPages,
  teamsFilter,
  useMyRequests,
  useMyTeams,
  useUserTeams,
} from './api';
