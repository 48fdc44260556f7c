// The auth feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { currentUserKey, isUser, logout, prefetchCurrentUser, useAuth } from './api';
