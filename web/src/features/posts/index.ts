// The posts feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { feedPages, useFeed, usePost, useTagPosts } from './api';
export { postsOf } from './cache';
