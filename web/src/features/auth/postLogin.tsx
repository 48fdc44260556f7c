import { TIMINGS } from '@esn/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

interface PostLoginValue {
  active: boolean;
  start: () => void;
}

const PostLoginContext = createContext<PostLoginValue>({ active: false, start: () => undefined });

/** Holds the "just signed in" screen for TIMINGS.postLoginLoadingMs (spec §2). */
export function PostLoginProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    setActive(true);
    timer.current = setTimeout(() => setActive(false), TIMINGS.postLoginLoadingMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const value = useMemo(() => ({ active, start }), [active, start]);
  return <PostLoginContext.Provider value={value}>{children}</PostLoginContext.Provider>;
}

export function usePostLogin(): PostLoginValue {
  return useContext(PostLoginContext);
}
