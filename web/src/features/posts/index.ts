// The posts feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { FEED_URL, POST_PAGE_SIZE, feedKey, pageUrl, useFeed, useTagPosts } from './api';
export { postsOf } from './cache';
