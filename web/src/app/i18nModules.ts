import { STORAGE_KEYS } from '@esn/contract';
import type { BackendModule, LanguageDetectorModule, ReadCallback } from 'i18next';
import { readStorage, writeStorage } from '../shared/lib/storage';

/*
 * The two i18next plugins the app needs, cut to what it uses. i18next-browser-languagedetector and
 * i18next-http-backend weigh ~4.5 KB gzip together on every first page (every detector and an XHR fallback);
 * these do spec §9's detection order and a same-origin fetch in a few lines. Retries and parallel reads stay
 * i18next's own (a failed read that may pass is reported as retriable).
 */

/** Where the locale files are: web/public/locales, served as they are (and precompressed). */
export const LOAD_PATH = (lng: string, ns: string) => `/locales/${lng}/${ns}.json`;

function fromCookie(name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * Spec §9's order without the browser language: `?lng=`, the `i18next` cookie, localStorage, sessionStorage,
 * then `<html lang>` (index.html says "tr"). A first visit is Turkish whatever the browser says (spec §1); a
 * choice made with the switcher is kept in localStorage and wins on reload. i18next takes the first candidate
 * it supports.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const candidates = [
      new URLSearchParams(window.location.search).get('lng'),
      fromCookie('i18next'),
      readStorage('local', STORAGE_KEYS.language),
      readStorage('session', STORAGE_KEYS.language),
      document.documentElement.lang,
    ];
    return candidates.filter((lng): lng is string => Boolean(lng));
  },
  cacheUserLanguage(lng) {
    if (lng !== 'cimode') writeStorage('local', STORAGE_KEYS.language, lng);
  },
};

/** A locale file over fetch; a network error, a 5xx or a 429 may pass on a retry, a 404 will not. */
export const localesBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    fetch(LOAD_PATH(lng, ns))
      .then(async (res) => {
        if (res.ok) return callback(null, (await res.json()) as Record<string, unknown>);
        callback(new Error(`${res.status} loading ${res.url}`), res.status >= 500 || res.status === 429);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : String(error), true));
  },
};
