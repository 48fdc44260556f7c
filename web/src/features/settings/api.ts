import { DEFAULT_SITE_NAME, TIMINGS, type ComingSoonSettings, type PublicSettings } from '@esn/contract';
import { useQuery } from '@tanstack/react-query';

export const publicSettingsKey = ['/api/public/settings'] as const;
export const comingSoonKey = ['/api/public/coming-soon-settings'] as const;

/** Spec §8: a failed settings read falls back to the product name. */
export function useSiteName(): string {
  const { data } = useQuery<PublicSettings | null>({
    queryKey: publicSettingsKey,
    staleTime: TIMINGS.siteSettingsStaleMs,
  });
  return data?.siteName?.trim() || DEFAULT_SITE_NAME;
}

/**
 * 'loading' until known. A failed read counts as "not active": the site must stay usable when the
 * settings endpoint has a problem. Not asked on the admin area, which never depends on it.
 */
export function useComingSoon(enabled: boolean): 'loading' | boolean {
  const { data, isPending, isError } = useQuery<ComingSoonSettings | null>({
    queryKey: comingSoonKey,
    staleTime: TIMINGS.comingSoonStaleMs,
    retry: 1,
    enabled,
  });
  if (!enabled || isError) return false;
  if (isPending) return 'loading';
  return data?.isActive === true;
}
