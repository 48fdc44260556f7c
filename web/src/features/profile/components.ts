// Public entry of the profile feature for the components other features render, apart from index.ts so that a hook's
// importer does not pull components in.
export { CompletenessCard } from './components/CompletenessCard';
export { GameRolesList } from './components/GameRolesList';
export { SkillList } from './components/SkillList';
