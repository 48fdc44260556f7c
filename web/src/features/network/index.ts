// The network feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { connectionStatusKey, networkFilter, suggestionsPreviewQuery } from './api';
