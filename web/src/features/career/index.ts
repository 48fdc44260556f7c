// Public entry of the career feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { useCareer } from './api';
