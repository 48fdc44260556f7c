// The posts feature's public entry for its components, apart from index.ts: importing a hook pulls none in.
export { PostCard } from './components/PostCard';
export { PostComposer } from './components/PostComposer';
export { profilePath } from './components/PostHeader';
export { PostList } from './components/PostList';
export { tagPath } from './components/PostText';
export { UserPosts } from './components/UserPosts';
