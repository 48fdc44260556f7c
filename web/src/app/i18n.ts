import { DEFAULT_LANGUAGE, LANGUAGES } from '@esn/contract';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector, localesBackend } from './i18nModules';

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
  'safety',
  'account',
  'messages',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * Fetched before the first render (loading screens, layouts, error texts, page titles and descriptions); every lazily loaded page brings its
 * own namespaces along with its chunk (routing/pages.tsx), so a visitor's first page skips the legal texts and
 * the signed-in app's 60 KB of strings, and no screen ever flashes keys.
 */
export const CORE_NAMESPACES = ['common', 'nav', 'errors', 'meta'] as const satisfies readonly Namespace[];

const VISITOR_ONLY: readonly Namespace[] = ['landing', 'auth', 'onboarding', 'admin', 'info', 'legal'];

/** Read by a single signed-in page, so they come with that page's chunk (routing/pages.tsx), not with every screen. */
const ONE_PAGE_ONLY: readonly Namespace[] = ['account', 'messages'];

/** What any signed-in screen (the app shell, notifications, dialogs) may read. */
export const APP_NAMESPACES: readonly Namespace[] = NAMESPACES.filter(
  (ns) => !VISITOR_ONLY.includes(ns) && !ONE_PAGE_ONLY.includes(ns),
);

export interface InitI18nOptions {
  /** Load namespaces over HTTP from /locales (the app); tests pass `resources` instead. */
  http?: boolean;
  resources?: Resource;
  lng?: string;
  /** Fetched with the core namespaces: those of the first screen (main.tsx), so they arrive in one round. */
  namespaces?: readonly string[];
}

export async function initI18n(instance: I18n = i18next, options: InitI18nOptions = {}): Promise<I18n> {
  const { http = true, resources, lng, namespaces = [] } = options;
  instance.use(languageDetector).use(initReactI18next);
  if (http) instance.use(localesBackend);
  instance.on('languageChanged', syncDocumentLanguage);
  await instance.init({
    lng,
    resources,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    // Tests hand every namespace in `resources`; the app fetches the core ones and pages add theirs.
    ns: http ? [...new Set([...CORE_NAMESPACES, ...namespaces])] : [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    // Parallel reads (10) and retries (5 from 350 ms, doubling) are i18next's defaults and match spec §9.
    initAsync: http,
  });
  return instance;
}

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
