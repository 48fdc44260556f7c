// Public entry of the messages feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { useMessageSettings, useUpdateMessageSettings } from './api';
export { useUnreadMessageCount } from './unread';
