import type { BlockList, UserPage } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { blocksKey } from '../../safety/api';
import { FOLLOW_PAGE_SIZE } from '../api';
import { ProfileRoute } from '../pages/ProfilePage';
import { makeProfileResponse } from '../testing/factories';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });
const emptyPage: UserPage = { items: [], nextCursor: null };
const list = (kind: string, id = 'u2') => `/api/users/${id}/${kind}?limit=${FOLLOW_PAGE_SIZE}`;
const ayse = makeProfileResponse({ followers: 10, isFollowing: true });
const blockedAyse: BlockList = { items: [{ ...ayse.user, blockedAt: '2025-03-01T10:00:00.000Z' }] };

function renderProfile(route: string, routes: Record<string, Handler | Response | unknown>) {
  const fetch = stubFetch({
    '/api/profiles/u2': ayse,
    '/api/users/u2': { ...ayse.user, followers: 9, isFollowing: false },
    [list('followers')]: emptyPage,
    [list('following')]: emptyPage,
    '/api/users/u2/posts?limit=20': emptyPage,
    '/api/connections/u2/status': { status: 'connected' },
    'POST /api/profiles/u2/view': new Response(null, { status: 204 }),
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderWithApp(
    <Routes>
      <Route path="/profile/:id?" element={<ProfileRoute />} />
    </Routes>,
    { route, user: me },
  );
  return { fetch, user, ...view };
}

const menuButton = () => screen.getByRole('button', { name: 'Ayşe Yılmaz için seçenekler' });
const followButton = () =>
  screen.queryByRole('button', { name: /^Ayşe Yılmaz kullanıcısını (takip et|takibi bırak)$/ });

describe('profile: block and unblock', () => {
  it('blocks after a confirmation that explains the effects; follow and connect give way to a notice', async () => {
    const { user, fetch, queryClient } = renderProfile('/profile/u2', {
      '/api/me/blocks': { items: [] },
      'POST /api/users/u2/block': { blocked: true },
    });
    expect(await screen.findByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takibi bırak' })).toBeInTheDocument();
    expect(await screen.findByText('Bağlantı')).toBeInTheDocument();

    await user.click(menuButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Engelle' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ayşe Yılmaz engellensin mi?' });
    expect(dialog).toHaveTextContent('Birbirinizi takip edemez, bağlantı kuramazsınız');
    expect(dialog).toHaveTextContent('teklif ya da mesaj gönderemezsiniz');
    expect(dialog).toHaveTextContent('duvarından, aramalarından ve önerilerinden çıkarsınız');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(callsTo(fetch, 'POST', '/api/users/u2/block')).toHaveLength(0);
    expect(menuButton()).toHaveFocus();

    await user.click(menuButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Engelle' }));
    dialog = await screen.findByRole('dialog', { name: 'Ayşe Yılmaz engellensin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Engelle' }));

    expect(await screen.findByText('Ayşe Yılmaz engellendi')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/users/u2/block')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Ayşe Yılmaz kullanıcısını engelledin.')).toBeInTheDocument();
    expect(followButton()).not.toBeInTheDocument();
    expect(screen.queryByText('Bağlantı')).not.toBeInTheDocument();
    expect(queryClient.getQueryData<BlockList>(blocksKey)?.items.map((p) => p.id)).toEqual(['u2']);
    // The counts are read again: the follow ended with the block.
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/users/u2').length).toBeGreaterThan(0));
  });

  it('shows the notice for someone already blocked and unblocks from it', async () => {
    const { user, fetch } = renderProfile('/profile/u2', {
      '/api/me/blocks': blockedAyse,
      'DELETE /api/users/u2/block': { blocked: false },
    });
    expect(await screen.findByText('Ayşe Yılmaz kullanıcısını engelledin.')).toBeInTheDocument();
    expect(followButton()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ayşe Yılmaz kullanıcısının engelini kaldır' }));
    expect(await screen.findByText('Ayşe Yılmaz kullanıcısının engeli kaldırıldı')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/api/users/u2/block')).toHaveLength(1);
    expect(screen.queryByText('Ayşe Yılmaz kullanıcısını engelledin.')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takip et' })).toBeInTheDocument();
  });

  it('offers "unblock" in the menu of a blocked person', async () => {
    const { user, fetch } = renderProfile('/profile/u2', {
      '/api/me/blocks': blockedAyse,
      'DELETE /api/users/u2/block': { blocked: false },
    });
    await screen.findByText('Ayşe Yılmaz kullanıcısını engelledin.');
    await user.click(menuButton());
    expect(screen.queryByRole('menuitem', { name: 'Engelle' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Engeli kaldır' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE', '/api/users/u2/block')).toHaveLength(1));
  });

  it('shows the server’s message when the block fails, and keeps the dialog open', async () => {
    const { user } = renderProfile('/profile/u2', {
      '/api/me/blocks': { items: [] },
      'POST /api/users/u2/block': jsonResponse(400, {
        message: 'Kendini engelleyemezsin.',
        code: 'cannot_block_self',
      }),
    });
    await screen.findByRole('heading', { name: 'Ayşe Yılmaz' });
    await user.click(menuButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Engelle' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Engelle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kendini engelleyemezsin.');
  });
});

describe('profile: report', () => {
  it('reports the profile from the menu', async () => {
    const { user, fetch } = renderProfile('/profile/u2', {
      '/api/me/blocks': { items: [] },
      'POST /api/reports': jsonResponse(201, { id: 'r1' }),
    });
    await screen.findByRole('heading', { name: 'Ayşe Yılmaz' });
    await user.click(menuButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Profili bildir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profili bildir' });
    await user.click(within(dialog).getByRole('radio', { name: 'Kimliğe bürünme' }));
    await user.type(within(dialog).getByRole('textbox'), 'Benim adımı kullanıyor');
    await user.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    expect(await screen.findByText('Bildirimin alındı; ekibimiz inceleyecek')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/reports')[0]?.body).toEqual({
      targetType: 'profile',
      targetId: 'u2',
      reason: 'impersonation',
      details: 'Benim adımı kullanıyor',
    });
  });

  it('offers neither block nor report on one’s own profile, and does not ask for the blocked list', async () => {
    const { fetch } = renderProfile('/profile', {
      '/api/profiles/me': makeProfileResponse({ id: 'me', nickname: 'kaan', firstName: null, lastName: null }),
      [list('followers', 'me')]: emptyPage,
      [list('following', 'me')]: emptyPage,
      '/api/users/me/posts?limit=20': emptyPage,
    });
    expect(await screen.findByRole('heading', { name: 'kaan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /seçenekler/ })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/me/blocks')).toHaveLength(0);
  });
});
