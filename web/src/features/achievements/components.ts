// Public entry of the achievements feature for the components other features render, apart from index.ts so that a hook's
// importer does not pull components in.
export { AchievementList } from './components/AchievementList';
export { LevelBadge } from './components/LevelBadge';
export { LevelProgressBar } from './components/LevelProgressBar';
export { ProfileAchievements } from './components/ProfileAchievements';
export { UserLevel } from './components/UserLevel';
