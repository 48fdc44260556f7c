// Public entry of the network feature for the components other features render, apart from index.ts so that a hook's
// importer does not pull components in.
export { ConnectionControl } from './components/ConnectionControl';
export { SUGGESTIONS_PREVIEW, SuggestionsCard } from './components/SuggestionsCard';
