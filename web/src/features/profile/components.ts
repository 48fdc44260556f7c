// The profile feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { CompletenessCard } from './components/CompletenessCard';
export { GameRolesList } from './components/GameRolesList';
export { SkillList } from './components/SkillList';
