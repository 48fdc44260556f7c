import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { makeOverview } from '../../features/admin/testing/factories';
import { callsTo, jsonResponse, stubFetch } from '../../test/fetchStub';
import { makeUser, renderWithApp } from '../../test/render';
import { AppRoutes } from './AppRoutes';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function stubServer(who: ReturnType<typeof makeUser>) {
  return stubFetch({
    '/api/auth/user': who,
    '/api/public/coming-soon-settings': { isActive: false },
    '/api/public/settings': { siteName: 'eSportsCV' },
    '/api/notifications/unread-count': { count: 0 },
    '/api/messages/unread-count': { count: 0 },
    '/api/admin/overview': makeOverview(),
    '/api/admin/users?limit=20': jsonResponse(200, { items: [], nextCursor: null }),
  });
}

function renderAt(route: string) {
  return renderWithApp(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route },
  );
}

const admin = makeUser({ id: 'adm', userType: 'admin', onboardingCompleted: true, nickname: 'root' });
const player = makeUser({ userType: 'player', onboardingCompleted: true });

// The shell, the dashboard and the admin area are lazily loaded chunks: slow on a loaded machine.
describe('/admin, the admin area on an admin’s session', { timeout: 30_000 }, () => {
  it('opens under the top bar (whose admin link leads here) with the same sections, on the session alone', async () => {
    const fetch = stubServer(admin);
    const user = userEvent.setup();
    renderAt('/admin');

    // Spec §2: the top bar's admin link (admins only) leads here.
    expect(await screen.findByRole('link', { name: 'Yönetim' }, { timeout: 10_000 })).toHaveAttribute('href', '/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yönetici Paneli' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('@root olarak giriş yapıldı')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Yönetim bölümleri' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(9);
    expect(await screen.findByText('1.450', {}, { timeout: 10_000 })).toBeInTheDocument();

    const [overview] = callsTo(fetch, 'GET', '/api/admin/overview');
    expect(overview?.init.credentials).toBe('include');
    expect(new Headers(overview?.init.headers).get('Authorization')).toBeNull();

    await user.click(within(tabs).getByRole('tab', { name: 'Kullanıcılar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?section=users');
    expect(await screen.findByText('Bu filtrelere uyan kullanıcı yok.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.title).toMatch(/^Yönetici Paneli/);
  });

  it('tells anyone else plainly that the area is not theirs, and asks the admin API nothing', async () => {
    const fetch = stubServer(player);
    renderAt('/admin?section=users');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Bu alan yalnızca yöneticiler içindir' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Panele dön' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('tablist', { name: 'Yönetim bölümleri' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/admin'))).toBe(false);
  });
});
