// The teams feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { GamePicker } from './components/GamePicker';
export { ImageUrlField } from './components/ImageUrlField';
export { MembershipItem } from './components/MembershipItem';
export { Chip } from './components/TeamCard';
export { TeamForm } from './components/TeamForm';
export { TeamLogo } from './components/TeamLogo';
export { UserTeams } from './components/UserTeams';
