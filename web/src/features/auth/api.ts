import {
  STORAGE_KEYS,
  TIMINGS,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
} from '@esn/contract';
import { authApi } from '@esn/contract/auth/routes.gen';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isAdminAreaPath } from '../../app/routing/routeTable';
import { ApiError, call, queryKey, urlOf } from '../../shared/api';
import { writeStorage } from '../../shared/lib/storage';
import { usePostLogin } from './postLogin';

export const currentUserKey = queryKey(authApi.getCurrentUser);

/** Spec §4: only a non-empty user object means "signed in". */
export function isUser(value: unknown): value is User {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { nickname?: unknown }).nickname === 'string'
  );
}

async function fetchCurrentUser({ signal }: { signal: AbortSignal }): Promise<User | null> {
  try {
    const body: unknown = await call(authApi.getCurrentUser, {}, { signal });
    return isUser(body) ? body : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** main.tsx asks at boot, alongside the translations, so the first screen does not wait one more round trip. */
export function prefetchCurrentUser(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    retry: false,
    staleTime: TIMINGS.currentUserStaleMs,
    gcTime: TIMINGS.currentUserGcMs,
  });
}

/** Spec §7: no retry, no refetch on focus, refetch on mount, 30/60 min; never asked on /eadmincv. */
function useCurrentUserQuery(enabled: boolean) {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
    staleTime: TIMINGS.currentUserStaleMs,
    gcTime: TIMINGS.currentUserGcMs,
  });
}

export interface AuthInfo {
  user: User | null;
  isAuthenticated: boolean;
  /** Spec §4: true while loading or refetching, always false on admin paths. */
  isLoading: boolean;
}

export function useAuth(): AuthInfo {
  const { pathname } = useLocation();
  const adminArea = isAdminAreaPath(pathname);
  const query = useCurrentUserQuery(!adminArea);
  // Any failure (network, 5xx) leaves data empty, which is "not signed in" per spec §4.
  const user = !adminArea && isUser(query.data) ? query.data : null;
  return {
    user,
    isAuthenticated: user !== null,
    isLoading: adminArea ? false : query.isLoading || query.isFetching,
  };
}

/** Signing in or up: remember it, show the 4 s loading screen, then let the router pick the destination. */
function useSignedIn() {
  const queryClient = useQueryClient();
  const { start } = usePostLogin();
  return (user: User) => {
    writeStorage('local', STORAGE_KEYS.everLoggedIn, 'true');
    start();
    queryClient.setQueryData(currentUserKey, user);
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: LoginBody) => call(authApi.login, { body }),
    onSuccess: ({ user }) => signedIn(user),
  });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: RegisterBody) => call(authApi.register, { body }),
    onSuccess: ({ user }) => signedIn(user),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: { email: string }) => call(authApi.requestPasswordReset, { body }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => call(authApi.resetPassword, { body }),
  });
}

/** The server ends the session and answers with a redirect to "/", so a full page load is wanted here. */
export function logout(): void {
  window.location.href = urlOf(authApi.logoutNavigation);
}
