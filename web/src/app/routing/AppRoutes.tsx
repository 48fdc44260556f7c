import { TIMINGS } from '@esn/contract';
import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/api';
import { usePostLogin } from '../../features/auth/postLogin';
import { useComingSoon } from '../../features/settings/api';
import { AppLayout } from '../layout/AppLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { AuthSpinner } from '../loading/AuthSpinner';
import { useRealtimeConnection } from '../realtime';
import { PageLoadingScreen } from '../loading/PageLoadingScreen';
import { clearAttemptedPath, readAttemptedPath, rememberAttemptedPath } from './attemptedPath';
import { PAGES } from './pages';
import { resolveRoute, type AuthState, type RouteDecision } from './resolveRoute';
import { isAdminAreaPath } from './routeTable';
import { useLoggedOutRecheck } from './useLoggedOutRecheck';

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
  useRealtimeConnection(user?.id ?? null);

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
      const content = (
        <Routes location={location}>
          <Route path={decision.pattern} element={PAGES[decision.page]} />
        </Routes>
      );
      if (decision.shell === 'app' && user) return <AppLayout user={user}>{content}</AppLayout>;
      if (decision.shell === 'public') return <PublicLayout user={user}>{content}</PublicLayout>;
      return content;
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
