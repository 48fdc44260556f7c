import { TIMINGS } from '@esn/contract';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './app/i18n';
import { createQueryClient } from './app/queryClient';
import { bootScreens } from './app/routing/pages';
import { isAdminAreaPath } from './app/routing/routeTable';
import { prefetchCurrentUser } from './features/auth/api';
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
for (const screen of firstScreens) {
  screen.preloadCode();
  // The screen's data too (the dashboard's cards, the shell's bell), once its code and the session answer are in.
  screen.preloadData?.(queryClient);
}
const questions = isAdminAreaPath(pathname)
  ? []
  : [
      prefetchCurrentUser(queryClient),
      queryClient.prefetchQuery({ queryKey: comingSoonKey, staleTime: TIMINGS.comingSoonStaleMs }),
    ];
/** Their answers usually arrive before the translations; a slow one must not hold the first screen back. */
const answered = Promise.race([Promise.all(questions), new Promise((resolve) => setTimeout(resolve, 500))]);

// Translations first, so no screen ever renders untranslated keys; index.html shows a spinner meanwhile.
// The first render is a transition: React renders it in slices of a few milliseconds, yielding to the browser in
// between, instead of one long task that a phone's slow CPU would spend unresponsive.
// Rendering once the answers are in (when they come in time) spares the first render a restart when they land.
const translated = initI18n(undefined, { namespaces: firstScreens.flatMap((screen) => screen.namespaces) });
void Promise.all([translated, answered]).then(() => {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
