// Public entry of the safety feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { useBlocks, useIsBlocked } from './api';
export type { BlockedUser } from './api';
export { useUnblock } from './components/useUnblock';
