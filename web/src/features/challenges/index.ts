// The challenges feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { isPercentMetric, useChallengeWords } from './lib/useChallengeWords';
