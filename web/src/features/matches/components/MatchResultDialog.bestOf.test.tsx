import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { MatchRoute } from '../pages/MatchPage';
import { decider, makeDetail, makeEntry, makePending, participant } from '../testing/factories';
import { MatchResultDialog } from './MatchResultDialog';

const DETAIL = '/api/matches/m1';
const PENDING = '/api/matches/m1/pending-result';
const HISTORY = '/api/matches/m1/history';
const member = makeUser({ id: 'u2', userType: 'team_owner', onboardingCompleted: true });
const GAMES = [
  { map: 'Ascent', scoreA: 13, scoreB: 9 },
  { map: 'Bind', scoreA: 7, scoreB: 13 },
  { map: null, scoreA: 13, scoreB: 11 },
];
const waiting = (scoreA: number, scoreB: number) =>
  makeDetail({ bestOf: 3, status: 'awaiting_approval' }, decider, {
    side: 'a',
    approvalDeadline: new Date(Date.now() + 3_600_000).toISOString(),
    scoreA,
    scoreB,
    games: GAMES,
  });

function renderDialog() {
  renderWithApp(<MatchResultDialog matchId="m1" onClose={vi.fn()} />, { user: member, route: '/dashboard' });
}

describe('approval dialog from the bell: a best-of submission’s games', () => {
  it('lists each game of the submission, as the match page does (TR)', async () => {
    stubFetch({ [PENDING]: makePending(), [DETAIL]: waiting(2, 1) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Maç sonucu onayı' });
    const list = await within(dialog).findByRole('list', { name: 'Oyunlar' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['1. oyunAscent13 – 9', '2. oyunBind7 – 13', '3. oyunHarita belirtilmedi13 – 11']);
    expect(within(dialog).getByText('2 – 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Onayla' })).toBeEnabled();
  });

  it('is in English too', async () => {
    await i18next.changeLanguage('en');
    stubFetch({ [PENDING]: makePending(), [DETAIL]: waiting(2, 1) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Match result approval' });
    const list = await within(dialog).findByRole('list', { name: 'Games' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['Game 1Ascent13 – 9', 'Game 2Bind7 – 13', 'Game 3No map given13 – 11']);
  });

  it('shows no games when the match read describes another score (an older cached submission) or has none', async () => {
    stubFetch({ [PENDING]: makePending({ submittedScoreA: 0, submittedScoreB: 2 }), [DETAIL]: waiting(2, 1) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Maç sonucu onayı' });
    expect(await within(dialog).findByText('0 – 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Onayla' })).toBeEnabled();
    expect(within(dialog).queryByRole('list', { name: 'Oyunlar' })).not.toBeInTheDocument();
  });
});

describe('match history: the games that came with a score', () => {
  function renderPage() {
    return renderWithApp(
      <Routes>
        <Route path="/matches/:id" element={<MatchRoute />} />
      </Routes>,
      { user: member, route: '/matches/m1' },
    );
  }
  const completed = makeDetail({
    bestOf: 3,
    status: 'completed',
    winner: 'a',
    a: { participant: participant(1), score: 2, result: 'win' },
    b: { participant: participant(2), score: 1, result: 'loss' },
    games: GAMES,
  });
  const entries = [
    makeEntry({ kind: 'result_submitted', games: GAMES }),
    makeEntry({ kind: 'evidence_added', side: 'b', scoreA: null, scoreB: null, comment: 'Tekrar izleyin.' }),
    makeEntry({ kind: 'result_approved', side: 'b', games: GAMES }),
  ];

  it('lists each entry’s games under it (TR)', async () => {
    stubFetch({ [DETAIL]: completed, [HISTORY]: { items: entries } });
    renderPage();
    const history = await screen.findByRole('region', { name: 'Maç geçmişi' });
    const list = await within(history).findByRole('list', { name: 'Maç geçmişi' });
    const games = within(list).getAllByRole('list', { name: '2 – 1 sonucunun oyunları' });
    expect(games).toHaveLength(2);
    expect(
      within(games[0]!)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['1. oyunAscent13 – 9', '2. oyunBind7 – 13', '3. oyunHarita belirtilmedi13 – 11']);
    // Evidence has no games: its entry has no list.
    const evidence = within(list).getByText('Tekrar izleyin.').closest('li')!;
    expect(within(evidence).queryByRole('list')).not.toBeInTheDocument();
  });

  it('names them in English too', async () => {
    await i18next.changeLanguage('en');
    stubFetch({ [DETAIL]: completed, [HISTORY]: { items: entries } });
    renderPage();
    const history = await screen.findByRole('region', { name: 'Match history' });
    const games = await within(history).findAllByRole('list', { name: 'Games of the 2 – 1 result' });
    expect(within(games[1]!).getAllByRole('listitem')[2]).toHaveTextContent('Game 3No map given13 – 11');
  });
});
