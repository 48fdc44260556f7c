// The settings feature's public entry for other features: hooks, queries, helpers.
export { comingSoonKey, publicSettingsKey, useSiteName } from './api';
export { useDocumentTitle } from './useDocumentTitle';
