// The explore feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { SearchBox } from './components/SearchBox';
export { SearchResultsView } from './components/SearchResultsView';
export { TrendingTagsCard } from './components/TrendingTagsCard';
