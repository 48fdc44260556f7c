import { useSyncExternalStore } from 'react';

/** Windows side by side: one on a phone, two on a laptop, three on a wide screen. */
const WIDE = '(min-width: 1280px)';
const MEDIUM = '(min-width: 768px)';

function subscribeToWidth(listener: () => void): () => void {
  const queries = [WIDE, MEDIUM].map((q) => window.matchMedia?.(q)).filter(Boolean) as MediaQueryList[];
  queries.forEach((q) => q.addEventListener('change', listener));
  return () => queries.forEach((q) => q.removeEventListener('change', listener));
}

function maxWindowsNow(): number {
  if (typeof window.matchMedia !== 'function') return 3;
  if (window.matchMedia(WIDE).matches) return 3;
  return window.matchMedia(MEDIUM).matches ? 2 : 1;
}

/** How many chat windows fit side by side now; follows the screen's width. */
export const useMaxWindows = () => useSyncExternalStore(subscribeToWidth, maxWindowsNow, () => 3);
