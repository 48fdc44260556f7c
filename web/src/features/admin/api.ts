import type { AdminLoginBody, AdminMe, SiteSettings, UpdateSiteSettingsBody } from '@esn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/http';
import { comingSoonKey, publicSettingsKey } from '../settings/api';
import { clearAdminToken, storeAdminToken } from './adminToken';

const adminKeys = {
  all: ['/api/admin'] as const,
  me: ['/api/admin/me'] as const,
  settings: ['/api/admin/settings'] as const,
};

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLoginBody) =>
      apiRequest<{ token: string; expiresAt: string }>('POST', '/api/admin/login', body),
    onSuccess: ({ token }) => {
      storeAdminToken(token);
      queryClient.removeQueries({ queryKey: adminKeys.me });
    },
  });
}

/** null means the token is missing, expired or revoked (the generic read turns 401 into null). */
export function useAdminMe(enabled: boolean) {
  return useQuery<AdminMe | null>({ queryKey: adminKeys.me, enabled, retry: false, staleTime: 0 });
}

export function useAdminSettings(enabled: boolean) {
  return useQuery<SiteSettings | null>({ queryKey: adminKeys.settings, enabled, staleTime: 0 });
}

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSiteSettingsBody) => apiRequest<SiteSettings>('PATCH', '/api/admin/settings', body),
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
    mutationFn: () => apiRequest<void>('POST', '/api/admin/logout').catch(() => undefined),
    onSettled: () => {
      clearAdminToken();
      queryClient.removeQueries({ queryKey: adminKeys.me });
      queryClient.removeQueries({ queryKey: adminKeys.settings });
    },
  });
}
