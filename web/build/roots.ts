// The modules that start the pages the build treats specially: the visitor's pages, the signed-in shell and the
// dashboard (the first page after signing in). signedInChunks.ts groups their code; bootPages.ts preloads it.
import { fileURLToPath } from 'node:url';

/** A module of web/src by its path there, as the bundler names it. */
export const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** What a visitor's pages may load, statically or on use (the sign-in form's checks): never in a signed-in chunk. */
export const LANDING = 'features/landing/pages/LandingPage.tsx';
export const VISITOR_ROOTS = [
  'main.tsx',
  LANDING,
  'features/info/pages/AboutPage.tsx',
  'features/info/pages/HelpPage.tsx',
  'features/info/pages/CareersPage.tsx',
  'features/info/pages/LegalPage.tsx',
  'features/comingSoon/pages/ComingSoonPage.tsx',
  'features/auth/pages/ResetPasswordPage.tsx',
  'features/errors/pages/NotFoundPage.tsx',
].map(src);
/** The signed-in shell (top navigation, its data), then the first page after signing in (the dashboard). */
export const SHELL_ROOTS = ['app/layout/AppLayout.tsx', 'app/layout/prefetchShell.ts'].map(src);
export const DASHBOARD_ROOTS = ['features/dashboard/pages/DashboardPage.tsx', 'features/dashboard/prefetch.ts'].map(
  src,
);
