import { startTransition, useEffect, useState } from 'react';

/**
 * True from the browser's first idle moment after mount (at most `timeoutMs` later): for work the first screen
 * does not need, so that it does not compete with it for the network and the main thread. What it reveals is
 * rendered as a transition, in slices that leave the page responsive.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => startTransition(() => setIdle(true)), 200);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => startTransition(() => setIdle(true)), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [timeoutMs]);
  return idle;
}
