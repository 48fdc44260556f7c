import { useEffect, useState } from 'react';

/** How long a search box waits for the typing to pause before asking the server (every search box uses it). */
const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delayMs`, so typing does not send a request per key. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
