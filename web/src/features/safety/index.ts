// The safety feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { useBlocks, useIsBlocked } from './api';
export type { BlockedUser } from './api';
export { useUnblock } from './components/useUnblock';
