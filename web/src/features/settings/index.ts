// Public entry of the settings feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { comingSoonKey, publicSettingsKey, useSiteName } from './api';
export { useDocumentTitle } from './useDocumentTitle';
