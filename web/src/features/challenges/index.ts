// Public entry of the challenges feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { challengesKey } from './api';
export { isPercentMetric, useChallengeWords } from './lib/useChallengeWords';
