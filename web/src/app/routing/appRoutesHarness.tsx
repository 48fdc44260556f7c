import { screen } from '@testing-library/react';
import type { User } from '@esn/contract';
import { authApi } from '@esn/contract/auth/routes.gen';
import { settingsApi } from '@esn/contract/settings/routes.gen';
import { useLocation } from 'react-router';
import { unreadMessagesKey } from '../../features/messages/unread';
import { unreadNotificationsKey } from '../../features/notifications/api';
import { urlOf } from '../../shared/api';
import { jsonResponse, stubFetch } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import { AppRoutes } from './AppRoutes';
import type { LazyComponent } from './lazyPage';
import { AppLayout, PAGES, RealtimeConnection } from './pages';

/** What the AppRoutes tests share: the screens they open loaded up front, a stub server and a location probe. */

// Pages are lazily loaded; transforming a page's modules the first time can outlast findBy's second on a busy
// machine, so the screens these tests open are loaded once up front (later mounts render at once).
export function preloadRoutedScreens(): void {
  beforeAll(async () => {
    const pages = (['landing', 'dashboard', 'onboarding', 'comingSoon', 'adminLogin', 'notFound'] as const).map(
      (id) => PAGES[id].type as LazyComponent<object>,
    );
    await Promise.all([AppLayout, RealtimeConnection, ...pages].map((page) => page.preload()));
  }, 60_000);
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export const location = () => screen.getByTestId('location').textContent;

export type Who = 'anonymous' | User;

export function stubServer({
  who,
  comingSoon = false,
  extra = {},
}: {
  who: Who;
  comingSoon?: boolean;
  extra?: Record<string, unknown>;
}) {
  return stubFetch({
    [urlOf(authApi.getCurrentUser)]: who === 'anonymous' ? jsonResponse(401, { message: 'no' }) : who,
    [urlOf(settingsApi.getComingSoonSettings)]: { isActive: comingSoon },
    [urlOf(settingsApi.getPublicSettings)]: { siteName: 'eSportsCV' },
    // The notifications' and messages' own keys: their URLs (spec §7's generic reads).
    [unreadNotificationsKey[0]]: { count: 3 },
    [unreadMessagesKey[0]]: { count: 120 },
    ...extra,
  });
}

export function renderAt(route: string) {
  return renderWithApp(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route },
  );
}
