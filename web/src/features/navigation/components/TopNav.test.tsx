import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { achievementsUrl } from '../../achievements/api';
import { TopNav } from './TopNav';

const me = makeUser({ id: 'me', nickname: 'kaan', userType: 'player', onboardingCompleted: true });

function renderNav(route = '/challenges') {
  const fetch = stubFetch({
    '/api/public/settings': { siteName: 'ESN' },
    '/api/notifications/unread-count': { count: 0 },
    '/api/messages/unread-count': { count: 0 },
    [achievementsUrl('me')]: { items: [], xp: 1250, level: 5 },
  });
  const user = userEvent.setup();
  renderWithApp(<TopNav user={me} />, { route, user: me });
  return { fetch, user };
}

describe('top navigation: challenges and the level', () => {
  it('has a challenges link in the bar, marked current on /challenges', async () => {
    renderNav();
    const bar = screen.getAllByRole('navigation', { name: 'Ana gezinme' })[0]!;
    expect(within(bar).getByRole('link', { name: 'Meydan Okumalar' })).toHaveAttribute('href', '/challenges');
    expect(within(bar).getByRole('link', { name: 'Meydan Okumalar' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists challenges in the avatar menu in spec order, with the reader’s level and XP (read once)', async () => {
    const { fetch, user } = renderNav();
    await user.click(screen.getByRole('button', { name: 'Hesap menüsü' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profil', 'Ayarlar', 'Hesap ayarları', 'Meydan Okumalar', 'Ağım', 'Kariyer', 'Çıkış Yap']);
    expect(await within(menu).findByText('Seviye 5 · 1.250 XP')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Hesap menüsü' }));
    expect(await within(await screen.findByRole('menu')).findByText('Seviye 5 · 1.250 XP')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', achievementsUrl('me'))).toHaveLength(1);
  });

  it('lists challenges once in the side menu, with the level', async () => {
    const { user } = renderNav();
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(sheet).getAllByRole('link', { name: 'Meydan Okumalar' })).toHaveLength(1);
    expect(within(sheet).getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/profile/me');
    await waitFor(() => expect(within(sheet).getByText('Seviye 5 · 1.250 XP')).toBeInTheDocument());
  });
});

describe('top navigation: the social wall', () => {
  it('has a wall link beside home in the bar, marked current on /social-wall, showing its label from xl on', () => {
    renderNav('/social-wall');
    const bar = screen.getAllByRole('navigation', { name: 'Ana gezinme' })[0]!;
    const wall = within(bar).getByRole('link', { name: 'Duvar' });
    expect(wall).toHaveAttribute('href', '/social-wall');
    expect(wall).toHaveAttribute('aria-current', 'page');
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ana Sayfa', 'Duvar', 'Keşfet', 'Takımlar', 'Turnuvalar', 'Ligler', 'Transferler', 'Meydan Okumalar']);
    // Icons below xl, labels from xl (1280 px) on, for every count of links (an admin's nine too).
    expect(within(wall).getByText('Duvar')).toHaveClass('sr-only', 'xl:not-sr-only');
  });

  it('lists the wall in the side menu, with its icon', async () => {
    const { user } = renderNav('/social-wall');
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menü' });
    const wall = within(sheet).getByRole('link', { name: 'Duvar' });
    expect(wall).toHaveAttribute('aria-current', 'page');
    expect(wall.querySelector('svg')).not.toBeNull();
  });
});
