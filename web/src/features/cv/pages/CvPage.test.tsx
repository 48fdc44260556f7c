import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { jsonResponse, stubFetch } from '../../../test/fetchStub';
import type { CareerEntry, MembershipSummary, ProfileResponse, PublicCv } from '@esn/contract';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeCareerEntry, makeProfileResponse } from '../../profile/testing/factories';
import { CvRoute } from './CvPage';

const me = makeUser({ id: 'me', onboardingCompleted: true, userType: 'player' });

/** `GET /api/cv/u2`'s answer: the profile, career entries and teams in one. */
const cvOf = (
  profile: ProfileResponse = makeProfileResponse(),
  { career = [], teams = [] }: { career?: CareerEntry[]; teams?: MembershipSummary[] } = {},
): PublicCv => ({ profile, career, teams, visibility: 'members', cardUrl: null, record: noRecord });

const noRecord = {
  roster: { items: [], nextCursor: null },
  placements: { items: [], nextCursor: null },
  games: [],
};

function renderCv(routes: Record<string, unknown>, { signedIn = true, route = '/cv/u2' } = {}) {
  stubFetch(routes);
  const user = userEvent.setup();
  renderWithApp(
    <Routes>
      <Route path="/cv/:userId" element={<CvRoute />} />
      <Route path="/" element={<p>landing</p>} />
    </Routes>,
    { route, user: signedIn ? me : null },
  );
  return { user };
}

describe('CV page', () => {
  it('shows the header, contact links, games, career entries and "none yet" sections, and prints', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-15T12:00:00Z') });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderCv({
      '/api/cv/u2': cvOf(
        makeProfileResponse(
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
        {
          teams: [
            {
              team: { id: 't1', slug: 'anka-esports', name: 'Anka Esports', logoUrl: null, games: ['valorant', 'cs2'] },
              role: 'player',
              isCaptain: true,
              joinedAt: '2024-09-05T10:00:00.000Z',
            },
          ],
          career: [
            makeCareerEntry({ id: 'a', teamName: 'Eski Takım', from: '2020-01', to: '2021-02' }),
            makeCareerEntry({ id: 'b', teamName: 'Yeni Takım', from: '2022-03', to: null, description: 'Şampiyon' }),
          ],
        },
      ),
      '/api/users/u2/achievements': { items: [], xp: 0, level: 1 },
      '/api/users/u2/tournaments?limit=20': { items: [], nextCursor: null },
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
    renderCv({ '/api/cv/u2': cvOf() });
    const career = await screen.findByRole('region', { name: 'Kariyer' });
    expect(await within(career).findByText('Henüz yok.')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Takımlar' })).findByText('Henüz yok.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Oyunlar, roller ve seviye' })).getByText('Henüz yok.'),
    ).toBeInTheDocument();
  });

  it('shows the level and the achievements earned, with their dates, and none of the locked ones', async () => {
    renderCv({
      '/api/cv/u2': cvOf(),
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
    renderCv({ '/api/cv/u2': jsonResponse(404, { message: 'Bulunamadı.', code: 'not_found' }) });
    expect(await screen.findByRole('heading', { name: 'Kullanıcı bulunamadı' })).toBeInTheDocument();
  });

  it('shows a public CV to a visitor by nickname: the sheet, without the members-only sections or the way back', async () => {
    const fetch = stubFetch({
      '/api/cv/ayse_yilmaz': {
        ...cvOf(makeProfileResponse({}, { games: [{ game: 'valorant', roles: ['IGL'] }] }), {
          career: [makeCareerEntry({ teamName: 'Yeni Takım' })],
        }),
        visibility: 'public',
        cardUrl: '/api/cv/ayse_yilmaz/card.png',
        record: {
          ...noRecord,
          roster: {
            items: [
              {
                id: 'st1',
                team: { id: 't1', name: 'Doğrulanmış Takım', slug: 'dogrulanmis-takim', exists: true },
                role: 'player',
                joinedAt: '2025-01-10T00:00:00.000Z',
                leftAt: null,
                endedBy: null,
                viaTransfer: true,
                hidden: false,
              },
            ],
            nextCursor: null,
          },
        },
      },
    });
    renderWithApp(
      <Routes>
        <Route path="/cv/:userId" element={<CvRoute />} />
      </Routes>,
      { route: '/cv/ayse_yilmaz', user: null },
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Ayşe Yılmaz/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Kariyer' })).getByText('Yeni Takım')).toBeInTheDocument();
    expect(screen.getByText('IGL')).toBeInTheDocument();
    // The verified record came with the CV: shown to the visitor without its members-only endpoint.
    expect(screen.getByText('Doğrulanmış Takım')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yazdır' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profile dön' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Başarımlar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Turnuvalar' })).not.toBeInTheDocument();
    // Only the CV's own answer (and the public site settings) was asked for: no members-only endpoint.
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => /\/api\/(?!cv\/|public\/)/.test(url))).toEqual([]);
  });

  it('tells a visitor, not the owner’s advice, that there is no verified record yet', async () => {
    stubFetch({ '/api/cv/ayse_yilmaz': { ...cvOf(), visibility: 'public' } });
    renderWithApp(
      <Routes>
        <Route path="/cv/:userId" element={<CvRoute />} />
      </Routes>,
      { route: '/cv/ayse_yilmaz', user: null },
    );
    const verified = await screen.findByRole('region', { name: 'Platform tarafından doğrulandı' });
    expect(within(verified).getByText('Henüz doğrulanmış kayıt yok.')).toBeInTheDocument();
    expect(within(verified).queryByText(/bir takıma katılman/)).not.toBeInTheDocument();
  });

  it('tells another member there is no verified record yet, without the owner’s advice', async () => {
    renderCv({ '/api/cv/u2': cvOf(), '/api/users/u2/record': noRecord });
    const verified = await screen.findByRole('region', { name: 'Platform tarafından doğrulandı' });
    expect(await within(verified).findByText('Henüz doğrulanmış kayıt yok.')).toBeInTheDocument();
    expect(within(verified).queryByText(/bir takıma katılman/)).not.toBeInTheDocument();
  });

  it('gives the owner the advice on what will appear in the verified record', async () => {
    renderCv(
      { '/api/cv/kaan': cvOf(makeProfileResponse({ id: 'me', nickname: 'kaan' })), '/api/users/me/record': noRecord },
      { route: '/cv/kaan' },
    );
    const verified = await screen.findByRole('region', { name: 'Platform tarafından doğrulandı' });
    expect(await within(verified).findByText(/bir takıma katılman/)).toBeInTheDocument();
  });

  it('writes the win rate the Turkish way (%67)', async () => {
    const games = [
      { id: 'g1', game: 'valorant' as const, matches: 3, wins: 2, winRate: 2 / 3, rating: null, hidden: false },
    ];
    stubFetch({ '/api/cv/ayse_yilmaz': { ...cvOf(), visibility: 'public', record: { ...noRecord, games } } });
    renderWithApp(
      <Routes>
        <Route path="/cv/:userId" element={<CvRoute />} />
      </Routes>,
      { route: '/cv/ayse_yilmaz', user: null },
    );
    const rate = await screen.findByText('Kazanma oranı');
    expect(rate.nextElementSibling).toHaveTextContent(/^%67$/);
  });

  it('keeps the OpenSkill brand out of the upper-cased Turkish heading', async () => {
    renderCv({ '/api/cv/u2': cvOf(), '/api/users/u2/record': noRecord });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Maç puanı (OpenSkill)' });
    const brand = within(heading).getByText('OpenSkill');
    expect(brand).toHaveAttribute('lang', 'en');
    expect(brand).toHaveClass('normal-case');
  });

  it('opens one’s own CV at /cv/me, by nickname', async () => {
    const fetch = stubFetch({
      '/api/cv/deniz': cvOf(
        makeProfileResponse({ id: 'u7', nickname: 'deniz', firstName: 'Deniz', lastName: 'Yılmaz' }),
      ),
    });
    renderWithApp(
      <Routes>
        <Route path="/cv/:userId" element={<CvRoute />} />
      </Routes>,
      { route: '/cv/me', user: makeUser({ id: 'u7', nickname: 'deniz', onboardingCompleted: true }) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Deniz Yılmaz/ })).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/cv/me'))).toEqual([]);
  });

  it('sends a visitor at /cv/me to sign in, coming back here after', async () => {
    const fetch = stubFetch({});
    renderWithApp(
      <Routes>
        <Route path="/cv/:userId" element={<CvRoute />} />
        <Route path="/" element={<p>landing</p>} />
      </Routes>,
      { route: '/cv/me', user: null },
    );
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/cv/me');
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/cv/'))).toEqual([]);
  });

  it('tells a visitor a members-only CV is not public and offers to sign in, coming back here after', async () => {
    const { user } = renderCv(
      { '/api/cv/u2': jsonResponse(401, { message: 'x', code: 'cv_members_only' }) },
      { signedIn: false },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Bu CV herkese açık değil' })).toBeInTheDocument();
    expect(screen.getByText(/yalnızca oturum açmış üyelerle paylaşıyor/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Görmek için oturum aç' }));
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/cv/u2');
  });

  it('tells a member who is no connection that the CV is for connections only, without a sign-in link', async () => {
    renderCv({ '/api/cv/u2': jsonResponse(403, { message: 'x', code: 'cv_connections_only' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bu CV herkese açık değil' })).toBeInTheDocument();
    expect(screen.getByText("Sahibi bu CV'yi yalnızca bağlantılarıyla paylaşıyor.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Görmek için oturum aç' })).not.toBeInTheDocument();
  });
});
