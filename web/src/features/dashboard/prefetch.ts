import type { User } from '@esn/contract';
import { profilesApi } from '@esn/contract/profiles/routes.gen';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api';
import { currentUserKey, isUser, prefetchCurrentUser } from '../auth';
import { SUGGESTIONS_PREVIEW } from '../network/components';
import { suggestionsPreviewQuery } from '../network';
import { feedPages } from '../posts';
import { profileKey, userKey } from '../profile';
import { myInvitationsQuery, myTeamsQuery } from '../teams';
import { myMatchesQuery } from '../tournaments';
import { offerPages } from '../transfers';

/** UpcomingMatchesCard's `useMyMatches('upcoming', 5)`. */
const UPCOMING_MATCHES = 5;

/**
 * The dashboard's data, asked for while its code and translations are still on their way (main.tsx calls it
 * for a first visit to a dashboard address), instead of once the page has rendered: the cards then render
 * with their data and the page is revealed one round trip sooner. Same keys and the same answers as the
 * cards' own queries, which find them fresh and ask nothing (prefetch.test.tsx checks that no card asks again).
 * The notifications card reads the bell's list, which the shell's prefetch asks for (app/layout/prefetchShell.ts).
 * Signed-in only: a visitor is sent to the landing page and asks nothing.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  // The session question is already in flight from main.tsx; this waits for the same request.
  await prefetchCurrentUser(queryClient);
  const user = queryClient.getQueryData<User | null>(currentUserKey);
  if (!isUser(user)) return;
  const firstPage = { initialPageParam: null as string | null };
  const requests: Promise<unknown>[] = [
    queryClient.prefetchInfiniteQuery(feedPages()),
    queryClient.prefetchQuery(myTeamsQuery()),
    queryClient.prefetchInfiniteQuery({ ...myInvitationsQuery('pending'), ...firstPage }),
    queryClient.prefetchQuery(myMatchesQuery('upcoming', UPCOMING_MATCHES)),
    queryClient.prefetchQuery(suggestionsPreviewQuery(SUGGESTIONS_PREVIEW)),
    queryClient.prefetchQuery({
      queryKey: profileKey(user.id),
      queryFn: async ({ signal }) => {
        const response = await call(profilesApi.getProfile, { params: { id: user.id } }, { signal });
        queryClient.setQueryData(userKey(response.user.id), response.user);
        return response;
      },
    }),
  ];
  if (user.userType === 'coach') {
    for (const box of ['received', 'sent'] as const) {
      requests.push(queryClient.prefetchInfiniteQuery(offerPages(box)));
    }
  }
  await Promise.all(requests);
}
