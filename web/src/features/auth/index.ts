// Public entry of the auth feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { currentUserKey, isUser, logout, prefetchCurrentUser, useAuth } from './api';
