import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { lazy, useState, type ComponentType, type ReactElement } from 'react';

/** What boot code needs to start a screen early: its chunk, and the namespaces to fetch with i18next's init. */
export interface Preloadable {
  /** Starts downloading the code only; safe before i18next is initialised. */
  preloadCode: () => void;
  /**
   * Starts the screen's data queries alongside its code, where it has a prefetch (a first visit's boot); settles
   * when they have answered, never rejects (a failed prefetch costs nothing: the components ask again).
   */
  preloadData?: (queryClient: QueryClient) => Promise<void>;
  namespaces: readonly string[];
}

/** A component whose code (and translations) arrive on first use. */
export interface LazyComponent<P> extends Preloadable {
  (props: P): ReactElement;
  /** Code and namespaces; call once i18next is initialised. */
  preload: () => Promise<void>;
  /** Both are here: a mount renders at once, without suspending. */
  isReady: () => boolean;
}

const RELOADED_KEY = 'chunkReloadAt';

/**
 * After a release the old hashed chunks are gone: an open tab that asks for one reloads itself once to get the
 * new index.html, instead of showing a broken page. A second failure within a minute is a real error.
 */
function reloadOnceFor(error: unknown): never {
  const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
  if (Date.now() - last > 60_000) {
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    window.location.reload();
  }
  throw error;
}

/**
 * Code-split screen: the chunk and the i18next namespaces it reads load together, so the Suspense fallback is
 * shown once and no key ever flashes. When both are already there at mount (preloaded at boot, or visited
 * before), the component renders at once, without a fallback frame.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly string[] = [],
  /** The screen's data, asked for with the same keys its components read (loads its own code lazily). */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>,
): LazyComponent<P> {
  let code: Promise<ComponentType<P>> | undefined;
  let component: ComponentType<P> | undefined;
  const loadCode = () =>
    (code ??= load().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        code = undefined;
        return reloadOnceFor(error);
      },
    ));
  const loadAll = () => Promise.all([loadCode(), i18next.loadNamespaces([...namespaces])]).then(([c]) => c);
  const Lazy = lazy(() => loadAll().then((c) => ({ default: c })));
  const ready = () => component !== undefined && namespaces.every((ns) => i18next.hasLoadedNamespace(ns));

  function LazyPage(props: P) {
    // Fixed per mount: switching from Lazy to the loaded component later would remount the page.
    const [Component] = useState<ComponentType<P>>(
      () => (ready() ? component : undefined) ?? (Lazy as ComponentType<P>),
    );
    return <Component {...props} />;
  }
  LazyPage.preloadCode = () => void loadCode().catch(() => undefined);
  // A failed prefetch costs nothing: the components ask again and show their own error states.
  if (prefetch) {
    LazyPage.preloadData = (queryClient: QueryClient) =>
      prefetch(queryClient).then(
        () => undefined,
        () => undefined,
      );
  }
  LazyPage.preload = () => loadAll().then(() => undefined);
  LazyPage.namespaces = namespaces;
  LazyPage.isReady = ready;
  return LazyPage;
}
