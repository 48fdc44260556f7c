import type { FollowState, UserPage } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeSummary } from '../../../test/factories';
import { makeUser, renderWithApp } from '../../../test/render';
import { FOLLOW_PAGE_SIZE, userKey, withFollow } from '../api';
import { ProfileRoute } from './ProfilePage';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });
const list = (kind: string, id = 'u2', cursor?: string) =>
  `/api/users/${id}/${kind}?limit=${FOLLOW_PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ''}`;
const emptyPage: UserPage = { items: [], nextCursor: null };

function renderProfile(route: string, routes: Record<string, Handler | Response | unknown>) {
  const fetch = stubFetch({
    [list('followers')]: emptyPage,
    [list('following')]: emptyPage,
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderWithApp(
    <Routes>
      <Route path="/profile/:id?" element={<ProfileRoute />} />
      <Route path="/profile/:id/edit" element={<p>edit page</p>} />
    </Routes>,
    { route, user: me },
  );
  return { fetch, user, ...view };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const followers = () => screen.getByText('Takipçi').parentElement!;

describe('profile page', () => {
  it('shows a loading state, then the header with name, nickname, role and counts', async () => {
    const summary = deferred<Response>();
    renderProfile('/profile/u2', { '/api/users/u2': () => summary.promise });
    expect(screen.getByRole('status')).toHaveTextContent('Profil yükleniyor...');
    summary.resolve(jsonResponse(200, makeSummary({ followers: 1234, following: 3 })));

    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(screen.getByText('@ayse')).toBeInTheDocument();
    expect(screen.getByText('Oyuncu')).toBeInTheDocument();
    expect(followers()).toHaveTextContent('1.234');
    expect(screen.getByText('Takip edilen').parentElement).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takip et' })).toHaveTextContent('Takip et');
  });

  it('says "user not found" for an unknown id, without retrying', async () => {
    const { fetch } = renderProfile('/profile/nobody', {
      '/api/users/nobody': jsonResponse(404, { message: 'Kullanıcı bulunamadı', code: 'not_found' }),
    });
    expect(await screen.findByRole('heading', { name: 'Kullanıcı bulunamadı' })).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/users/nobody')).toHaveLength(1);
  });

  it('shows one’s own profile at /profile without a follow button', async () => {
    renderProfile('/profile', {
      '/api/users/me': makeSummary({ id: 'me', nickname: 'kaan', firstName: null, lastName: null }),
      [list('followers', 'me')]: emptyPage,
      [list('following', 'me')]: emptyPage,
    });
    expect(await screen.findByRole('heading', { name: 'kaan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /takip/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profili Düzenle' })).toHaveAttribute('href', '/profile/me/edit');
  });

  it('follows at once and keeps the server’s count', async () => {
    const answer = deferred<Response>();
    const { user, fetch } = renderProfile('/profile/u2', {
      '/api/users/u2': makeSummary({ followers: 10, isFollowing: false }),
      'POST /api/users/u2/follow': () => answer.promise,
    });
    await user.click(await screen.findByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takip et' }));

    // Before the server has answered.
    const button = screen.getByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takip etmeyi bırak' });
    expect(button).toHaveTextContent('Takibi bırak');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(followers()).toHaveTextContent('11');
    expect(callsTo(fetch, 'POST', '/api/users/u2/follow')).toHaveLength(1);

    answer.resolve(jsonResponse(200, { following: true, followers: 15 } satisfies FollowState));
    await waitFor(() => expect(followers()).toHaveTextContent('15'));
    expect(screen.getByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takip etmeyi bırak' })).toBeEnabled();
  });

  it('rolls an unfollow back and says why when the server refuses', async () => {
    const answer = deferred<Response>();
    const { user, queryClient } = renderProfile('/profile/u2', {
      '/api/users/u2': makeSummary({ followers: 10, isFollowing: true }),
      'DELETE /api/users/u2/follow': () => answer.promise,
    });
    await user.click(await screen.findByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takip etmeyi bırak' }));
    expect(screen.getByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takip et' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('9');

    answer.resolve(jsonResponse(500, { message: 'Beklenmeyen bir hata oluştu.', code: 'internal' }));
    expect(await screen.findByText('Beklenmeyen bir hata oluştu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takip etmeyi bırak' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('10');
    expect(queryClient.getQueryData(userKey('u2'))).toMatchObject({ isFollowing: true, followers: 10 });
  });

  it('lists followers and following in tabs, each linking to the profile, with "show more"', async () => {
    const person = (id: string, nickname: string) => ({
      id,
      nickname,
      firstName: null,
      lastName: null,
      avatarUrl: null,
      profileImageUrl: null,
      userType: 'player' as const,
    });
    const { user } = renderProfile('/profile/u2', {
      '/api/users/u2': makeSummary(),
      [list('followers')]: { items: [person('a', 'alpha')], nextCursor: 'c1' },
      [list('followers', 'u2', 'c1')]: { items: [person('b', 'bravo')], nextCursor: null },
      [list('following')]: emptyPage,
    });
    const tabs = await screen.findByRole('tablist', { name: 'Profil bölümleri' });
    const panel = await screen.findByRole('tabpanel', { name: 'Takipçiler' });
    expect(await within(panel).findByRole('link', { name: /alpha/ })).toHaveAttribute('href', '/profile/a');

    await user.click(within(panel).getByRole('button', { name: 'Daha fazla göster' }));
    expect(await within(panel).findByRole('link', { name: /bravo/ })).toHaveAttribute('href', '/profile/b');
    expect(within(panel).queryByRole('button', { name: 'Daha fazla göster' })).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Takip edilenler' }));
    const following = await screen.findByRole('tabpanel', { name: 'Takip edilenler' });
    expect(await within(following).findByText('Henüz kimseyi takip etmiyor.')).toBeInTheDocument();
  });
});

describe('withFollow', () => {
  it('adds or removes one follower and flips the flag', () => {
    expect(withFollow(makeSummary({ followers: 3, isFollowing: false }), true)).toMatchObject({
      followers: 4,
      isFollowing: true,
    });
    expect(withFollow(makeSummary({ followers: 3, isFollowing: true }), false)).toMatchObject({
      followers: 2,
      isFollowing: false,
    });
  });

  it('changes nothing when already in that state, and never goes below zero', () => {
    const summary = makeSummary({ followers: 3, isFollowing: true });
    expect(withFollow(summary, true)).toBe(summary);
    expect(withFollow(makeSummary({ followers: 0, isFollowing: true }), false).followers).toBe(0);
  });
});
