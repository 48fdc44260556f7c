// Public entry of the profile feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { isNotFound, profileKey, useProfile, userKey } from './api';
export { ROLE_SUGGESTIONS } from './lib/roleSuggestions';
export { socialLinkViews } from './lib/socialLinks';
