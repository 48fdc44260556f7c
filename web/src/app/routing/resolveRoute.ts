import type { UserType } from '@esn/contract';
import { authTabPath, type AuthTab } from '../../features/auth/authTab';
import { isSafeAttemptedPath } from './attemptedPath';
import {
  ADMIN_ROUTES,
  APP_ROUTES,
  CV_ROUTES,
  findRoute,
  INFO_ROUTES,
  isProtectedPath,
  type PageId,
} from './routeTable';

export type AuthState = 'loading' | 'anonymous' | { userType: UserType | null; onboardingCompleted: boolean };

export interface RouteState {
  comingSoon: 'loading' | boolean;
  auth: AuthState;
  /** The 4 s screen after a successful sign-in is on. */
  postLogin: boolean;
  /** What a logged-out visitor tried to open (session storage), already checked to be safe. */
  attemptedPath: string | null;
}

/** `app`: top navigation; `public`: slim header for visitors and onboarding; `none`: the page draws everything. */
type Shell = 'app' | 'public' | 'none';

export type RouteDecision =
  | { kind: 'loading'; screen: 'spinner' | 'postLogin' }
  | { kind: 'redirect'; to: string; rememberAttempt?: true; clearAttempt?: true }
  | { kind: 'page'; page: PageId; pattern: string; shell: Shell };

const page = (id: PageId, pattern: string, shell: Shell): RouteDecision => ({
  kind: 'page',
  page: id,
  pattern,
  shell,
});

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The whole of spec §2 in one pure function: which screen a path shows, or where it redirects, for
 * each combination of coming-soon, sign-in and onboarding state. Side effects (storage, navigation)
 * are applied by `AppRoutes` from the returned decision.
 */
export function resolveRoute(state: RouteState, pathname: string): RouteDecision {
  const path = normalizePath(pathname);

  const admin = findRoute(ADMIN_ROUTES, path);
  if (admin) return page(admin.page, admin.pattern, 'none');

  if (state.postLogin && typeof state.auth === 'object') return { kind: 'loading', screen: 'postLogin' };
  if (state.auth === 'loading' || state.comingSoon === 'loading') return { kind: 'loading', screen: 'spinner' };

  const user = typeof state.auth === 'object' ? state.auth : null;

  // Admins keep the whole app while the public sees the coming-soon page, so they can check the site.
  if (state.comingSoon && user?.userType !== 'admin') return page('comingSoon', '*', 'none');

  if (!user) return resolveAnonymous(path);
  if (!user.onboardingCompleted) return resolveOnboarding(path);
  return resolveMember(path, state.attemptedPath);
}

/** Addresses people type for the auth forms: the landing page's panel, on the matching tab (or, signed in, home). */
const AUTH_PATHS = new Map<string, AuthTab>([
  ['/login', 'signIn'],
  ['/signin', 'signIn'],
  ['/register', 'signUp'],
  ['/signup', 'signUp'],
]);

function resolveAnonymous(path: string): RouteDecision {
  if (path === '/') return page('landing', '/', 'public');
  const tab = AUTH_PATHS.get(path);
  // "/login" opened the sign-up tab of a browser that never signed in.
  if (tab) return { kind: 'redirect', to: authTabPath(tab) };
  if (path === '/coming-soon') return page('comingSoon', '/coming-soon', 'none');
  if (path === '/reset-password') return page('resetPassword', '/reset-password', 'public');
  // An e-mail's unsubscribe link works signed out (its token names the person).
  if (path === '/unsubscribe') return page('unsubscribe', '/unsubscribe', 'public');
  // Terms and privacy must be readable before signing up; the sign-up form links to them.
  const info = findRoute(INFO_ROUTES, path);
  if (info) return page(info.page, info.pattern, 'public');
  // A CV's owner may make it public (issue 26): the page asks the server, and asks to sign in when it is not.
  const cv = findRoute(CV_ROUTES, path);
  if (cv) return page(cv.page, cv.pattern, 'public');
  if (isProtectedPath(path)) return { kind: 'redirect', to: '/', rememberAttempt: true };
  return { kind: 'redirect', to: '/' };
}

function resolveOnboarding(path: string): RouteDecision {
  if (path === '/onboarding') return page('onboarding', '/onboarding', 'public');
  // A reset link opened in a signed-in browser should still work.
  if (path === '/reset-password') return page('resetPassword', '/reset-password', 'public');
  if (path === '/unsubscribe') return page('unsubscribe', '/unsubscribe', 'public');
  const info = findRoute(INFO_ROUTES, path);
  if (info) return page(info.page, info.pattern, 'public');
  // The brief sends a newly onboarded user to the dashboard, so an older remembered path is dropped.
  return { kind: 'redirect', to: '/onboarding', clearAttempt: true };
}

function resolveMember(path: string, attemptedPath: string | null): RouteDecision {
  if (path === '/' || AUTH_PATHS.has(path)) {
    return isSafeAttemptedPath(attemptedPath)
      ? // Spent on arrival (AppRoutes), not here: a render before the navigation lands would otherwise read no
        // remembered path and send the member to the dashboard instead.
        { kind: 'redirect', to: attemptedPath }
      : { kind: 'redirect', to: '/dashboard' };
  }
  if (path === '/onboarding') return { kind: 'redirect', to: '/dashboard' };
  if (path === '/reset-password') return page('resetPassword', '/reset-password', 'app');
  if (path === '/unsubscribe') return page('unsubscribe', '/unsubscribe', 'app');
  const route = findRoute(APP_ROUTES, path);
  if (route) return page(route.page, route.pattern, 'app');
  return page('notFound', '*', 'app');
}
