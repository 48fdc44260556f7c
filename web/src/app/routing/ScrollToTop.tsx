import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link to another page opens it at its top, as a page load would: client-side routing keeps the window's scroll,
 * so a link near the bottom of a long page (the match lobby's "open in messages", a footer link) landed mid-page.
 * An address with a `#section` is left to the page that scrolls to it, and back/forward (POP) to the browser.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
    // Only a new page (pathname) moves to the top; a changed query string on the same page keeps its place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
