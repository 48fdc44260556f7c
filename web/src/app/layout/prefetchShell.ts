import { TIMINGS, type User } from '@esn/contract';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserKey, isUser, prefetchCurrentUser } from '../../features/auth/api';
import { unreadMessagesQuery } from '../../features/messages/unread';
import { notificationPages, unreadNotificationsKey } from '../../features/notifications/api';
import { settingsApi } from '@esn/contract/settings/routes.gen';
import { endpointQuery } from '../../shared/api';

/**
 * What the signed-in shell's top navigation reads (site name, the bell's count and list, the messages count), asked for while the
 * shell's code is on its way on a first visit (main.tsx), so that the first page is not revealed a round trip
 * later. Same keys and answers as the navigation's own queries, which then find them fresh.
 */
export async function prefetchShell(queryClient: QueryClient): Promise<void> {
  // Waits for the session question main.tsx already asked; a visitor gets the landing page and asks nothing.
  await prefetchCurrentUser(queryClient);
  if (!isUser(queryClient.getQueryData<User | null>(currentUserKey))) return;
  await Promise.all([
    queryClient.prefetchQuery({
      ...endpointQuery(settingsApi.getPublicSettings),
      staleTime: TIMINGS.siteSettingsStaleMs,
    }),
    queryClient.prefetchQuery({ queryKey: unreadNotificationsKey }),
    queryClient.prefetchQuery(unreadMessagesQuery()),
    // The bell's first page, as useNotifications reads it.
    queryClient.prefetchInfiniteQuery(notificationPages()),
  ]);
}
