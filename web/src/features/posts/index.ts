// Public entry of the posts feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { FEED_URL, POST_PAGE_SIZE, feedKey, pageUrl, useFeed, useTagPosts } from './api';
export { postsOf } from './cache';
