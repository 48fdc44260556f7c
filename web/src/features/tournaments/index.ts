// The tournaments feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { myMatchesQuery, refreshTournaments } from './api';
export { sideName } from './lib/bracket';
export { matchPlaceName, roundName } from './lib/rounds';
export { leaguePath, participantHref, tournamentPath } from './lib/links';
export { canHostTournaments } from './lib/permissions';
export { fromLocalInput, toLocalInput } from './lib/tournamentForm';
