import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS } from '@esn/contract';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

/** One namespace per feature (ARCHITECTURE.md); all are fetched at start so screens never flash keys. */
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
] as const;

/**
 * Spec §9's detection order without the browser language: a first visit must be Turkish whatever the
 * browser says (spec §1), while a choice made with the switcher (cached in localStorage) wins on reload.
 * The html lang attribute of index.html is "tr", so the last step also yields Turkish.
 */
export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'htmlTag'],
  lookupLocalStorage: STORAGE_KEYS.language,
  lookupSessionStorage: STORAGE_KEYS.language,
  caches: ['localStorage'],
};

export interface InitI18nOptions {
  /** Load namespaces over HTTP from /locales (the app); tests pass `resources` instead. */
  http?: boolean;
  resources?: Resource;
  lng?: string;
}

export async function initI18n(instance: I18n = i18next, options: InitI18nOptions = {}): Promise<I18n> {
  const { http = true, resources, lng } = options;
  instance.use(LanguageDetector).use(initReactI18next);
  if (http) instance.use(HttpBackend);
  instance.on('languageChanged', syncDocumentLanguage);
  await instance.init({
    lng,
    resources,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: detectionOptions,
    // Parallel reads (10) and retries (5 from 350 ms, doubling) are i18next's defaults and match spec §9.
    backend: http ? { loadPath: '/locales/{{lng}}/{{ns}}.json' } : undefined,
    initAsync: http,
  });
  return instance;
}

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
