import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { Bracket } from '@esn/contract';
import { renderWithApp } from '../../../../test/render';
import { participant, singleElimination } from '../../testing/factories';
import { BracketView } from './BracketView';

/** A 4-team bracket whose first semi-final was a Bo3 won 2–1 with its games reported. */
function withSeries(): Bracket {
  const bracket = singleElimination(4);
  const semi = bracket.stages[0]!.groups[0]!.rounds[0]!.matches[0]!;
  Object.assign(semi, {
    status: 'completed',
    winner: 'a',
    bestOf: 3,
    a: { participant: participant(1), score: 2, result: 'win' },
    b: { participant: participant(4), score: 1, result: 'loss' },
    games: [
      { map: 'Ascent', scoreA: 13, scoreB: 9 },
      { map: null, scoreA: 7, scoreB: 13 },
      { map: 'Haven', scoreA: 13, scoreB: 11 },
    ],
  });
  return bracket;
}

describe('bracket: best-of series', () => {
  it('a series with games names them and shows them in a tooltip; other cards have none', async () => {
    const user = userEvent.setup();
    renderWithApp(<BracketView bracket={withSeries()} onOpenMatch={() => {}} />);
    const card = screen.getByRole('button', {
      name: '1. maç: Takım 1 2 – 1 Takım 4 (Bo3 · Ascent 13–9, 2. oyun 7–13, Haven 13–11)',
    });
    await user.hover(card);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Bo3');
    expect(tip).toHaveTextContent('Ascent13 – 9');
    expect(tip).toHaveTextContent('2. oyun7 – 13');
    expect(tip).toHaveTextContent('Haven13 – 11');
    // The other semi-final has no games: its name is the plain summary.
    expect(screen.getByRole('button', { name: '2. maç: Takım 2 – Takım 3' })).toBeInTheDocument();
  });

  it('in English', async () => {
    await i18next.changeLanguage('en');
    renderWithApp(<BracketView bracket={withSeries()} onOpenMatch={() => {}} />);
    const card = screen.getByRole('button', {
      name: /Match 1: Takım 1 2 – 1 Takım 4 \(Bo3 · Ascent 13–9, Game 2 7–13/,
    });
    await userEvent.setup().hover(card);
    expect(within(await screen.findByRole('tooltip')).getByText('Game 2')).toBeInTheDocument();
  });
});
