// The i18next namespaces: a module without dependencies, so that the build (web/build/) reads the same lists.

/** One namespace per feature (ARCHITECTURE.md). */
export const NAMESPACES = [
  'common',
  'nav',
  'auth',
  'landing',
  'onboarding',
  'admin',
  'errors',
  'pages',
  'info',
  'legal',
  'notifications',
  'profile',
  'career',
  'cv',
  'network',
  'posts',
  'wall',
  'explore',
  'dashboard',
  'teams',
  'meta',
  'tournaments',
  'leagues',
  'transfers',
  'matches',
  'challenges',
  'achievements',
  'ratings',
  'safety',
  'account',
  'messages',
  'errorCodes',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * Fetched before the first render (loading screens, layouts, error texts, page titles and descriptions); every lazily loaded page brings its
 * own namespaces along with its chunk (routing/pages.tsx), so a visitor's first page skips the legal texts and
 * the signed-in app's 60 KB of strings, and no screen ever flashes keys.
 */
export const CORE_NAMESPACES = ['common', 'nav', 'errors', 'meta'] as const satisfies readonly Namespace[];

/** The landing page's own (its sign-in and sign-up forms), beside the core ones. */
export const LANDING_NAMESPACES = ['landing', 'auth'] as const satisfies readonly Namespace[];

const VISITOR_ONLY: readonly Namespace[] = ['landing', 'auth', 'onboarding', 'admin', 'info', 'legal'];

/** Read by a single signed-in page, so they come with that page's chunk (routing/pages.tsx), not with every screen. */
const ONE_PAGE_ONLY: readonly Namespace[] = ['account', 'messages'];

/**
 * The server's error texts (generated from server/src/lib/messages.ts): fetched only once an answer carries an error
 * code (shared/api/http.ts), so no first page pays for them; until then the server's own message is shown.
 */
const ERROR_CODES_NAMESPACE: Namespace = 'errorCodes';

/** What any signed-in screen (the app shell, notifications, dialogs) may read. */
export const APP_NAMESPACES: readonly Namespace[] = NAMESPACES.filter(
  (ns) => !VISITOR_ONLY.includes(ns) && !ONE_PAGE_ONLY.includes(ns) && ns !== ERROR_CODES_NAMESPACE,
);

/** Signed-in namespaces that a visitor's page reads too (the coming-soon page): kept out of the app bundle. */
const VISITOR_SHARED: readonly Namespace[] = ['pages'];

/**
 * The signed-in app's namespaces without the core ones and those a visitor reads too: one file per language
 * (`/locales/{lng}/app.bundle.json`, made by the build), because a phone on a slow network pays a round trip per
 * handful of small files and the first signed-in screen needs all of them (the shell's notifications speak of
 * every feature).
 */
export const APP_BUNDLE: readonly Namespace[] = APP_NAMESPACES.filter(
  (ns) => !(CORE_NAMESPACES as readonly Namespace[]).includes(ns) && !VISITOR_SHARED.includes(ns),
);

/** The app's namespaces that come in files of their own beside the core ones and the bundle. */
export const APP_UNBUNDLED: readonly Namespace[] = APP_NAMESPACES.filter(
  (ns) => !(CORE_NAMESPACES as readonly Namespace[]).includes(ns) && !APP_BUNDLE.includes(ns),
);

export const APP_BUNDLE_FILE = 'app.bundle.json';

/** Where a translation file is served: web/public/locales, or the build's bundles beside them. */
export const localeUrl = (lng: string, file: string) => `/locales/${lng}/${file}`;
