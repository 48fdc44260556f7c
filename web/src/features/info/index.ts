// The info feature's public entry for other features: hooks, queries, helpers.
export { AboutPage } from './pages/AboutPage';
export { HelpPage } from './pages/HelpPage';
export { CareersPage } from './pages/CareersPage';
export { LegalPage, LEGAL_DOCS, isLegalDoc } from './pages/LegalPage';
