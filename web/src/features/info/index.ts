// Public entry of the info feature for other features: its hooks, queries and helpers (components: ./components.ts).
export { AboutPage } from './pages/AboutPage';
export { HelpPage } from './pages/HelpPage';
export { CareersPage } from './pages/CareersPage';
export { LegalPage, LEGAL_DOCS, isLegalDoc } from './pages/LegalPage';
