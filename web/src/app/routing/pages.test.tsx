import { screen } from '@testing-library/react';
import { LATER_PAGES } from '../../features/placeholder/laterPages';
import { localeResources } from '../../test/i18n';
import { makeUser, renderWithApp } from '../../test/render';
import { PAGES } from './pages';
import { APP_ROUTES } from './routeTable';

const member = makeUser({ userType: 'player', onboardingCompleted: true });

describe('placeholder pages: one table', () => {
  it('routes every page of a later release, and each has a title in both languages', () => {
    const routed = new Set(APP_ROUTES.map((route) => route.page));
    const resources = localeResources();
    for (const key of LATER_PAGES) {
      expect(routed.has(key), key).toBe(true);
      for (const lng of ['tr', 'en']) {
        const titles = (resources[lng]?.pages as { titles?: Record<string, string> }).titles;
        expect(titles?.[key], `${lng} pages:titles.${key}`).toBeTruthy();
      }
    }
  });

  it.each(LATER_PAGES.filter((key) => key !== 'admin'))('%s shows the stand-in under its own title', (key) => {
    const titles = (localeResources().tr?.pages as { titles: Record<string, string> }).titles;
    renderWithApp(PAGES[key], { user: member });
    expect(screen.getByRole('heading', { level: 1, name: titles[key] })).toBeInTheDocument();
    expect(screen.getByText('Sonraki sürümde geliyor', { exact: true })).toBeInTheDocument();
  });

  it('gives the admin area the stand-in only for admins', () => {
    renderWithApp(PAGES.admin, { user: makeUser({ userType: 'admin', onboardingCompleted: true }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Yönetim' })).toBeInTheDocument();
  });
});
