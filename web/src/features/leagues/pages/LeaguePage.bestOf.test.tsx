import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { fixtures, leagueMatch, makeLeague, makeLeagueDetail, standings } from '../testing/factories';
import { CreateLeaguePage } from './CreateLeaguePage';
import { LeagueRoute } from './LeaguePage';

const me = makeUser({ id: 'u5', userType: 'team_owner', onboardingCompleted: true });

function renderAt(route: string) {
  return renderWithApp(
    <Routes>
      <Route path="/leagues/create" element={<CreateLeaguePage />} />
      <Route path="/leagues/:id" element={<LeagueRoute />} />
    </Routes>,
    { user: me, route },
  );
}

describe('league match length (best-of series)', () => {
  it('the create form offers Bo1 (default, not sent), Bo3, Bo5, Bo7 and sends the chosen length', async () => {
    const fetch = stubFetch({
      'POST /api/leagues': () => jsonResponse(201, { league: makeLeague({ id: 'lg9', bestOf: 3 }) }),
      '/api/leagues/lg9': makeLeagueDetail({ canManage: true }, { id: 'lg9', status: 'upcoming', bestOf: 3 }),
      '/api/leagues/lg9/standings': { rows: [] },
    });
    const user = userEvent.setup();
    renderAt('/leagues/create');
    const length = screen.getByLabelText('Maç uzunluğu');
    expect(length).toHaveDisplayValue('Bo1 (tek oyun)');
    expect(
      within(length)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bo1 (tek oyun)', 'Bo3 (3 oyunluk seri)', 'Bo5 (5 oyunluk seri)', 'Bo7 (7 oyunluk seri)']);
    await user.type(screen.getByLabelText('Lig adı'), 'Seri Ligi');
    await user.selectOptions(screen.getByLabelText('Oyun'), 'valorant');
    await user.type(screen.getByLabelText('Sezon'), '2026 Güz');
    await user.type(screen.getByLabelText('İlk hafta'), '2026-09-01T19:00');
    await user.selectOptions(length, 'Bo3 (3 oyunluk seri)');
    await user.click(screen.getByRole('button', { name: 'Ligi oluştur' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/leagues')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/leagues')[0]?.body).toMatchObject({ name: 'Seri Ligi', bestOf: 3 });
    // The league page shows the length.
    expect(await screen.findByText('Maçlar: Bo3')).toBeInTheDocument();
  });

  it('the organizer changes the length before the fixtures (PATCH) and the page shows the new one', async () => {
    let bestOf = 1;
    const detail = () => makeLeagueDetail({ canManage: true }, { status: 'upcoming', weeks: 0, bestOf });
    const fetch = stubFetch({
      '/api/leagues/lg1': () => jsonResponse(200, detail()),
      '/api/leagues/lg1/standings': { rows: [] },
      'PATCH /api/leagues/lg1': (_url: string, init: RequestInit) => {
        bestOf = (JSON.parse(String(init.body)) as { bestOf: number }).bestOf;
        return jsonResponse(200, { league: detail().league });
      },
    });
    const user = userEvent.setup();
    renderAt('/leagues/lg1?tab=manage');
    expect(await screen.findByText('Maçlar: Bo1')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Maç uzunluğu' }).parentElement!;
    const save = within(card).getByRole('button', { name: 'Uzunluğu kaydet' });
    expect(save).toBeDisabled();
    await user.selectOptions(within(card).getByLabelText('Maç uzunluğu'), 'Bo5 (5 oyunluk seri)');
    await user.click(save);
    await waitFor(() => expect(callsTo(fetch, 'PATCH', '/api/leagues/lg1')[0]?.body).toEqual({ bestOf: 5 }));
    expect(await screen.findByText('Maç uzunluğu kaydedildi: Bo5.')).toBeInTheDocument();
    expect(await screen.findByText('Maçlar: Bo5')).toBeInTheDocument();
  });

  it('once the fixtures exist the length is locked; a Bo3 fixture takes the series and its games in the result form (EN)', async () => {
    await i18next.changeLanguage('en');
    const match = { ...leagueMatch(3, 1, 1, 2), bestOf: 3 };
    const bo3 = {
      weeks: fixtures.weeks.map((w) => ({
        ...w,
        matches: w.matches.map((m) => (m.id === match.id ? match : { ...m, bestOf: 3 })),
      })),
    };
    const fetch = stubFetch({
      '/api/leagues/lg1': makeLeagueDetail({ canManage: true }, { bestOf: 3 }),
      '/api/leagues/lg1/standings': standings,
      '/api/leagues/lg1/fixtures': bo3,
      [`/api/matches/${match.id}`]: { match, viewer: { canRecordResult: true, side: null } },
      [`POST /api/matches/${match.id}/official-result`]: match,
    });
    const user = userEvent.setup();
    renderAt('/leagues/lg1?tab=manage');
    expect(await screen.findByText('Matches: Bo3')).toBeInTheDocument();
    expect(
      screen.getByText('Fixtures are played Bo3; the length cannot change once the fixtures exist.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save length' })).not.toBeInTheDocument();

    const waiting = await screen.findByRole('list', { name: 'Matches awaiting a result' });
    await user.click(within(waiting).getByRole('button', { name: 'Open match: Takım 1 – Takım 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Week 3' });
    await user.type(within(dialog).getByLabelText('Takım 1 score'), '1');
    await user.type(within(dialog).getByLabelText('Takım 2 score'), '2');
    const games = within(dialog).getByRole('group', { name: 'Games (optional)' });
    for (const [a, b] of [
      ['13', '9'],
      ['7', '13'],
      ['11', '13'],
    ]) {
      await user.click(within(games).getByRole('button', { name: 'Add a game' }));
      const n = within(games).getAllByRole('listitem').length;
      await user.type(within(games).getByLabelText(`Game ${n}: Takım 1 score`), a!);
      await user.type(within(games).getByLabelText(`Game ${n}: Takım 2 score`), b!);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', `/api/matches/${match.id}/official-result`)[0]?.body).toEqual({
        scoreA: 1,
        scoreB: 2,
        games: [
          { scoreA: 13, scoreB: 9 },
          { scoreA: 7, scoreB: 13 },
          { scoreA: 11, scoreB: 13 },
        ],
      }),
    );
  });
});
