// Public entry of the posts feature for the components other features render, apart from index.ts so that a hook's
// importer does not pull components in.
export { PostCard } from './components/PostCard';
export { PostComposer } from './components/PostComposer';
export { profilePath } from './components/PostHeader';
export { PostList } from './components/PostList';
export { tagPath } from './components/PostText';
export { UserPosts } from './components/UserPosts';
