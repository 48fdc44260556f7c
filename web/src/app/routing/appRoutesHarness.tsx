import { screen } from '@testing-library/react';
import type { User } from '@esn/contract';
import { useLocation } from 'react-router';
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
    '/api/auth/user': who === 'anonymous' ? jsonResponse(401, { message: 'no' }) : who,
    '/api/public/coming-soon-settings': { isActive: comingSoon },
    '/api/public/settings': { siteName: 'eSportsCV' },
    '/api/notifications/unread-count': { count: 3 },
    '/api/messages/unread-count': { count: 120 },
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
