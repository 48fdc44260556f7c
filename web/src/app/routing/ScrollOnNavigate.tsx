import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a page may take (its lazy chunk, its data) to show the `#section` its address names. */
const SECTION_WAIT_MS = 5_000;
/** After reaching the section, how long it is kept in place while what is above it finishes loading. */
const SETTLE_MS = 1_000;

/**
 * A link to another page opens it at its top, as a page load would: client-side routing keeps the window's scroll,
 * so a link near the bottom of a long page (the match lobby's "open in messages", a footer link) landed mid-page.
 * An address with a `#section` opens at that section (scrollToSection), also when it is the first address (a link in
 * an e-mail); back/forward (POP) is left to the browser.
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
    // Only a new page (pathname) moves to the top; a changed query string on the same page keeps its place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  useEffect(() => {
    const opening = first.current;
    first.current = false;
    if (!hash || (navigationType === 'POP' && !opening)) return;
    return scrollToSection(decodeURIComponent(hash.slice(1)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);
  return null;
}

/**
 * Scrolls to the element `id` once the page has drawn it, and keeps it there for SETTLE_MS while sections above it
 * grow with their data, unless the reader scrolls or types first. Returns the way to stop.
 */
function scrollToSection(id: string): () => void {
  const started = performance.now();
  let reachedAt: number | null = null;
  let placedTop = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of INPUTS) window.removeEventListener(type, stop);
  };
  const step = () => {
    const now = performance.now();
    const el = document.getElementById(id);
    if (el) {
      const top = el.getBoundingClientRect().top;
      if (reachedAt === null || Math.abs(top - placedTop) > 2) {
        if (typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'start' }); // not in jsdom
        placedTop = el.getBoundingClientRect().top;
        reachedAt ??= now;
      }
      if (now - reachedAt > SETTLE_MS) return stop();
    } else if (now - started > SECTION_WAIT_MS) return stop();
    frame = requestAnimationFrame(step);
  };
  for (const type of INPUTS) window.addEventListener(type, stop, { once: true, passive: true });
  step();
  return stop;
}

const INPUTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
