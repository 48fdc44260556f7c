import { act, screen, waitFor } from '@testing-library/react';
import { TIMINGS } from '@esn/contract';
import { callsTo, stubFetch } from '../../test/fetchStub';
import { makeUser } from '../../test/render';
import { makeProfileResponse } from '../../features/profile/testing/factories';
import { preloadRoutedScreens, location, renderAt, stubServer } from './appRoutesHarness';

preloadRoutedScreens();

const incomplete = makeUser();
const member = makeUser({ userType: 'player', onboardingCompleted: true });
const admin = makeUser({ userType: 'admin', onboardingCompleted: true, nickname: 'root' });

describe('route guard, rendered', () => {
  describe('coming-soon active', () => {
    it.each(['/', '/coming-soon', '/dashboard', '/anything'])(
      '%s shows the coming-soon page in place',
      async (path) => {
        stubServer({ who: 'anonymous', comingSoon: true });
        renderAt(path);
        expect(await screen.findByRole('heading', { name: 'Çok yakında' })).toBeInTheDocument();
        expect(location()).toBe(path);
      },
    );

    it('lets an admin use the app', async () => {
      stubServer({ who: admin, comingSoon: true });
      renderAt('/dashboard');
      expect(await screen.findByRole('heading', { name: 'Hoş geldin, root!' })).toBeInTheDocument();
    });
  });

  describe('logged out', () => {
    it('shows the landing page with sign-in and sign-up', async () => {
      stubServer({ who: 'anonymous' });
      renderAt('/');
      expect(await screen.findByRole('tab', { name: 'Giriş Yap' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Kaydol' })).toBeInTheDocument();
    });

    it('sends a protected path to / and remembers it', async () => {
      stubServer({ who: 'anonymous' });
      renderAt('/teams?game=cs2');
      await waitFor(() => expect(location()).toBe('/'));
      expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/teams?game=cs2');
    });

    it('sends an unknown path to / without remembering it', async () => {
      stubServer({ who: 'anonymous' });
      renderAt('/no-such-page');
      await waitFor(() => expect(location()).toBe('/'));
      expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
    });

    it('opens the reset page', async () => {
      stubServer({ who: 'anonymous' });
      renderAt('/reset-password?token=abcdefghijkl');
      expect(await screen.findByRole('heading', { name: 'Yeni şifre belirle' })).toBeInTheDocument();
    });
  });

  describe('onboarding not complete', () => {
    it.each(['/', '/dashboard', '/teams', '/nope'])('%s goes to onboarding', async (path) => {
      stubServer({ who: incomplete });
      renderAt(path);
      await waitFor(() => expect(location()).toBe('/onboarding'));
      expect(await screen.findByRole('heading', { name: /Rolünü seç/ })).toBeInTheDocument();
    });

    it('keeps the info pages reachable', async () => {
      stubServer({ who: incomplete });
      renderAt('/legal/privacy-policy');
      await screen.findByRole('heading', { level: 1 });
      expect(location()).toBe('/legal/privacy-policy');
    });
  });

  describe('onboarding complete', () => {
    it.each(['/', '/onboarding', '/login'])('%s goes to the dashboard', async (path) => {
      stubServer({ who: member });
      renderAt(path);
      await waitFor(() => expect(location()).toBe('/dashboard'));
      expect(await screen.findByRole('heading', { name: 'Hoş geldin, kaan!' })).toBeInTheDocument();
    });

    it('shows the messages page inside the layout with the top navigation', async () => {
      stubServer({ who: member, extra: { '/api/messages/conversations?limit=20': { items: [], nextCursor: null } } });
      renderAt('/messages');
      expect(await screen.findByRole('heading', { level: 1, name: 'Mesajlar' })).toBeInTheDocument();
      expect(await screen.findByText(/Henüz bir sohbetin yok/)).toBeInTheDocument();
      const nav = screen.getAllByRole('navigation', { name: 'Ana gezinme' })[0];
      expect(nav).toBeDefined();
      expect(screen.getByRole('link', { name: 'Transferler' })).toHaveAttribute('href', '/transfers');
      expect(screen.queryByRole('link', { name: 'Yönetim' })).not.toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Mesajlar, 99+ okunmamış' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Bildirimler, 3 okunmamış' })).toBeInTheDocument();
    });

    it('shows the admin link to admins', async () => {
      stubServer({ who: admin });
      renderAt('/dashboard');
      expect(await screen.findByRole('link', { name: 'Yönetim' })).toHaveAttribute('href', '/admin');
    });

    it('shows the not-found page for unknown paths', async () => {
      stubServer({ who: member });
      renderAt('/no-such-page');
      expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    });
  });

  describe('admin area', () => {
    it('never asks for the current user', async () => {
      const fetch = stubServer({ who: member });
      renderAt('/eadmincv');
      expect(await screen.findByRole('heading', { name: 'Yönetici Girişi' })).toBeInTheDocument();
      expect(callsTo(fetch, 'GET', '/api/auth/user')).toHaveLength(0);
      expect(callsTo(fetch, 'GET', '/api/public/coming-soon-settings')).toHaveLength(0);
    });

    it('sends the dashboard back to the login without a token', async () => {
      stubServer({ who: 'anonymous' });
      renderAt('/eadmincv/dashboard');
      await waitFor(() => expect(location()).toBe('/eadmincv'));
    });
  });
});

describe('second check after 2 s', () => {
  it('moves a visitor off /dashboard when the session check hangs, remembering the path', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({
      '/api/auth/user': () => new Promise<Response>(() => undefined),
      '/api/public/coming-soon-settings': { isActive: false },
    });
    renderAt('/dashboard');
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
    // The clock also runs in real time (shouldAdvanceTime), so leave a margin for a busy machine.
    await act(async () => {
      vi.advanceTimersByTime(TIMINGS.loggedOutRecheckMs - 500);
    });
    expect(location()).toBe('/dashboard');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    await waitFor(() => expect(location()).toBe('/'));
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/dashboard');
  });
});

describe('realtime and profile wiring', () => {
  it('opens the socket for a signed-in member and authenticates with the user id', async () => {
    stubServer({ who: member });
    const { sockets } = renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Hoş geldin, kaan!' })).toBeInTheDocument();
    // Connected once the first screen is up (the browser's first idle moment).
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]?.simulateConnect());
    expect(sockets[0]?.emitted).toEqual([['authenticate', member.id]]);
  });

  it('opens no socket for a visitor', async () => {
    stubServer({ who: 'anonymous' });
    const { sockets } = renderAt('/');
    expect(await screen.findByRole('tab', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(sockets).toHaveLength(0);
  });

  it('shows the profile page at /profile/:id', async () => {
    stubServer({
      who: member,
      extra: {
        '/api/profiles/u9': makeProfileResponse(
          {
            id: 'u9',
            nickname: 'zeynep',
            firstName: null,
            lastName: null,
            userType: 'coach',
            followers: 0,
            following: 0,
          },
          {},
        ),
        '/api/connections/u9/status': { status: 'none' },
      },
    });
    renderAt('/profile/u9');
    expect(await screen.findByRole('heading', { name: 'zeynep' })).toBeInTheDocument();
    expect(screen.getByText('Koç')).toBeInTheDocument();
  });

  it('opens the edit form at /profile/:id/edit for the owner only; others see that profile', async () => {
    stubServer({
      who: member,
      extra: {
        [`/api/profiles/${member.id}`]: makeProfileResponse({ id: member.id, nickname: member.nickname }),
        '/api/profiles/u9': makeProfileResponse({ id: 'u9', nickname: 'zeynep', firstName: null, lastName: null }),
        '/api/connections/u9/status': { status: 'none' },
      },
    });
    const first = renderAt(`/profile/${member.id}/edit`);
    expect(await screen.findByRole('heading', { name: 'Profili Düzenle' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kaydet' })).toBeInTheDocument();
    first.unmount();

    renderAt('/profile/u9/edit');
    expect(await screen.findByRole('heading', { name: 'zeynep' })).toBeInTheDocument();
    expect(location()).toBe('/profile/u9');
  });
});

describe('page titles and descriptions', () => {
  const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

  it('names and describes each route in the reader language', async () => {
    stubServer({ who: 'anonymous' });
    renderAt('/help');
    await waitFor(() => expect(document.title).toBe('Yardım · eSportsCV'));
    expect(description()).toMatch(/^Sık sorulan sorular/);
  });

  it('lets a page that names itself keep its own title, with the route description', async () => {
    stubServer({ who: 'anonymous' });
    renderAt('/');
    expect(await screen.findByRole('tab', { name: 'Giriş Yap' })).toBeInTheDocument();
    await waitFor(() => expect(description()).toMatch(/^Oyuncu, koç ya da takım sahibi olarak ücretsiz katıl/));
    expect(document.title).toMatch(/· eSportsCV$/);
  });
});
