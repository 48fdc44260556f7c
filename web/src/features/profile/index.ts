// The profile feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { isNotFound, profileKey, useProfile, userKey } from './api';
export { SELF } from './lib/self';
export { ROLE_SUGGESTIONS } from './lib/roleSuggestions';
export { socialLinkViews } from './lib/socialLinks';
