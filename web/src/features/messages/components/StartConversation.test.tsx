import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { FOLLOW_PAGE_SIZE } from '../../profile/api';
import { ProfileRoute } from '../../profile/pages/ProfilePage';
import { makeProfileResponse } from '../../profile/testing/factories';
import { TeamRoute } from '../../teams/pages/TeamPage';
import { makeDetail, makeViewer } from '../../teams/testing/factories';
import { makeConversation } from '../testing/factories';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });
const ayse = makeProfileResponse({ followers: 10, isFollowing: false });
const emptyPage = { items: [], nextCursor: null };

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function renderAt(route: string, routes: Record<string, Handler | Response | unknown>) {
  const fetch = stubFetch({
    '/api/profiles/u2': ayse,
    '/api/users/u2': ayse.user,
    [`/api/users/u2/followers?limit=${FOLLOW_PAGE_SIZE}`]: emptyPage,
    [`/api/users/u2/following?limit=${FOLLOW_PAGE_SIZE}`]: emptyPage,
    '/api/users/u2/posts?limit=20': emptyPage,
    '/api/connections/u2/status': { status: 'none' },
    'POST /api/profiles/u2/view': new Response(null, { status: 204 }),
    '/api/me/blocks': { items: [] },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <Routes>
        <Route path="/profile/:id?" element={<ProfileRoute />} />
        <Route path="/team/:teamSlug" element={<TeamRoute />} />
        <Route path="/messages/:conversationId" element={<p>messages page</p>} />
      </Routes>
      <Location />
    </>,
    { route, user: me },
  );
  return { fetch, user: userEvent.setup(), ...view };
}

const location = () => screen.getByTestId('location').textContent;

describe('starting a conversation', () => {
  it('opens the conversation with someone from their profile on /messages/:id', async () => {
    const { fetch, user } = renderAt('/profile/u2', {
      'POST /api/messages/conversations': jsonResponse(201, makeConversation({ id: 'c9' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Ayşe Yılmaz kişisine mesaj gönder' }));
    await waitFor(() => expect(location()).toBe('/messages/c9'));
    expect(callsTo(fetch, 'POST', '/api/messages/conversations').map((c) => c.body)).toEqual([{ userId: 'u2' }]);
  });

  it("shows the server's reason when it refuses", async () => {
    const { user } = renderAt('/profile/u2', {
      'POST /api/messages/conversations': jsonResponse(403, {
        message: 'Bu kişi yalnızca bağlantılarından mesaj kabul ediyor.',
        code: 'messages_connections_only',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ayşe Yılmaz kişisine mesaj gönder' }));
    expect(await screen.findByText('Bu kişi yalnızca bağlantılarından mesaj kabul ediyor.')).toBeInTheDocument();
    expect(location()).toBe('/profile/u2');
  });

  it('offers no message button to someone the reader blocked', async () => {
    renderAt('/profile/u2', { '/api/me/blocks': { items: [{ ...ayse.user, blockedAt: '2025-03-01T10:00:00.000Z' }] } });
    expect(await screen.findByText('Ayşe Yılmaz kullanıcısını engelledin.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /mesaj gönder/ })).not.toBeInTheDocument();
  });

  it("opens a team's chat from its page, for members only", async () => {
    const { fetch, user, unmount } = renderAt('/team/falcons', {
      '/api/teams/slug/falcons': makeDetail(makeViewer({ role: 'player' })),
      'POST /api/messages/conversations/team': makeConversation({ id: 'team-c', kind: 'team', other: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Takım sohbeti: Falcons' }));
    await waitFor(() => expect(location()).toBe('/messages/team-c'));
    expect(callsTo(fetch, 'POST', '/api/messages/conversations/team').map((c) => c.body)).toEqual([{ teamId: 't1' }]);
    unmount();

    renderAt('/team/falcons', { '/api/teams/slug/falcons': makeDetail(makeViewer()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Falcons' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /takım sohbeti/i })).not.toBeInTheDocument();
  });
});
