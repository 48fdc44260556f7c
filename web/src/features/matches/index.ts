// Public entry of the matches feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { matchTitle } from './lib/labels';
export { matchPath } from './lib/links';
export { pendingResultKey } from './pendingResult';
