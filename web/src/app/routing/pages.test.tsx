import { screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { localeResources } from '../../test/i18n';
import { makeUser, renderWithApp } from '../../test/render';
import { bootScreens, PAGES } from './pages';
import { APP_ROUTES, findRoute, isProtectedPath } from './routeTable';

const member = makeUser({ userType: 'player', onboardingCompleted: true });

/** Pages are lazily loaded routes: AppRoutes gives them a Suspense boundary, so does this helper. */
const suspended = (page: ReactElement) => <Suspense fallback={null}>{page}</Suspense>;

describe('signed-in pages', () => {
  it('gives admins the admin area and tells everyone else it is not theirs', async () => {
    stubFetch({ '/api/admin/overview': jsonResponse(500, { message: 'down' }) });
    const admin = renderWithApp(suspended(PAGES.admin), {
      user: makeUser({ userType: 'admin', onboardingCompleted: true }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Yönetici Paneli' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Yönetim bölümleri' })).toBeInTheDocument();
    admin.unmount();

    renderWithApp(suspended(PAGES.admin), { user: member });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bu alan yalnızca yöneticiler içindir' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('lazily loaded pages', () => {
  it('renders a page at once, without a fallback, once its chunk and namespaces are loaded', async () => {
    const fallback = <p>loading</p>;
    const first = renderWithApp(<Suspense fallback={fallback}>{PAGES.notFound}</Suspense>, { user: member });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    first.unmount();

    renderWithApp(<Suspense fallback={fallback}>{PAGES.notFound}</Suspense>, { user: member });
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
  });

  it('guesses the first screen of a path, so main.tsx can fetch it with the translations', () => {
    const names = (path: string) => bootScreens(path).map((screen) => screen.namespaces.join(','));
    expect(names('/')).toEqual(['landing,auth']);
    expect(names('/legal/privacy-policy')).toEqual(['info,legal']);
    expect(bootScreens('/dashboard')).toHaveLength(2);
    expect(bootScreens('/no-such-page')).toEqual([]);
  });
});

describe('account settings page', () => {
  it('is a signed-in page at /settings/account (and /settings), with its title in both languages', async () => {
    expect(findRoute(APP_ROUTES, '/settings/account')?.page).toBe('accountSettings');
    expect(findRoute(APP_ROUTES, '/settings')?.page).toBe('accountSettings');
    expect(isProtectedPath('/settings/account')).toBe(true);
    expect(bootScreens('/settings/account')).toHaveLength(2);
    const resources = localeResources();
    for (const lng of ['tr', 'en']) {
      const meta = resources[lng]?.meta as { pages: Record<string, { title?: string; description?: string }> };
      expect(meta.pages.accountSettings?.title, lng).toBeTruthy();
      expect(meta.pages.accountSettings?.description, lng).toBeTruthy();
    }
    // Its own namespace comes with the page, not with every signed-in screen.
    expect(bootScreens('/settings/account')[0]?.namespaces).not.toContain('account');
    expect(bootScreens('/settings/account')[1]?.namespaces).toContain('account');
    renderWithApp(suspended(PAGES.accountSettings), { user: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesap ayarları' })).toBeInTheDocument();
  });
});

describe('messages page', () => {
  it('is a signed-in page at /messages and /messages/:id, with its own namespace and title in both languages', async () => {
    expect(findRoute(APP_ROUTES, '/messages')?.page).toBe('messages');
    expect(findRoute(APP_ROUTES, '/messages/c1')?.page).toBe('messages');
    expect(isProtectedPath('/messages/c1')).toBe(true);
    const resources = localeResources();
    for (const lng of ['tr', 'en']) {
      const meta = resources[lng]?.meta as { pages: Record<string, { title?: string; description?: string }> };
      expect(meta.pages.messages?.title, lng).toBeTruthy();
      expect(meta.pages.messages?.description, lng).toBeTruthy();
    }
    expect(bootScreens('/messages/c1')[0]?.namespaces).not.toContain('messages');
    expect(bootScreens('/messages/c1')[1]?.namespaces).toContain('messages');
    stubFetch({ '/api/messages/conversations?limit=20': { items: [], nextCursor: null } });
    renderWithApp(suspended(PAGES.messages), { user: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesajlar' })).toBeInTheDocument();
    expect(await screen.findByText(/Henüz bir sohbetin yok/)).toBeInTheDocument();
  });
});
