/** Every timing and limit of spec §9 in one place; server and web read them from here. */
export const TIMINGS = {
  queryStaleMs: 5 * 60_000,
  queryGcMs: 10 * 60_000,
  queryRetryDelayMs: 1_000,
  currentUserStaleMs: 30 * 60_000,
  currentUserGcMs: 60 * 60_000,
  unreadNotificationsRefetchMs: 10_000,
  unreadMessagesRefetchMs: 60_000,
  unreadMessagesGcMs: 30_000,
  unreadMessagesStaleMs: 10_000,
  siteSettingsStaleMs: 5 * 60_000,
  comingSoonStaleMs: 2 * 60_000,
  approvalPanelMaxAgeMs: 5 * 60_000,
  toastRemoveDelayMs: 5_000,
  notificationToastMs: 5_000,
  transferResponseToastMs: 4_000,
  transferDialogCloseMs: 2_000,
  loggedOutRecheckMs: 2_000,
  postLoginLoadingMs: 4_000,
  pageLoadingMs: 5_000,
  pageLoadingSteps: 5,
  markReadSpinnerMs: 1_000,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  socketReconnectDelayMs: 1_000,
  socketReconnectDelayMaxMs: 5_000,
  socketRandomization: 0.5,
  socketTimeoutMs: 20_000,
} as const;

export const LIMITS = {
  badgeCap: 99,
  toastLimit: 1,
  toastSwipeThresholdPx: 50,
  toastMaxWidthPx: 420,
  toastZIndex: 100,
  skillAdvancedFrom: 7,
} as const;

export const STORAGE_KEYS = {
  everLoggedIn: 'hasLoggedInBefore',
  attemptedPath: 'redirectAfterLogin',
  language: 'i18nextLng',
  adminToken: 'adminToken',
} as const;

export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';
/**
 * The language cookie, spec §9's second source: the app keeps a choice other than the default there as well as in
 * localStorage, so that the server sends a returning reader's first page already in their language (its `lang`, its
 * translations).
 */
export const LANGUAGE_COOKIE = 'i18next';

/** Written by the web build (web/build/bootPages.ts) and read by the server: which HTML each page path gets. */
export const BOOT_PAGES_FILE = 'boot-pages.json';
/** `boot/{page}.{language}.html` for the page of a path (`index` for any other path), in the reader's language. */
export interface BootPagesMap {
  languages: readonly string[];
  defaultLanguage: string;
  pages: Record<string, string>;
}

/**
 * The site name when the settings have none. Kept with the constants, not the settings schemas, so that a page
 * showing the name does not load zod with them.
 */
export const DEFAULT_SITE_NAME = 'eSportsCV';

/** A list page's size when the request names none (`?limit=`); the web asks for pages of this size. */
export const DEFAULT_PAGE_SIZE = 20;
