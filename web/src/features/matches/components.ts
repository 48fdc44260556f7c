// Public entry of the matches feature for the components other features render, apart from index.ts so that a hook's
// importer does not pull components in.
export { OfficialResultForm } from './components/OfficialResultForm';
