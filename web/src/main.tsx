import { TIMINGS } from '@esn/contract';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './app/i18n';
import { createQueryClient } from './app/queryClient';
import { bootScreens } from './app/routing/pages';
import { REVEAL_CAP_MS, startRevealCap, stopRevealCap } from './app/routing/RevealWhenSettled';
import { isAdminAreaPath } from './app/routing/routeTable';
import { currentUserKey, isUser, prefetchCurrentUser } from './features/auth/api';
import { comingSoonKey } from './features/settings/api';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Everything the first screen waits for starts at once instead of one after the other: its chunk and
// namespaces with the core translations, and the two questions every route asks (who is signed in, is the site
// in coming-soon mode), which the admin area never asks (spec §2).
const { pathname } = window.location;
const firstScreens = bootScreens(pathname);
const queryClient = createQueryClient();
const screensData: Promise<void>[] = [];
for (const screen of firstScreens) {
  screen.preloadCode();
  // The screen's data too (the dashboard's cards, the shell's bell), once its code and the session answer are in.
  if (screen.preloadData) screensData.push(screen.preloadData(queryClient));
}
const questions = isAdminAreaPath(pathname)
  ? []
  : [
      prefetchCurrentUser(queryClient),
      queryClient.prefetchQuery({ queryKey: comingSoonKey, staleTime: TIMINGS.comingSoonStaleMs }),
    ];
const within = (ms: number, work: Promise<unknown>[]) =>
  Promise.race([Promise.all(work), new Promise((resolve) => setTimeout(resolve, ms))]);
/**
 * Their answers usually arrive before the translations; a slow one must not hold the first screen back.
 * The first screen's own data is waited for too (up to REVEAL_CAP_MS, the longest a first page stays behind its
 * loading state anyway, counted from here, see RevealWhenSettled): data that lands after the first render re-renders the cards
 * synchronously (a store update cannot be sliced), which on a phone is one long unresponsive task per query.
 */
// Only where there is such data to wait for: a visitor's landing page starts no cap for a page shown after signing in.
if (screensData.length > 0) startRevealCap();
const answered = Promise.all([within(500, questions), within(REVEAL_CAP_MS, screensData)]);

// Translations first, so no screen ever renders untranslated keys; index.html shows a spinner meanwhile.
// The first render is a transition: React renders it in slices of a few milliseconds, yielding to the browser in
// between, instead of one long task that a phone's slow CPU would spend unresponsive.
const translated = initI18n(undefined, { namespaces: firstScreens.flatMap((screen) => screen.namespaces) });
void Promise.all([translated, answered]).then(() => {
  // Nobody signed in: the first signed-in page will come after signing in, with a cap of its own.
  if (!isUser(queryClient.getQueryData(currentUserKey))) stopRevealCap();
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
