// The challenges feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { ChallengeTags } from './components/ChallengeTags';
export { SubjectIdentity } from './components/SubjectIdentity';
