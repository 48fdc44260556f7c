// The achievements feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { achievementsKey, useUserAchievements } from './api';
