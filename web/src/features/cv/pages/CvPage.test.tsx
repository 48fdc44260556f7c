import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeCareerEntry, makeProfileResponse } from '../../profile/testing/factories';
import { CvRoute } from './CvPage';

const me = makeUser({ id: 'me', onboardingCompleted: true, userType: 'player' });

function renderCv(routes: Record<string, unknown>) {
  stubFetch(routes);
  const user = userEvent.setup();
  renderWithApp(
    <Routes>
      <Route path="/cv/:userId" element={<CvRoute />} />
    </Routes>,
    { route: '/cv/u2', user: me },
  );
  return { user };
}

describe('CV page', () => {
  it('shows the header, contact links, games, career entries and "none yet" sections, and prints', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-15T12:00:00Z') });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderCv({
      '/api/profiles/u2': makeProfileResponse(
        {},
        {
          location: 'Ankara',
          birthDate: null, // another's CV: the server sends the age only
          age: 24,
          verified: true,
          skillLevel: 'elite',
          games: [{ game: 'valorant', roles: ['Duelist', 'IGL'] }],
          socialLinks: { twitch: 'ayse_tv', x: 'javascript:alert(1)' },
          biography: 'Takım kaptanı.',
          skills: [
            { name: 'İletişim', rating: 6 },
            { name: 'Nişan', rating: 9 },
          ],
        },
      ),
      '/api/users/u2/achievements': { items: [], xp: 0, level: 1 },
      '/api/users/u2/tournaments?limit=20': { items: [], nextCursor: null },
      '/api/users/u2/teams': [
        {
          team: { id: 't1', slug: 'anka-esports', name: 'Anka Esports', logoUrl: null, games: ['valorant', 'cs2'] },
          role: 'player',
          isCaptain: true,
          joinedAt: '2024-09-05T10:00:00.000Z',
        },
      ],
      '/api/users/u2/career': {
        items: [
          makeCareerEntry({ id: 'a', teamName: 'Eski Takım', from: '2020-01', to: '2021-02' }),
          makeCareerEntry({ id: 'b', teamName: 'Yeni Takım', from: '2022-03', to: null, description: 'Şampiyon' }),
        ],
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: /Ayşe Yılmaz/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Doğrulanmış hesap' })).toBeInTheDocument();
    expect(screen.getByText('Oyuncu · Ankara · 24 yaşında')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '@ayse_tv' })).toHaveAttribute('href', 'https://www.twitch.tv/ayse_tv');
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();

    const games = screen.getByRole('region', { name: 'Oyunlar, roller ve seviye' });
    expect(within(games).getByText('Elit')).toBeInTheDocument();
    expect(within(games).getByText('Duelist')).toBeInTheDocument();
    // Skills, strongest first, with the rating and the advanced mark (7+).
    const skills = within(games)
      .getAllByRole('listitem')
      .filter((li) => /\/10/.test(li.textContent ?? ''));
    expect(skills.map((li) => li.textContent)).toEqual(['Nişan9/10İleri seviye', 'İletişim6/10']);

    const career = screen.getByRole('region', { name: 'Kariyer' });
    const items = await within(career).findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Yeni Takım', 'Eski Takım']);
    expect(items[0]).toHaveTextContent('Mart 2022 – Günümüz');
    expect(items[0]).toHaveTextContent('Şampiyon');

    const teams = screen.getByRole('region', { name: 'Takımlar' });
    const team = await within(teams).findByRole('article', { name: 'Anka Esports' });
    expect(within(team).getByRole('link', { name: 'Anka Esports' })).toHaveAttribute('href', '/team/anka-esports');
    expect(team).toHaveTextContent('Oyuncu · Kaptan');
    expect(team).toHaveTextContent('Eylül 2024 tarihinden beri');

    for (const name of ['Başarımlar', 'Turnuvalar']) {
      expect(await within(screen.getByRole('region', { name })).findByText('Henüz yok.')).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: 'Başarımlar' })).getByText('Seviye 1 · 0 XP')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says "none yet" for a CV without career entries or games', async () => {
    renderCv({
      '/api/profiles/u2': makeProfileResponse(),
      '/api/users/u2/career': { items: [] },
      '/api/users/u2/teams': [],
    });
    const career = await screen.findByRole('region', { name: 'Kariyer' });
    expect(await within(career).findByText('Henüz yok.')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Takımlar' })).findByText('Henüz yok.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Oyunlar, roller ve seviye' })).getByText('Henüz yok.'),
    ).toBeInTheDocument();
  });

  it('says so when the teams cannot be loaded, and still shows the rest of the CV', async () => {
    renderCv({
      '/api/profiles/u2': makeProfileResponse(),
      '/api/users/u2/career': { items: [] },
      '/api/users/u2/teams': jsonResponse(500, { message: 'x' }),
    });
    const teams = await screen.findByRole('region', { name: 'Takımlar' });
    // One retry first (the app's policy for failed reads), then the message.
    expect(await within(teams).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Takımlar yüklenemedi.');
    expect(screen.getByRole('heading', { level: 1, name: /Ayşe Yılmaz/ })).toBeInTheDocument();
  });

  it('shows the level and the achievements earned, with their dates, and none of the locked ones', async () => {
    renderCv({
      '/api/profiles/u2': makeProfileResponse(),
      '/api/users/u2/career': { items: [] },
      '/api/users/u2/teams': [],
      '/api/users/u2/achievements': {
        items: [
          { key: 'team_player', earnedAt: '2026-03-02T10:00:00.000Z' },
          { key: 'first_friend', earnedAt: '2026-02-01T10:00:00.000Z' },
        ],
        xp: 1250,
        level: 5,
      },
    });
    const region = await screen.findByRole('region', { name: 'Başarımlar' });
    expect(await within(region).findByText('Seviye 5 · 1.250 XP')).toBeInTheDocument();
    const items = within(region).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Takım oyuncusu', 'İlk arkadaş']);
    expect(items[0]).toHaveTextContent('Bir takıma katıl.');
    expect(items[0]).toHaveTextContent('2 Mar 2026 tarihinde kazanıldı');
    expect(within(region).queryByText('Henüz kazanılmadı')).not.toBeInTheDocument();
  });

  it('says the user was not found for an unknown id', async () => {
    renderCv({ '/api/profiles/u2': jsonResponse(404, { message: 'Kullanıcı bulunamadı', code: 'not_found' }) });
    expect(await screen.findByRole('heading', { name: 'Kullanıcı bulunamadı' })).toBeInTheDocument();
  });
});
