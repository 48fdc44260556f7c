// The matches feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { OfficialResultForm } from './components/OfficialResultForm';
export { WalkoverSection } from './components/WalkoverSection';
