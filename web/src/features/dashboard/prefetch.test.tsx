import { NOTIFICATION_PAGE_SIZE, type UserType } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { prefetchShell } from '../../app/layout/prefetchShell';
import { createQueryClient } from '../../app/queryClient';
import { makeNotification } from '../../test/factories';
import { stubFetch } from '../../test/fetchStub';
import { makeUser, renderWithApp } from '../../test/render';
import { currentUserKey } from '../auth/api';
import { makePost, pageOf } from '../posts/testFactories';
import { makePerson, makeProfileResponse } from '../profile/testing/factories';
import { myRequestsUrl } from '../teams/api';
import { offersUrl } from '../transfers/api';
import { page } from '../transfers/testing/factories';
import { DashboardPage } from './pages/DashboardPage';
import { prefetchDashboard } from './prefetch';

const ME = 'me';

/** Every GET the dashboard page and the shell's bell make for a first visit, with an answer each. */
function answers(userType: UserType): Record<string, unknown> {
  return {
    '/api/feed?limit=20': pageOf([makePost({ id: 'p1', body: 'ilk gönderi' })]),
    '/api/me/teams': [],
    [myRequestsUrl('invitations', 'pending')]: { items: [], nextCursor: null },
    [`/api/notifications?limit=${NOTIFICATION_PAGE_SIZE}`]: [makeNotification({ id: 'n1' })],
    '/api/network/suggestions?limit=5': { items: [makePerson({ id: 'p2', nickname: 'deniz' })], nextCursor: null },
    '/api/me/matches?scope=upcoming&limit=5': { items: [] },
    [`/api/profiles/${ME}`]: makeProfileResponse({ id: ME, nickname: 'kaan' }),
    '/api/public/settings': { siteName: 'eSportsCV' },
    '/api/notifications/unread-count': { count: 1 },
    '/api/messages/unread-count': { count: 0 },
    ...(userType === 'coach'
      ? { [offersUrl('received', undefined)]: page([]), [offersUrl('sent', undefined)]: page([]) }
      : {}),
  };
}

const gets = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').map(([input]) => String(input));

describe('the dashboard prefetch', () => {
  it.each<UserType>(['player', 'coach'])(
    '%s: asks once for everything the cards read, and the cards, rendered after it, ask nothing again',
    async (userType) => {
      const user = makeUser({ id: ME, nickname: 'kaan', onboardingCompleted: true, userType });
      const routes = answers(userType);
      const fetch = stubFetch(routes);
      const queryClient = createQueryClient();
      queryClient.setQueryData(currentUserKey, user);

      await Promise.all([prefetchDashboard(queryClient), prefetchShell(queryClient)]);
      // The settings and counts are the navigation's; the page's cards read all the rest.
      expect(gets(fetch).sort()).toEqual(Object.keys(routes).sort());

      renderWithApp(<DashboardPage />, { user, route: '/dashboard', queryClient });
      // Rendered with its data at once: no card shows a loading state.
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      const feed = screen.getByRole('region', { name: 'Duvarından son gönderiler' });
      expect(within(feed).getByText('ilk gönderi')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Son bildirimler' })).toHaveTextContent(/Yeni takipçi/);
      await waitFor(() => expect(screen.getByRole('link', { name: /deniz/ })).toBeInTheDocument());
      // A card that reads something the prefetch does not ask for (or under another key) shows up here.
      expect(gets(fetch).sort()).toEqual(Object.keys(routes).sort());
    },
  );

  it('asks nothing for a visitor who is not signed in', async () => {
    const fetch = stubFetch({ '/api/auth/user': () => new Response(null, { status: 401 }) });
    const queryClient = createQueryClient();
    await Promise.all([prefetchDashboard(queryClient), prefetchShell(queryClient)]);
    expect(gets(fetch)).toEqual(['/api/auth/user']);
  });
});
