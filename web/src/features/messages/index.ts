// The messages feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { useMessageSettings, useUpdateMessageSettings } from './api';
export { useUnreadMessageCount } from './unread';
