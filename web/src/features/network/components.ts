// The network feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { ConnectionControl } from './components/ConnectionControl';
export { SUGGESTIONS_PREVIEW, SuggestionsCard } from './components/SuggestionsCard';
