// The matches feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { matchTitle } from './lib/labels';
export { matchPath } from './lib/links';
export { useMatchDetail } from './api';
export { pendingResultKey } from './pendingResult';
