import { DEFAULT_LANGUAGE, LANGUAGES } from '@esn/contract';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector, localesBackend } from './i18nModules';
import { CORE_NAMESPACES, NAMESPACES } from './namespaces';

export { APP_NAMESPACES, LANDING_NAMESPACES } from './namespaces';

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
