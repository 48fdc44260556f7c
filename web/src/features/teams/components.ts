// Public entry of the teams feature for the components other features render, apart from index.ts so that a hook's
// importer does not pull components in.
export { GamePicker } from './components/GamePicker';
export { ImageUrlField } from './components/ImageUrlField';
export { MembershipItem } from './components/MembershipItem';
export { Chip } from './components/TeamCard';
export { TeamForm } from './components/TeamForm';
export { TeamLogo } from './components/TeamLogo';
export { UserTeams } from './components/UserTeams';
