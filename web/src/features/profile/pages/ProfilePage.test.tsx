import type { FollowState, UserPage } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeSummary } from '../../../test/factories';
import { makeUser, renderWithApp } from '../../../test/render';
import { FOLLOW_PAGE_SIZE, userKey, withFollow } from '../api';
import { makeProfileResponse } from '../testing/factories';
import { ProfileRoute } from './ProfilePage';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });
const list = (kind: string, id = 'u2', cursor?: string) =>
  `/api/users/${id}/${kind}?limit=${FOLLOW_PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ''}`;
const emptyPage: UserPage = { items: [], nextCursor: null };

function renderProfile(route: string, routes: Record<string, Handler | Response | unknown>, viewer = me) {
  const fetch = stubFetch({
    [list('followers')]: emptyPage,
    [list('following')]: emptyPage,
    '/api/users/u2/posts?limit=20': { items: [], nextCursor: null },
    '/api/users/me/posts?limit=20': { items: [], nextCursor: null },
    '/api/connections/u2/status': { status: 'none' },
    'POST /api/profiles/u2/view': new Response(null, { status: 204 }),
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderWithApp(
    <Routes>
      <Route path="/profile/:id?" element={<ProfileRoute />} />
      <Route path="/profile/:id/edit" element={<p>edit page</p>} />
    </Routes>,
    { route, user: viewer },
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
  it('sends /profile/edit to my own edit page', async () => {
    const { fetch } = renderProfile('/profile/edit', {});
    expect(await screen.findByText('edit page')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/profiles/edit')).toHaveLength(0);
  });

  it('shows a loading state, then the header with name, nickname, role and counts', async () => {
    const summary = deferred<Response>();
    renderProfile('/profile/u2', { '/api/profiles/u2': () => summary.promise });
    expect(screen.getByRole('status')).toHaveTextContent('Profil yükleniyor...');
    summary.resolve(jsonResponse(200, makeProfileResponse({ followers: 1234, following: 3 })));

    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(screen.getByText('@ayse')).toBeInTheDocument();
    expect(screen.getByText('Oyuncu')).toBeInTheDocument();
    expect(followers()).toHaveTextContent('1.234');
    expect(screen.getByText('Takip edilen').parentElement).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takip et' })).toHaveTextContent('Takip et');
  });

  it('says "user not found" for an unknown id, without retrying', async () => {
    const { fetch } = renderProfile('/profile/nobody', {
      '/api/profiles/nobody': jsonResponse(404, { message: 'Kullanıcı bulunamadı', code: 'not_found' }),
    });
    expect(await screen.findByRole('heading', { name: 'Kullanıcı bulunamadı' })).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/profiles/nobody')).toHaveLength(1);
    expect(callsTo(fetch, 'POST', '/api/profiles/nobody/view')).toHaveLength(0);
  });

  it('shows one’s own profile at /profile without a follow button', async () => {
    renderProfile('/profile', {
      '/api/profiles/me': makeProfileResponse({ id: 'me', nickname: 'kaan', firstName: null, lastName: null }),
      [list('followers', 'me')]: emptyPage,
      [list('following', 'me')]: emptyPage,
    });
    expect(await screen.findByRole('heading', { name: 'kaan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /takip/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profili Düzenle' })).toHaveAttribute('href', '/profile/me/edit');
  });

  it('reads /profile/me as one’s own profile by id, and records no view', async () => {
    const deniz = makeUser({ id: 'u1', nickname: 'yenioyuncu', onboardingCompleted: true, userType: 'player' });
    const { fetch } = renderProfile(
      '/profile/me',
      {
        '/api/profiles/u1': makeProfileResponse({
          id: 'u1',
          nickname: 'yenioyuncu',
          firstName: 'Deniz',
          lastName: 'Yılmaz',
        }),
        '/api/users/u1/posts?limit=20': { items: [], nextCursor: null },
        [list('followers', 'u1')]: emptyPage,
        [list('following', 'u1')]: emptyPage,
      },
      deniz,
    );
    expect(await screen.findByRole('heading', { name: 'Deniz Yılmaz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profili Düzenle' })).toHaveAttribute('href', '/profile/u1/edit');
    expect(callsTo(fetch, 'GET', '/api/profiles/me')).toHaveLength(0);
    expect(callsTo(fetch, 'POST', '/api/profiles/me/view')).toHaveLength(0);
    expect(callsTo(fetch, 'POST', '/api/profiles/u1/view')).toHaveLength(0);
  });

  it('follows at once and keeps the server’s count', async () => {
    const answer = deferred<Response>();
    const { user, fetch } = renderProfile('/profile/u2', {
      '/api/profiles/u2': makeProfileResponse({ followers: 10, isFollowing: false }),
      'POST /api/users/u2/follow': () => answer.promise,
    });
    await user.click(await screen.findByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takip et' }));

    // Before the server has answered.
    const button = screen.getByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takibi bırak' });
    expect(button).toHaveTextContent('Takibi bırak');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(followers()).toHaveTextContent('11');
    // While the server answers, a second press does nothing, and the button keeps focus (disabled, it dropped it).
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(callsTo(fetch, 'POST', '/api/users/u2/follow')).toHaveLength(1);
    expect(callsTo(fetch, 'DELETE', '/api/users/u2/follow')).toHaveLength(0);

    answer.resolve(jsonResponse(200, { following: true, followers: 15 } satisfies FollowState));
    await waitFor(() => expect(followers()).toHaveTextContent('15'));
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });

  it('rolls an unfollow back and says why when the server refuses', async () => {
    const answer = deferred<Response>();
    const { user, queryClient } = renderProfile('/profile/u2', {
      '/api/profiles/u2': makeProfileResponse({ followers: 10, isFollowing: true }),
      'DELETE /api/users/u2/follow': () => answer.promise,
    });
    await user.click(await screen.findByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takibi bırak' }));
    expect(screen.getByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takip et' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('9');

    answer.resolve(jsonResponse(500, { message: 'Beklenmeyen bir hata oluştu.', code: 'internal' }));
    expect(await screen.findByText('Beklenmeyen bir hata oluştu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takibi bırak' })).toBeInTheDocument();
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
      '/api/profiles/u2': makeProfileResponse(),
      [list('followers')]: { items: [person('a', 'alpha')], nextCursor: 'c1' },
      [list('followers', 'u2', 'c1')]: { items: [person('b', 'bravo')], nextCursor: null },
      [list('following')]: emptyPage,
    });
    const tabs = await screen.findByRole('tablist', { name: 'Profil bölümleri' });
    await user.click(within(tabs).getByRole('tab', { name: 'Takipçiler' }));
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

describe('profile page: profiles feature', () => {
  it('tracks a view of someone else’s profile once, and only warns when that fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch } = renderProfile('/profile/u2', {
      '/api/profiles/u2': makeProfileResponse(),
      'POST /api/profiles/u2/view': jsonResponse(500, { message: 'Beklenmeyen bir hata oluştu.', code: 'internal' }),
    });
    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Failed to track profile view', expect.anything()));
    expect(callsTo(fetch, 'POST', '/api/profiles/u2/view')).toHaveLength(1);
    // Nothing is shown to the visitor.
    expect(screen.queryByText('Beklenmeyen bir hata oluştu.')).not.toBeInTheDocument();
  });

  it('never tracks one’s own profile and shows the owner the view count', async () => {
    const { fetch } = renderProfile('/profile', {
      '/api/profiles/me': makeProfileResponse({ id: 'me', nickname: 'kaan' }, { profileViews: 4321 }),
      [list('followers', 'me')]: emptyPage,
      [list('following', 'me')]: emptyPage,
    });
    expect(await screen.findByText('Görüntülenme')).toBeInTheDocument();
    expect(screen.getByText('Görüntülenme').parentElement).toHaveTextContent('4.321');
    expect(callsTo(fetch, 'POST', '/api/profiles/me/view')).toHaveLength(0);
  });

  it('shows cover, verified and looking-for-team badges, location, and follow plus connect for others', async () => {
    renderProfile('/profile/u2', {
      '/api/profiles/u2': makeProfileResponse(
        {},
        {
          coverImageUrl: '/public-objects/cover.png',
          verified: true,
          lookingForTeam: true,
          location: 'İzmir',
          profileViews: 99,
        },
      ),
    });
    expect(await screen.findByRole('img', { name: 'Doğrulanmış hesap' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-cover')).toHaveAttribute('src', '/public-objects/cover.png');
    expect(screen.getByText('Takım arıyor')).toBeInTheDocument();
    expect(screen.getByText('İzmir')).toBeInTheDocument();
    // The view count is the owner's to see.
    expect(screen.queryByText('Görüntülenme')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ayşe Yılmaz kullanıcısını takip et' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ayşe Yılmaz ile bağlantı kur' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CV' })).toHaveAttribute('href', '/cv/u2');
  });

  it('has Posts first, then About with personal and gaming information, biography and safe social links', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-15T12:00:00Z') });
    const { user } = renderProfile('/profile/u2', {
      '/api/profiles/u2': makeProfileResponse(
        {},
        {
          location: 'Ankara',
          birthDate: null, // another's profile: the server sends the age only
          age: 21,
          biography: 'Valorant IGL.\nTakım arıyorum.',
          games: [
            { game: 'valorant', roles: ['IGL', 'Controller'] },
            { game: 'cs2', roles: [] },
          ],
          skillLevel: 'advanced',
          availability: 'in_1_month',
          socialLinks: { x: '@ayse', youtube: 'https://youtube.com/@ayse', instagram: 'javascript:alert(1)' },
        },
      ),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Profil bölümleri' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Gönderiler', 'Hakkında', 'Takipçiler', 'Takip edilenler']);
    expect(within(tabs).getByRole('tab', { name: 'Gönderiler' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(tabs).getByRole('tab', { name: 'Hakkında' }));
    const personal = await screen.findByRole('region', { name: 'Kişisel bilgiler' });
    expect(within(personal).getByText('Ankara')).toBeInTheDocument();
    expect(within(personal).getByText('Yaş').nextSibling).toHaveTextContent('21');
    const gaming = screen.getByRole('region', { name: 'Oyun bilgileri' });
    expect(within(gaming).getByText('İleri')).toBeInTheDocument();
    expect(within(gaming).getByText('1 ay içinde')).toBeInTheDocument();
    expect(within(gaming).getByText('VALORANT')).toBeInTheDocument();
    expect(within(gaming).getByText('Controller')).toBeInTheDocument();
    expect(within(gaming).getByText('Counter-Strike 2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Biyografi' })).toHaveTextContent('Valorant IGL. Takım arıyorum.');
    const social = screen.getByRole('region', { name: 'Sosyal medya' });
    expect(within(social).getByRole('link', { name: /^@ayse/ })).toHaveAttribute('href', 'https://x.com/ayse');
    expect(within(social).getByRole('link', { name: /youtube\.com/ })).toHaveAttribute(
      'href',
      'https://youtube.com/@ayse',
    );
    expect(within(social).getAllByRole('link')).toHaveLength(2);
    expect(within(social).getByText('javascript:alert(1)').closest('a')).toBeNull();
  });

  it('lets an admin verify someone', async () => {
    const answer = { verified: true };
    const fetch = stubFetch({
      '/api/profiles/u2': makeProfileResponse(),
      '/api/users/u2/posts?limit=20': { items: [], nextCursor: null },
      '/api/connections/u2/status': { status: 'none' },
      'POST /api/profiles/u2/view': new Response(null, { status: 204 }),
      'PATCH /api/admin/users/u2/verified': answer,
    });
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/profile/:id?" element={<ProfileRoute />} />
      </Routes>,
      { route: '/profile/u2', user: makeUser({ id: 'adm', userType: 'admin', onboardingCompleted: true }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('img', { name: 'Doğrulanmış hesap' })).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH', '/api/admin/users/u2/verified')[0]?.body).toEqual({ verified: true });
    expect(screen.getByRole('button', { name: 'Doğrulamayı kaldır' })).toBeInTheDocument();
  });

  it('shows the level in the header, rated skills in About, and the achievements earned and still locked', async () => {
    const { user } = renderProfile('/profile/u2', {
      '/api/profiles/u2': makeProfileResponse(
        {},
        {
          skills: [
            { name: 'İletişim', rating: 6 },
            { name: 'Nişan', rating: 9 },
          ],
        },
      ),
      '/api/users/u2/achievements': {
        items: [{ key: 'storyteller', earnedAt: '2026-03-02T10:00:00.000Z' }],
        xp: 450,
        level: 3,
      },
    });
    expect(await screen.findByText('Seviye 3 · 450 XP')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Hakkında' }));

    const gaming = await screen.findByRole('region', { name: 'Oyun bilgileri' });
    expect(within(gaming).getByRole('heading', { name: 'Beceriler' })).toBeInTheDocument();
    const skills = within(gaming)
      .getAllByRole('listitem')
      .filter((li) => /\/10/.test(li.textContent ?? ''));
    expect(skills.map((li) => li.textContent)).toEqual(['Nişan9/10İleri seviye', 'İletişim6/10']);

    const card = screen.getByRole('region', { name: 'Başarımlar' });
    expect(within(card).getByText('13 başarımdan 1 tanesi kazanıldı')).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', { name: 'Seviye 4 ilerlemesi' });
    expect(bar).toHaveAttribute('aria-valuenow', '150');
    expect(bar).toHaveAttribute('aria-valuemax', '300');
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(13);
    // Earned first, with its date; then the locked ones, each saying what it takes (the contract's threshold).
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent('Hikâye anlatıcısı');
    expect(items[0]).toHaveTextContent('10 gönderi paylaş.');
    expect(items[0]).toHaveTextContent('2 Mar 2026 tarihinde kazanıldı');
    const locked = items.slice(1);
    expect(locked.every((li) => li.textContent?.includes('Henüz kazanılmadı'))).toBe(true);
    const text = (name: string) => locked.find((li) => within(li).getByRole('heading').textContent === name);
    expect(text('Takım oyuncusu')).toHaveTextContent('Bir takıma katıl.');
    expect(text('Yükselen yıldız')).toHaveTextContent('Profilini %100 tamamla.');
    expect(text('Profesyonel oyuncu')).toHaveTextContent('2 beceride ileri seviyeye (7+/10) ulaş.');
    expect(text('Turnuva ev sahibi')).toHaveTextContent('Her birinde en az 8 katılımcı olan 2 turnuva düzenle.');
    expect(text('Efsane')).toHaveTextContent('5 meydan okumayı tamamla.');

    await i18next.changeLanguage('en');
    expect(await within(card).findByText('1 of 13 earned')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Storyteller' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Rising star' })).toBeInTheDocument();
    expect(within(card).getByText('Host 2 tournaments with at least 8 participants each.')).toBeInTheDocument();
  });

  it('says so when the achievements cannot be loaded, and tries again', async () => {
    let calls = 0;
    const { user } = renderProfile('/profile/u2', {
      '/api/profiles/u2': makeProfileResponse(),
      '/api/users/u2/achievements': () =>
        ++calls <= 2 ? jsonResponse(500, { message: 'x' }) : jsonResponse(200, { items: [], xp: 0, level: 1 }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Hakkında' }));
    const card = await screen.findByRole('region', { name: 'Başarımlar' });
    // One retry first (the app's policy for failed reads), then the message.
    expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Başarımlar yüklenemedi.');
    await user.click(within(card).getByRole('button', { name: 'Tekrar dene' }));
    expect(await within(card).findByText('13 başarımdan 0 tanesi kazanıldı')).toBeInTheDocument();
  });
});
