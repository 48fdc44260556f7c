import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, STORAGE_KEYS } from '@esn/contract';
import type { BackendModule, LanguageDetectorModule, ReadCallback } from 'i18next';
import { readStorage, writeStorage } from '../shared/lib/storage';
import { APP_BUNDLE, APP_BUNDLE_FILE, localeUrl } from './namespaces';

/*
 * The two i18next plugins the app needs, cut to what it uses. i18next-browser-languagedetector and
 * i18next-http-backend weigh ~4.5 KB gzip together on every first page (every detector and an XHR fallback);
 * these do spec §9's detection order and a same-origin fetch in a few lines. Retries and parallel reads stay
 * i18next's own (a failed read that may pass is reported as retriable).
 */

/** Where the locale files are: web/public/locales, served as they are (and precompressed). */
const LOAD_PATH = (lng: string, ns: string) => localeUrl(lng, `${ns}.json`);

const ONE_YEAR_S = 365 * 24 * 60 * 60;

function fromCookie(name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** Set by `detect`; true until it runs (a page given its language outright has made its choice). */
let chosenHere = true;

/**
 * Whether this browser named a language of its own when the page opened (a link's `?lng=`, the cookie, storage),
 * read before i18next stores what it picked. When not (a new device), a signed-in person's page opens in the
 * language they last used elsewhere rather than overwriting it with the default (useRememberLanguage).
 */
export const languageChosenHere = (): boolean => chosenHere;

/**
 * Spec §9's order without the browser language: `?lng=`, the `i18next` cookie, localStorage, sessionStorage,
 * then `<html lang>` (index.html says "tr"). A first visit is Turkish whatever the browser says (spec §1); a
 * choice made with the switcher is kept in localStorage and wins on reload. i18next takes the first candidate
 * it supports.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const own = [
      new URLSearchParams(window.location.search).get('lng'),
      fromCookie(LANGUAGE_COOKIE),
      readStorage('local', STORAGE_KEYS.language),
      readStorage('session', STORAGE_KEYS.language),
    ];
    chosenHere = own.some(Boolean);
    return [...own, document.documentElement.lang].filter((lng): lng is string => Boolean(lng));
  },
  cacheUserLanguage(lng) {
    if (lng === 'cimode') return;
    writeStorage('local', STORAGE_KEYS.language, lng);
    // For the server too: it sends the first page's HTML in this language (web/build/bootPages.ts). The default
    // needs no cookie (it is what the server sends anyway), so a Turkish reader carries none.
    document.cookie =
      lng === DEFAULT_LANGUAGE
        ? `${LANGUAGE_COOKIE}=; path=/; max-age=0; samesite=lax`
        : `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  },
};

type Translations = Record<string, unknown>;

/** A network error, a 5xx or a 429 may pass on a retry; a 404 will not. */
class LocaleReadError extends Error {
  constructor(
    message: string,
    readonly retriable: boolean,
  ) {
    super(message);
  }
}

async function fetchJson(url: string): Promise<Translations> {
  let res: Response;
  try {
    // eslint-disable-next-line no-restricted-globals -- the app's own translation files, not an API call
    res = await fetch(url);
  } catch (error) {
    throw new LocaleReadError(error instanceof Error ? error.message : String(error), true);
  }
  if (!res.ok) throw new LocaleReadError(`${res.status} loading ${res.url}`, res.status >= 500 || res.status === 429);
  return (await res.json()) as Translations;
}

/** One request per language for the app bundle, however many of its namespaces i18next asks for; a failed one is asked again. */
const bundles = new Map<string, Promise<Record<string, Translations>>>();
function appBundle(lng: string): Promise<Record<string, Translations>> {
  const known = bundles.get(lng);
  if (known) return known;
  const bundle = fetchJson(localeUrl(lng, APP_BUNDLE_FILE)) as Promise<Record<string, Translations>>;
  bundles.set(lng, bundle);
  bundle.catch(() => {
    if (bundles.get(lng) === bundle) bundles.delete(lng);
  });
  return bundle;
}

/** A namespace from its own file, or from the app bundle where it is one of the app's. */
export const localesBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const read = APP_BUNDLE.includes(ns as (typeof APP_BUNDLE)[number])
      ? appBundle(lng).then((bundle) => {
          const translations = bundle[ns];
          if (!translations) throw new LocaleReadError(`${ns} is missing from ${lng}/${APP_BUNDLE_FILE}`, false);
          return translations;
        })
      : fetchJson(LOAD_PATH(lng, ns));
    read.then(
      (translations) => callback(null, translations),
      (error: unknown) =>
        error instanceof LocaleReadError ? callback(error, error.retriable) : callback(String(error), true),
    );
  },
};
