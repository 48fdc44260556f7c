// Public entry of the achievements feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { achievementsKey, useUserAchievements } from './api';
