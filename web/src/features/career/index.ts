// The career feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { sortCareer } from './api';
