import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { PageFallback } from './PageFallback';

/** Longest a first page stays behind the loading state waiting for its data; then it shows what it has. */
export const REVEAL_CAP_MS = 1500;

let revealedOnce = false;
/**
 * When the first page of the visit must show at the latest (performance.now() time), where main.tsx started the cap;
 * otherwise (a first page that main.tsx did not wait for) REVEAL_CAP_MS after it mounts.
 */
let revealDeadline: number | undefined;

/**
 * main.tsx starts the cap when a visit starts, since it already waits for the first screen's data before the first
 * render: the wait before and after mounting add up to REVEAL_CAP_MS at most, not twice that.
 */
export function startRevealCap(now = performance.now()): void {
  revealDeadline = now + REVEAL_CAP_MS;
}

export function stopRevealCap(): void {
  revealDeadline = undefined;
}

/**
 * The first signed-in page of a visit appears whole: it renders (and starts its queries) out of sight while the
 * loading state shows, and is revealed when the queries have answered (or after REVEAL_CAP_MS), so its cards do
 * not jump as their data arrives one by one. Later navigations render progressively as usual.
 */
export function RevealWhenSettled({ children }: { children: ReactNode }) {
  const fetching = useIsFetching();
  const [shown, setShown] = useState(revealedOnce);

  useEffect(() => {
    if (shown || fetching > 0) return undefined;
    // One more frame: a query started by an effect of the page itself is counted by then.
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [fetching, shown]);
  useEffect(() => {
    if (shown) {
      revealedOnce = true;
      revealDeadline = undefined;
      return undefined;
    }
    const wait = revealDeadline === undefined ? REVEAL_CAP_MS : Math.max(0, revealDeadline - performance.now());
    const timer = setTimeout(() => setShown(true), wait);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <>
      {!shown && <PageFallback />}
      <div className={shown ? 'contents' : 'invisible absolute inset-x-0 top-0'}>{children}</div>
    </>
  );
}
