// The notifications feature's public entry for other features: hooks, queries, helpers (components: ./components.ts).
export { countOf, useNotifications, useUnreadNotificationCount } from './api';
export { registerNotificationHandler } from './handlers';
export { renderNotificationText } from './text';
export { actionTarget, useOpenNotification } from './useOpenNotification';
