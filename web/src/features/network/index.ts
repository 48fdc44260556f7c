// Public entry of the network feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { connectionStatusKey, networkFilter, suggestionsPreviewQuery, useNetworkList } from './api';
