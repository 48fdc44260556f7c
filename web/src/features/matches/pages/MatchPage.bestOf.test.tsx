import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { decider, makeDetail, makePending, organizerViewer, participant, submitter } from '../testing/factories';
import { MatchRoute } from './MatchPage';

const DETAIL = '/api/matches/m1';
const HISTORY = '/api/matches/m1/history';
const PENDING = '/api/matches/m1/pending-result';
const member = makeUser({ id: 'u2', userType: 'team_owner', onboardingCompleted: true });
const GAMES = [
  { map: 'Ascent', scoreA: 13, scoreB: 9 },
  { map: 'Bind', scoreA: 7, scoreB: 13 },
  { map: null, scoreA: 13, scoreB: 11 },
];
const bo3 = { bestOf: 3 };

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/matches/:id" element={<MatchRoute />} />
    </Routes>,
    { user: member, route: '/matches/m1' },
  );
}
const section = (name: string) => screen.findByRole('region', { name });

describe('match page: a best-of-3 series', () => {
  it('reports the series score and each game; the series rules are checked before sending', async () => {
    const fetch = stubFetch({
      [DETAIL]: makeDetail(bo3, submitter),
      [HISTORY]: { items: [] },
      'POST /api/matches/m1/result': makePending(),
    });
    const user = userEvent.setup();
    renderPage();
    const form = await section('Sonucu gönder');
    expect(
      within(form).getByText('Bo3 serisi: her tarafın kazandığı oyun sayısını gir; kazanan 2 oyun alır.'),
    ).toBeInTheDocument();
    // 1–0 is no finished best of 3.
    await user.click(within(form).getByRole('button', { name: 'Takım 1 skorunu artır' }));
    await user.click(within(form).getByRole('button', { name: 'Sonucu gönder' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Bo3 serisinde kazanan 2 oyun alır, rakibi daha az: kazanılan oyunları gir.',
    );
    await user.click(within(form).getByRole('button', { name: 'Takım 1 skorunu artır' }));
    await user.click(within(form).getByRole('button', { name: 'Takım 2 skorunu artır' }));

    // Two games for a 2–1 series do not add up.
    const games = within(form).getByRole('group', { name: 'Oyunlar (isteğe bağlı)' });
    for (const [i, g] of GAMES.slice(0, 2).entries()) {
      await user.click(within(games).getByRole('button', { name: 'Oyun ekle' }));
      await user.type(within(games).getByLabelText(`${i + 1}. oyunun haritası`), g.map!);
      await user.type(within(games).getByLabelText(`${i + 1}. oyunda Takım 1 skoru`), String(g.scoreA));
      await user.type(within(games).getByLabelText(`${i + 1}. oyunda Takım 2 skoru`), String(g.scoreB));
    }
    await user.click(within(form).getByRole('button', { name: 'Sonucu gönder' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Oyun skorları seriyle uyuşmuyor');
    await user.click(within(games).getByRole('button', { name: 'Oyun ekle' }));
    await user.type(within(games).getByLabelText('3. oyunda Takım 1 skoru'), '13');
    await user.type(within(games).getByLabelText('3. oyunda Takım 2 skoru'), '11');
    // A series has at most three games: no fourth row.
    expect(within(games).queryByRole('button', { name: 'Oyun ekle' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Sonucu gönder' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/matches/m1/result')[0]?.body).toEqual({
        scoreA: 2,
        scoreB: 1,
        games: [
          { map: 'Ascent', scoreA: 13, scoreB: 9 },
          { map: 'Bind', scoreA: 7, scoreB: 13 },
          { scoreA: 13, scoreB: 11 },
        ],
      }),
    );
  });

  it('a game played after the series was decided is refused', async () => {
    const fetch = stubFetch({ [DETAIL]: makeDetail(bo3, submitter), [HISTORY]: { items: [] } });
    const user = userEvent.setup();
    renderPage();
    const form = await section('Sonucu gönder');
    await user.click(within(form).getByRole('button', { name: 'Takım 1 skorunu artır' }));
    await user.click(within(form).getByRole('button', { name: 'Takım 1 skorunu artır' }));
    await user.click(within(form).getByRole('button', { name: 'Takım 2 skorunu artır' }));
    for (const [a, b] of [
      ['13', '9'],
      ['13', '7'],
      ['7', '13'],
    ]) {
      await user.click(within(form).getByRole('button', { name: 'Oyun ekle' }));
      const n = within(form).getAllByRole('listitem').length;
      await user.type(within(form).getByLabelText(`${n}. oyunda Takım 1 skoru`), a!);
      await user.type(within(form).getByLabelText(`${n}. oyunda Takım 2 skoru`), b!);
    }
    await user.click(within(form).getByRole('button', { name: 'Sonucu gönder' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Seri bir taraf 2 oyuna ulaşınca biter; ondan sonra oyun olamaz.',
    );
    expect(callsTo(fetch, 'POST', '/api/matches/m1/result')).toHaveLength(0);
  });

  it('a finished series shows its length and every game on the match page', async () => {
    stubFetch({
      [DETAIL]: makeDetail({
        ...bo3,
        status: 'completed',
        winner: 'a',
        a: { participant: participant(1), score: 2, result: 'win' },
        b: { participant: participant(2), score: 1, result: 'loss' },
        games: GAMES,
      }),
      [HISTORY]: { items: [] },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Oyunlar' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '1. oyunAscent13 – 9',
      '2. oyunBind7 – 13',
      '3. oyunHarita belirtilmedi13 – 11',
    ]);
    expect(screen.getByText('Bo3')).toBeInTheDocument();
    expect(screen.getByText('2 – 1')).toBeInTheDocument();
  });

  it('the result waiting for approval shows its games to the side that answers', async () => {
    stubFetch({
      [DETAIL]: makeDetail({ ...bo3, status: 'awaiting_approval' }, decider, {
        side: 'a',
        approvalDeadline: new Date(Date.now() + 3_600_000).toISOString(),
        scoreA: 2,
        scoreB: 1,
        games: GAMES,
      }),
      [HISTORY]: { items: [] },
      [PENDING]: makePending(),
    });
    renderPage();
    const panel = await section('Onay bekleyen sonuç');
    const list = await within(panel).findByRole('list', { name: 'Oyunlar' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Ascent')).toBeInTheDocument();
  });

  it('the organizer’s official result carries the games too, in English', async () => {
    await i18next.changeLanguage('en');
    const fetch = stubFetch({
      [DETAIL]: makeDetail({ ...bo3, status: 'disputed' }, organizerViewer),
      [HISTORY]: { items: [] },
      'POST /api/matches/m1/official-result': makeDetail().match,
    });
    const user = userEvent.setup();
    renderPage();
    const form = await section('Settle the dispute');
    await user.type(within(form).getByLabelText('Takım 1 score'), '2');
    await user.type(within(form).getByLabelText('Takım 2 score'), '0');
    const games = within(form).getByRole('group', { name: 'Games (optional)' });
    for (const [a, b] of [
      ['13', '5'],
      ['13', '6'],
    ]) {
      await user.click(within(games).getByRole('button', { name: 'Add a game' }));
      const n = within(games).getAllByRole('listitem').length;
      await user.type(within(games).getByLabelText(`Game ${n}: Takım 1 score`), a!);
      await user.type(within(games).getByLabelText(`Game ${n}: Takım 2 score`), b!);
    }
    await user.click(within(form).getByRole('button', { name: 'Settle the dispute' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/matches/m1/official-result')[0]?.body).toEqual({
        scoreA: 2,
        scoreB: 0,
        games: [
          { scoreA: 13, scoreB: 5 },
          { scoreA: 13, scoreB: 6 },
        ],
      }),
    );
  });
});
