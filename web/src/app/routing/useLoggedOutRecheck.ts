import { TIMINGS } from '@esn/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { rememberAttemptedPath } from './attemptedPath';
import { needsRecheck } from './routeTable';

/**
 * Spec §2's second check: if after 2 s a visitor is still on /dashboard, /messages, /admin or
 * /onboarding without a known user (e.g. the session check hangs), send them to "/" and remember the
 * path; the router brings a signed-in user back once the check answers.
 */
export function useLoggedOutRecheck(pathname: string, fullPath: string, signedIn: boolean): void {
  const navigate = useNavigate();
  // Signing in turns `watch` off, and the effect's cleanup cancels the pending check.
  const watch = !signedIn && needsRecheck(pathname);
  useEffect(() => {
    if (!watch) return;
    const timer = setTimeout(() => {
      rememberAttemptedPath(fullPath);
      void navigate('/', { replace: true });
    }, TIMINGS.loggedOutRecheckMs);
    return () => clearTimeout(timer);
  }, [watch, fullPath, navigate]);
}
