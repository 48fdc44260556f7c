// Public entry of the notifications feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { countOf, useNotifications, useUnreadNotificationCount } from './api';
export { registerNotificationHandler } from './handlers';
export { renderNotificationText } from './text';
export { actionTarget, useOpenNotification } from './useOpenNotification';
