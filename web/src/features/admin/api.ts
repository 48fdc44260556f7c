import type { AdminLoginBody, UpdateSiteSettingsBody } from '@esn/contract';
import { adminApi } from '@esn/contract/admin/routes.gen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, queryKey } from '../../shared/api';
import { comingSoonKey, publicSettingsKey } from '../settings';
import { clearAdminToken, storeAdminToken } from './adminToken';

const adminKeys = {
  me: queryKey(adminApi.getAdminMe),
  settings: queryKey(adminApi.getSiteSettings),
};

/** The answer, or null for a 401 (a missing, expired or revoked token), as the generic cached read gives. */
async function nullIfUnauthorized<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLoginBody) => call(adminApi.adminLogin, { body }),
    onSuccess: ({ token }) => {
      storeAdminToken(token);
      queryClient.removeQueries({ queryKey: adminKeys.me });
    },
  });
}

/** null means the token is missing, expired or revoked. */
export function useAdminMe(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.me,
    queryFn: ({ signal }) => nullIfUnauthorized(call(adminApi.getAdminMe, {}, { signal })),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

export function useAdminSettings(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => nullIfUnauthorized(call(adminApi.getSiteSettings, {}, { signal })),
    enabled,
    staleTime: 0,
  });
}

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSiteSettingsBody) => call(adminApi.updateSiteSettings, { body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings, settings);
      // Visitors' views of the site read these; drop the cached copies so the change shows at once.
      void queryClient.invalidateQueries({ queryKey: publicSettingsKey });
      void queryClient.invalidateQueries({ queryKey: comingSoonKey });
    },
  });
}

/** Revokes the token on the server when possible; signing out locally must work even if that fails. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(adminApi.adminLogout).catch(() => undefined),
    onSettled: () => {
      clearAdminToken();
      queryClient.removeQueries({ queryKey: adminKeys.me });
      queryClient.removeQueries({ queryKey: adminKeys.settings });
    },
  });
}
