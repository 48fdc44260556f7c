import { TIMINGS, type User } from '@esn/contract';
import { memo, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/api';
import { usePostLogin } from '../../features/auth/postLogin';
import { useComingSoon } from '../../features/settings/api';
import { PublicLayout } from '../layout/PublicLayout';
import { AuthSpinner } from '../loading/AuthSpinner';
import { PageLoadingScreen } from '../loading/PageLoadingScreen';
import { useIdle } from '../useIdle';
import { clearAttemptedPath, readAttemptedPath, rememberAttemptedPath } from './attemptedPath';
import { PageFallback } from './PageFallback';
import { RevealWhenSettled } from './RevealWhenSettled';
import { AppLayout, PAGES, RealtimeConnection } from './pages';
import { resolveRoute, type AuthState, type RouteDecision } from './resolveRoute';
import { isAdminAreaPath } from './routeTable';
import { useLoggedOutRecheck } from './useLoggedOutRecheck';
import { usePageMeta } from './usePageMeta';

/** Reads the live state, asks `resolveRoute` what to show, and applies the answer. */
export function AppRoutes() {
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const { user, isLoading } = useAuth();
  const comingSoon = useComingSoon(!isAdminAreaPath(location.pathname));
  const postLogin = usePostLogin();

  const auth: AuthState = isLoading ? 'loading' : user ? user : 'anonymous';
  const decision = resolveRoute(
    { comingSoon, auth, postLogin: postLogin.active, attemptedPath: readAttemptedPath() },
    location.pathname,
  );
  useLoggedOutRecheck(location.pathname, fullPath, user !== null);
  // A member on a page has arrived: the path remembered before signing in is spent.
  const onPage = user !== null && decision.kind === 'page';
  useEffect(() => {
    if (onPage) clearAttemptedPath();
  }, [onPage]);
  usePageMeta(decision.kind === 'page' ? decision.page : null);

  // socket.io and the realtime listeners load once the first signed-in screen is up (not competing with it for
  // the network and the main thread), never for a visitor. The page's own queries cover what came before.
  const idle = useIdle();
  return (
    <>
      {user && idle && (
        <Suspense fallback={null}>
          <RealtimeConnection userId={user.id} />
        </Suspense>
      )}
      <Screen decision={decision} user={user} fullPath={fullPath} />
    </>
  );
}

interface ScreenProps {
  decision: RouteDecision;
  user: User | null;
  fullPath: string;
}

const sameDecision = (a: RouteDecision, b: RouteDecision): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof RouteDecision>;
  return [...keys].every((key) => a[key] === b[key]);
};

/**
 * AppRoutes renders again for reasons the screen does not care about (the socket mounting at the first idle
 * moment, a background refetch of the session): each of those re-rendered the whole page, synchronously (one long
 * task per re-render on a phone). The screen renders again only when what it shows changes: the decision (a new
 * object each time, compared field by field), the user or the address.
 */
const Screen = memo(
  ScreenOf,
  (a, b) => a.user === b.user && a.fullPath === b.fullPath && sameDecision(a.decision, b.decision),
);

function ScreenOf({ decision, user, fullPath }: ScreenProps) {
  const location = useLocation();
  switch (decision.kind) {
    case 'loading':
      return decision.screen === 'postLogin' ? (
        <PageLoadingScreen durationMs={TIMINGS.postLoginLoadingMs} />
      ) : (
        <AuthSpinner />
      );
    case 'redirect':
      return <Redirect decision={decision} from={fullPath} />;
    case 'page': {
      const routes = (
        <Routes location={location}>
          <Route path={decision.pattern} element={PAGES[decision.page]} />
        </Routes>
      );
      // Pages are lazily loaded: inside a layout only the content area waits, so the header stays.
      const content = <Suspense fallback={<PageFallback />}>{routes}</Suspense>;
      if (decision.shell === 'app' && user) {
        return (
          <Suspense fallback={<AuthSpinner />}>
            <AppLayout user={user}>
              <Suspense fallback={<PageFallback />}>
                <RevealWhenSettled>{routes}</RevealWhenSettled>
              </Suspense>
            </AppLayout>
          </Suspense>
        );
      }
      if (decision.shell === 'public') return <PublicLayout user={user}>{content}</PublicLayout>;
      return <Suspense fallback={<AuthSpinner />}>{routes}</Suspense>;
    }
  }
}

function Redirect({ decision, from }: { decision: Extract<RouteDecision, { kind: 'redirect' }>; from: string }) {
  const navigate = useNavigate();
  const { to, rememberAttempt = false, clearAttempt = false } = decision;
  useEffect(() => {
    if (rememberAttempt) rememberAttemptedPath(from);
    if (clearAttempt) clearAttemptedPath();
    void navigate(to, { replace: true });
  }, [to, rememberAttempt, clearAttempt, from, navigate]);
  return <AuthSpinner />;
}
