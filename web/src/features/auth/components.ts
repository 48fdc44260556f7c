// Public entry of the auth feature for the components other features render, apart from index.ts so that a hook's
// importer does not pull components in.
export { AuthPanel } from './components/AuthPanel';
