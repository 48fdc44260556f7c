// Public entry of the explore feature for the components other features render, apart from index.ts so that a hook's
// importer does not pull components in.
export { SearchBox } from './components/SearchBox';
export { SearchResultsView } from './components/SearchResultsView';
export { TrendingTagsCard } from './components/TrendingTagsCard';
