import type { Leaderboard } from '@esn/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '../../../app/queryClient';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { challengeListUrl, joinUrl, leaderboardUrl } from '../api';
import { makeCard, makeChallenge, makeEntry, makeMine, makeParticipation } from '../testing/factories';
import { ChallengesPage } from './ChallengesPage';

const me = makeUser({ id: 'me', userType: 'player', onboardingCompleted: true });
const emptyBoard: Leaderboard = { items: [], me: null };

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

/** The page at `route`, with every read it makes answered empty unless `routes` says otherwise. */
function renderPage(routes: Record<string, Handler | Response | unknown>, route = '/challenges') {
  const fetch = stubFetch({
    [challengeListUrl('all')]: { items: [] },
    [challengeListUrl('individual')]: { items: [] },
    [challengeListUrl('team')]: { items: [] },
    [challengeListUrl('coach')]: { items: [] },
    '/api/challenges/mine': makeMine(),
    [leaderboardUrl('all', 'all')]: emptyBoard,
    [leaderboardUrl('all', 'week')]: emptyBoard,
    [leaderboardUrl('individual', 'all')]: emptyBoard,
    [leaderboardUrl('team', 'all')]: emptyBoard,
    [leaderboardUrl('coach', 'all')]: emptyBoard,
    ...routes,
  });
  // Failed reads are not retried here, so an error state shows at once.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup();
  renderWithApp(
    <Routes>
      <Route
        path="/challenges"
        element={
          <>
            <ChallengesPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route, user: me, queryClient },
  );
  return { fetch, user };
}

const search = () => screen.getByTestId('search').textContent;
const card = (title: string) => screen.findByRole('article', { name: title });

describe('challenges page', () => {
  it('keeps the tab and the period in the address, and reads the tab’s challenges and board', async () => {
    const { fetch, user } = renderPage({}, '/challenges?type=team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meydan Okumalar' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Meydan okuma türleri' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tümü', 'Bireysel', 'Takım', 'Koç']);
    expect(within(tabs).getByRole('tab', { name: 'Takım' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(callsTo(fetch, 'GET', challengeListUrl('team'))).toHaveLength(1));
    expect(callsTo(fetch, 'GET', leaderboardUrl('team', 'all'))).toHaveLength(1);
    for (const name of ['Aktif meydan okumalar', 'Liderlik tablosu', 'İlerlemem']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }

    await user.click(within(tabs).getByRole('tab', { name: 'Koç' }));
    await waitFor(() => expect(search()).toBe('?type=coach'));
    await waitFor(() => expect(callsTo(fetch, 'GET', challengeListUrl('coach'))).toHaveLength(1));
    expect(callsTo(fetch, 'GET', leaderboardUrl('coach', 'all'))).toHaveLength(1);

    await user.click(within(tabs).getByRole('tab', { name: 'Tümü' }));
    await waitFor(() => expect(search()).toBe(''));
    const period = screen.getByRole('group', { name: 'Dönem' });
    await user.click(within(period).getByRole('button', { name: 'Bu hafta' }));
    await waitFor(() => expect(search()).toBe('?period=week'));
    expect(within(period).getByRole('button', { name: 'Bu hafta' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(callsTo(fetch, 'GET', leaderboardUrl('all', 'week'))).toHaveLength(1));
    expect(leaderboardUrl('all', 'week')).toBe('/api/leaderboard?type=all&period=week');
  });

  it('shows a challenge’s type, difficulty, XP, badge, target in words, window and participants', async () => {
    renderPage({
      [challengeListUrl('all')]: {
        items: [
          makeCard({ endsAt: '2026-07-01T18:00:00.000Z' }),
          makeCard({
            id: 'c2',
            title: 'Profil Avcısı',
            metric: 'profile_completeness',
            targetValue: 90,
            difficulty: 'hard',
            badgeReward: null,
            participantsCount: 1,
            completedCount: 0,
          }),
        ],
      },
    });
    const first = await card('Paylaşım Ustası');
    expect(within(first).getByText('Bireysel')).toBeInTheDocument();
    expect(within(first).getByText('Kolay')).toBeInTheDocument();
    expect(within(first).getByText('+250 XP')).toBeInTheDocument();
    expect(within(first).getByText('Rozet: Hikâyeci')).toBeInTheDocument();
    expect(within(first).getByText('10 gönderi paylaş')).toBeInTheDocument();
    expect(within(first).getByText('Kişinin yayımladığı gönderileri sayar (paylaşımlar dâhil).')).toBeInTheDocument();
    expect(within(first).getByText(/2026 .* tarihine kadar$/)).toBeInTheDocument();
    expect(within(first).getByText('12 katılımcı')).toBeInTheDocument();
    expect(within(first).getByText('· 3 tamamladı')).toBeInTheDocument();

    const second = await card('Profil Avcısı');
    expect(within(second).getByText('Zor')).toBeInTheDocument();
    expect(within(second).getByText('Profilini %90 doldur')).toBeInTheDocument();
    expect(within(second).getByText('Süre sınırı yok')).toBeInTheDocument();
    expect(within(second).queryByText(/Rozet:/)).not.toBeInTheDocument();
  });

  it('joins a challenge, says so, and reads the cards and my progress again', async () => {
    let joined = false;
    const { fetch, user } = renderPage({
      [challengeListUrl('all')]: () =>
        jsonResponse(200, {
          items: [
            joined
              ? makeCard({}, { canJoin: false, participations: [makeParticipation({ progress: 0 })] })
              : makeCard(),
          ],
        }),
      [`POST ${joinUrl('c1')}`]: () => {
        joined = true;
        return jsonResponse(201, { participation: makeParticipation({ progress: 0 }) });
      },
    });
    const challenge = await card('Paylaşım Ustası');
    await user.click(within(challenge).getByRole('button', { name: '“Paylaşım Ustası” meydan okumasına katıl' }));
    expect(await screen.findByText('“Paylaşım Ustası” meydan okumasına katıldın.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', joinUrl('c1')).map((c) => c.body)).toEqual([{}]);
    const bar = await within(challenge).findByRole('progressbar', { name: '“Paylaşım Ustası” ilerlemesi' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(within(challenge).queryByRole('button', { name: /katıl$/ })).not.toBeInTheDocument();
    // The pressed button is gone: focus is on the progress that replaced it, not dropped on the page.
    await waitFor(() => expect(bar.closest('[tabindex="-1"]')).toHaveFocus());
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/challenges/mine').length).toBeGreaterThan(1));
  });

  it('joins a team challenge with the team picked from the ones the reader may enter', async () => {
    const teams = [
      { id: 't1', name: 'Kartallar', slug: 'kartallar' },
      { id: 't2', name: 'Kurtlar', slug: 'kurtlar' },
    ];
    const { fetch, user } = renderPage(
      {
        [challengeListUrl('team')]: {
          items: [
            makeCard(
              { id: 'c9', title: 'Galibiyet Serisi', type: 'team', metric: 'matches_won', targetValue: 5 },
              {
                joinableTeams: teams,
                participations: [
                  makeParticipation({
                    id: 'p9',
                    challengeId: 'c9',
                    progress: 2,
                    subject: { kind: 'team', id: 't0', name: 'Şahinler', slug: 'sahinler', logoUrl: null },
                  }),
                ],
              },
            ),
          ],
        },
        [`POST ${joinUrl('c9')}`]: jsonResponse(201, { participation: makeParticipation() }),
      },
      '/challenges?type=team',
    );
    const challenge = await card('Galibiyet Serisi');
    // Another of the reader's teams is already in it: its progress shows, named.
    const bar = within(challenge).getByRole('progressbar', { name: 'Şahinler için “Galibiyet Serisi” ilerlemesi' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuetext', '2 / 5');

    const picker = within(challenge).getByRole('combobox', { name: 'Takım' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kartallar', 'Kurtlar']);
    await user.selectOptions(picker, 'Kurtlar');
    await user.click(within(challenge).getByRole('button', { name: '“Galibiyet Serisi” meydan okumasına katıl' }));
    expect(await screen.findByText('Kurtlar, “Galibiyet Serisi” meydan okumasına katıldı.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', joinUrl('c9')).map((c) => c.body)).toEqual([{ teamId: 't2' }]);
  });

  it('shows the server’s reason when joining is refused, and who may join a challenge the reader may not', async () => {
    const { user } = renderPage({
      [challengeListUrl('all')]: {
        items: [makeCard(), makeCard({ id: 'c3', title: 'Koçluk Yolu', type: 'coach' }, { canJoin: false })],
      },
      [`POST ${joinUrl('c1')}`]: jsonResponse(409, {
        message: 'Bu meydan okumanın süresi doldu.',
        code: 'challenge_ended',
      }),
    });
    expect(within(await card('Koçluk Yolu')).getByText('Koçlara açık.')).toBeInTheDocument();
    const challenge = await card('Paylaşım Ustası');
    await user.click(within(challenge).getByRole('button', { name: '“Paylaşım Ustası” meydan okumasına katıl' }));
    expect(await screen.findByText('Bu meydan okumanın süresi doldu.')).toBeInTheDocument();
  });

  it('ranks the top of the board, and shows the reader’s own place below it when he is outside the top', async () => {
    const items = Array.from({ length: 100 }, (_, i) => makeEntry(i + 1));
    const mine = makeEntry(250, {
      subject: { kind: 'user', id: 'me', name: 'kaan', nickname: 'kaan', avatarUrl: null },
      xp: 120,
      level: 2,
    });
    const { user } = renderPage({ [leaderboardUrl('all', 'all')]: { items, me: mine } });
    const board = await screen.findByRole('list', { name: 'Liderlik tablosu, XP sırasına göre' });
    let rows = within(board).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('1. sıra');
    expect(within(rows[0]!).getByRole('link', { name: 'oyuncu1' })).toHaveAttribute('href', '/profile/u1');
    expect(rows[0]).toHaveTextContent('Seviye 10');
    expect(rows[0]).toHaveTextContent('9.990 XP');

    const own = screen.getByRole('list', { name: 'Senin yerin' });
    expect(within(own).getByRole('listitem')).toHaveAttribute('aria-current', 'true');
    expect(within(own).getByRole('listitem')).toHaveTextContent('250. sıra');
    expect(within(own).getByRole('listitem')).toHaveTextContent('Sen');
    expect(within(own).getByRole('listitem')).toHaveTextContent('120 XP');

    const more = screen.getByRole('button', { name: 'İlk 100 sırayı göster' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    rows = within(board).getAllByRole('listitem');
    expect(rows).toHaveLength(100);
    expect(rows[99]).toHaveTextContent('100. sıra');
    expect(screen.getByRole('list', { name: 'Senin yerin' })).toBeInTheDocument();
  });

  it('highlights the reader’s own row inside the board, and links teams to their page', async () => {
    const team = { kind: 'team', id: 't1', name: 'Kartallar', slug: 'kartallar', logoUrl: null } as const;
    renderPage(
      {
        [leaderboardUrl('team', 'all')]: {
          items: [makeEntry(1), makeEntry(2, { subject: team })],
          me: makeEntry(2, { subject: team }),
        },
      },
      '/challenges?type=team',
    );
    const board = await screen.findByRole('list', { name: 'Liderlik tablosu, XP sırasına göre' });
    const rows = within(board).getAllByRole('listitem');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[1]!).getByRole('link', { name: 'Kartallar' })).toHaveAttribute('href', '/team/kartallar');
    expect(screen.queryByRole('list', { name: 'Senin yerin' })).not.toBeInTheDocument();
  });

  it('says so when the reader has no XP on the board, and when nobody has', async () => {
    renderPage({ [leaderboardUrl('all', 'all')]: { items: [makeEntry(1)], me: null } });
    expect(await screen.findByText(/Bu tabloda henüz XP'n yok/)).toBeInTheDocument();
  });

  it('shows my level, XP and the way to the next level, badges, and the tab’s participations', async () => {
    const individual = makeChallenge({ id: 'c1', title: 'Paylaşım Ustası' });
    const team = makeChallenge({
      id: 'c2',
      title: 'Galibiyet Serisi',
      type: 'team',
      metric: 'matches_won',
      targetValue: 5,
    });
    renderPage({
      '/api/challenges/mine': makeMine({
        xp: 450,
        level: 3,
        badges: [{ name: 'Hikâyeci', nameEn: null, challengeId: 'c0', earnedAt: '2026-04-10T10:00:00.000Z' }],
        items: [
          { ...makeParticipation({ progress: 4 }), challenge: individual },
          {
            ...makeParticipation({
              id: 'p2',
              challengeId: 'c2',
              progress: 5,
              status: 'completed',
              completedAt: '2026-05-05T10:00:00.000Z',
              subject: { kind: 'team', id: 't1', name: 'Kartallar', slug: 'kartallar', logoUrl: null },
            }),
            challenge: team,
          },
        ],
      }),
    });
    const section = await screen.findByRole('region', { name: 'İlerlemem' });
    expect(await within(section).findByText('Seviye')).toBeInTheDocument();
    const values = within(section)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(values).toEqual(['3', '450 XP']);
    // Level 3 starts at 300 XP and level 4 at 600: 150 of its 300 XP are done.
    const level = within(section).getByRole('progressbar', { name: 'Seviye 4 ilerlemesi' });
    expect(level).toHaveAttribute('aria-valuenow', '150');
    expect(level).toHaveAttribute('aria-valuemax', '300');
    expect(level).toHaveAttribute('aria-valuetext', '150 / 300 XP');
    expect(within(section).getByText('Seviye 4 için 150 XP kaldı')).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Rozetler' })).toHaveTextContent('Hikâyeci');

    const mine = within(section).getByRole('list', { name: 'Meydan okumalarım' });
    expect(within(mine).getAllByRole('listitem')).toHaveLength(2);
    expect(within(mine).getByRole('progressbar', { name: '“Paylaşım Ustası” ilerlemesi' })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
    const done = within(mine).getByRole('progressbar', { name: 'Kartallar için “Galibiyet Serisi” ilerlemesi' });
    expect(done).toHaveAttribute('aria-valuenow', '5');
    expect(within(mine).getByText(/tarihinde tamamlandı$/)).toBeInTheDocument();
    expect(within(mine).getByText('Devam ediyor')).toBeInTheDocument();
  });

  it('lists only the tab’s type in my progress', async () => {
    const team = makeChallenge({ id: 'c2', title: 'Galibiyet Serisi', type: 'team' });
    renderPage(
      {
        '/api/challenges/mine': makeMine({
          items: [
            { ...makeParticipation(), challenge: makeChallenge() },
            { ...makeParticipation({ id: 'p2', challengeId: 'c2' }), challenge: team },
          ],
        }),
      },
      '/challenges?type=coach',
    );
    const section = await screen.findByRole('region', { name: 'İlerlemem' });
    expect(await within(section).findByText('Bu türde bir meydan okumaya henüz katılmadın.')).toBeInTheDocument();
  });

  it('shows loading, then empty and error states with a retry', async () => {
    let calls = 0;
    const { user } = renderPage({
      [challengeListUrl('all')]: () =>
        ++calls === 1 ? jsonResponse(500, { message: 'x' }) : jsonResponse(200, { items: [] }),
      '/api/challenges/mine': jsonResponse(500, { message: 'x' }),
    });
    expect(screen.getByText('Meydan okumalar yükleniyor...')).toBeInTheDocument();
    expect(await screen.findByText('Meydan okumalar yüklenemedi.')).toBeInTheDocument();
    expect(await screen.findByText('İlerlemen yüklenemedi.')).toBeInTheDocument();
    expect(await screen.findByText('Burada henüz kimse XP kazanmadı.')).toBeInTheDocument();
    const active = screen.getByRole('region', { name: 'Aktif meydan okumalar' });
    await user.click(within(active).getByRole('button', { name: 'Tekrar dene' }));
    expect(await within(active).findByText(/Şu anda burada aktif bir meydan okuma yok/)).toBeInTheDocument();
  });
});

describe('challenges in the reader’s language', () => {
  it('shows the English title and description in English, the Turkish ones where English is missing, at once on a switch', async () => {
    const bilingual = makeCard({
      id: 'c1',
      title: 'Paylaşım Ustası',
      titleEn: 'Share Master',
      description: 'Beş gönderi paylaş.',
      descriptionEn: 'Share five posts.',
      badgeReward: 'Hikâye Anlatıcısı',
      badgeRewardEn: 'Storyteller',
    });
    const turkishOnly = makeCard({
      id: 'c2',
      title: 'Yalnızca Türkçe',
      description: 'Türkçe açıklama.',
      badgeReward: 'Seri Galip',
    });
    renderPage({
      [challengeListUrl('all')]: { items: [bilingual, turkishOnly] },
      '/api/challenges/mine': makeMine({
        items: [{ ...makeParticipation({ challengeId: 'c1' }), challenge: makeChallenge(bilingual) }],
        badges: [
          { name: 'Hikâye Anlatıcısı', nameEn: 'Storyteller', challengeId: 'c1', earnedAt: '2026-11-01T10:00:00.000Z' },
        ],
      }),
    });
    expect(await card('Paylaşım Ustası')).toHaveTextContent('Beş gönderi paylaş.');
    expect(await card('Paylaşım Ustası')).toHaveTextContent('Hikâye Anlatıcısı');
    expect(within(await screen.findByRole('list', { name: 'Rozetler' })).getByText('Hikâye Anlatıcısı')).toBeVisible();
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    expect(await card('Share Master')).toHaveTextContent('Share five posts.');
    expect(screen.queryByRole('article', { name: 'Paylaşım Ustası' })).not.toBeInTheDocument();
    expect(await card('Yalnızca Türkçe')).toHaveTextContent('Türkçe açıklama.');
    // The badges too: the English name where the admin gave one, the Turkish one where not.
    expect(await card('Share Master')).toHaveTextContent('Storyteller');
    expect(await card('Share Master')).not.toHaveTextContent('Hikâye Anlatıcısı');
    expect(await card('Yalnızca Türkçe')).toHaveTextContent('Seri Galip');
    expect(within(screen.getByRole('list', { name: 'Badges' })).getByText('Storyteller')).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Share Master' })).toBeInTheDocument();
  });
});
