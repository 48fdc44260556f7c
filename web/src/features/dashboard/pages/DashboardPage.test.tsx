import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makePost, pageOf } from '../../posts/testFactories';
import { DashboardPage } from './DashboardPage';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });

describe('dashboard', () => {
  it('greets by nickname, previews the first posts of the feed and marks the later slots', async () => {
    stubFetch({
      '/api/feed?limit=20': pageOf(['1', '2', '3', '4', '5'].map((id) => makePost({ id, body: `gönderi ${id}` })), 'c'),
    });
    renderWithApp(<DashboardPage />, { user: me, route: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hoş geldin, kaan!' })).toBeInTheDocument();

    const preview = screen.getByRole('region', { name: 'Duvarından son gönderiler' });
    expect(await within(preview).findAllByRole('article')).toHaveLength(3);
    expect(within(preview).getByRole('link', { name: 'Sosyal duvara git' })).toHaveAttribute('href', '/social-wall');

    for (const [slot, title] of [
      ['teams', 'Takımların'],
      ['tournaments', 'Turnuvalar'],
      ['challenges', 'Meydan okumalar'],
    ] as const) {
      const card = screen.getByRole('region', { name: title });
      expect(card).toHaveAttribute('data-slot', slot);
      expect(card).toHaveTextContent('Yakında');
    }
  });

  it('says the wall is empty when the feed has nothing', async () => {
    stubFetch({ '/api/feed?limit=20': pageOf([]) });
    renderWithApp(<DashboardPage />, { user: me, route: '/dashboard' });
    expect(await screen.findByText(/Duvarın henüz boş/)).toBeInTheDocument();
  });

  it.each([
    ['player', 'Oyuncu panelin', 'Oynadığın takımlar'],
    ['coach', 'Koç panelin', 'Koçluk yaptığın takımlar'],
  ] as const)('%s: same greeting, its own texts', (variant, intro, teams) => {
    stubFetch({ '/api/feed?limit=20': pageOf([]) });
    renderWithApp(<DashboardPage variant={variant} />, { user: me, route: `/dashboard/${variant}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Hoş geldin, kaan!' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(intro))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Takımların' })).toHaveTextContent(teams);
  });
});
