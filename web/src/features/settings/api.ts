import { DEFAULT_SITE_NAME, TIMINGS } from '@esn/contract';
import { settingsApi } from '@esn/contract/settings/routes.gen';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, queryKey } from '../../shared/api';

/** The URL as the key (spec §7), so main.tsx's and the shell's prefetches, which give only the key, fill these. */
export const publicSettingsKey = queryKey(settingsApi.getPublicSettings);
export const comingSoonKey = queryKey(settingsApi.getComingSoonSettings);

/** Spec §8: a failed settings read falls back to the product name. */
export function useSiteName(): string {
  const { data } = useQuery({
    ...endpointQuery(settingsApi.getPublicSettings),
    staleTime: TIMINGS.siteSettingsStaleMs,
  });
  return data?.siteName?.trim() || DEFAULT_SITE_NAME;
}

/**
 * 'loading' until known. A failed read counts as "not active": the site must stay usable when the
 * settings endpoint has a problem. Not asked on the admin area, which never depends on it.
 */
export function useComingSoon(enabled: boolean): 'loading' | boolean {
  const { data, isPending, isError } = useQuery({
    ...endpointQuery(settingsApi.getComingSoonSettings),
    staleTime: TIMINGS.comingSoonStaleMs,
    retry: 1,
    enabled,
  });
  if (!enabled || isError) return false;
  if (isPending) return 'loading';
  return data?.isActive === true;
}
