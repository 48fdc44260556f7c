import '@testing-library/jest-dom/vitest';
import { LANGUAGE_COOKIE } from '@esn/contract';
import { cleanup, configure } from '@testing-library/react';
import { resetToasts } from '../shared/ui/toast/store';
import { preloadToaster } from '../app/providers';
import { initTestI18n } from './i18n';

// find* and waitFor give up after 5 s, not 1 s: pages, dialogs and the Toaster are lazily loaded chunks, and an
// import takes longer than a second when every test file runs in parallel on a two-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

/** The app keeps the language in a cookie too (i18nModules.ts), which would carry one test's choice into the next. */
const forgetLanguageCookie = () => {
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
};

await initTestI18n('tr');
forgetLanguageCookie();
// The app loads the Toaster after the first screen; tests see toasts at once, as a visitor does after load.
await preloadToaster();

// jsdom lacks ResizeObserver, which Radix (switch, tooltip) uses to measure; sizes do not matter here.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

afterEach(async () => {
  cleanup();
  resetToasts();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  await initTestI18n('tr');
  forgetLanguageCookie();
});
