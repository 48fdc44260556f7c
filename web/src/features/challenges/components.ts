// Public entry of the challenges feature for the components other features render, apart from index.ts so that a hook's
// importer does not pull components in.
export { ChallengeTags } from './components/ChallengeTags';
