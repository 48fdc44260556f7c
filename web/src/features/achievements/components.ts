// The achievements feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { AchievementList } from './components/AchievementList';
export { LevelBadge } from './components/LevelBadge';
export { LevelProgressBar } from './components/LevelProgressBar';
export { ProfileAchievements } from './components/ProfileAchievements';
export { UserLevel } from './components/UserLevel';
