import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../test/render';
import { connectorPath } from '../../lib/bracket';
import { doubleElimination, roundRobin, singleElimination, swiss } from '../../testing/factories';
import { BracketView } from './BracketView';

const rounds = (region: HTMLElement) => within(region).getAllByRole('list');
// The rounds are named lists; the app's toast viewport (an unnamed list) is on the page too.
const namedLists = () => screen.getAllByRole('list').filter((l) => l.hasAttribute('aria-label'));
const counts = (region: HTMLElement) => rounds(region).map((list) => within(list).getAllByRole('listitem').length);

describe('bracket renderer', () => {
  it('draws single elimination as columns from the first round to the final, byes included', () => {
    renderWithApp(<BracketView bracket={singleElimination(6)} />);
    const tree = screen.getByRole('region', { name: 'Eleme tablosu' });
    expect(counts(tree)).toEqual([4, 2, 1]);
    expect(rounds(tree).map((list) => list.getAttribute('aria-label'))).toEqual([
      'Çeyrek final',
      'Yarı final',
      'Final',
    ]);
    // Seeds 1 and 2 get the byes of a 6-team bracket; seed 4 meets seed 5.
    const first = rounds(tree)[0]!;
    expect(within(first).getByRole('group', { name: '1. maç: Takım 1 – BAY' })).toBeInTheDocument();
    expect(within(first).getByRole('group', { name: '2. maç: Takım 4 – Takım 5' })).toBeInTheDocument();
    expect(
      within(rounds(tree)[2]!).getByRole('group', { name: '1. maç: Belli değil – Belli değil' }),
    ).toBeInTheDocument();
    expect(tree.querySelectorAll('[data-testid="bracket-connectors"] path')).toHaveLength(2);
  });

  it('draws double elimination as winners bracket, losers bracket and grand final', () => {
    renderWithApp(<BracketView bracket={doubleElimination(8)} />);
    const winners = screen.getByRole('region', { name: 'Üst tablo' });
    const losers = screen.getByRole('region', { name: 'Alt tablo' });
    const grand = screen.getByRole('region', { name: 'Büyük final' });
    expect(counts(winners)).toEqual([4, 2, 1]);
    expect(rounds(winners).at(-1)).toHaveAccessibleName('Üst tablo finali');
    expect(counts(losers)).toEqual([2, 2, 1, 1]);
    expect(rounds(losers).map((l) => l.getAttribute('aria-label'))).toEqual([
      'Alt tablo 1. tur',
      'Alt tablo 2. tur',
      'Alt tablo 3. tur',
      'Alt tablo finali',
    ]);
    expect(counts(grand)).toEqual([1]);
  });

  it('draws every slot of a double elimination before any match is decided, "to be decided" on both sides', () => {
    renderWithApp(<BracketView bracket={doubleElimination(8)} />);
    for (const name of ['Alt tablo', 'Büyük final']) {
      const part = screen.getByRole('region', { name });
      const slots = within(part).getAllByRole('listitem');
      expect(slots).toHaveLength(name === 'Alt tablo' ? 6 : 1);
      for (const slot of slots) {
        // Drawn at once: a small tree never leaves its slots for the browser to skip (empty frames below the fold).
        expect(slot.style.contentVisibility).toBe('');
        expect(within(slot).getAllByText('Belli değil')).toHaveLength(2);
      }
    }
    expect(
      rounds(screen.getByRole('region', { name: 'Büyük final' })).map((l) => l.getAttribute('aria-label')),
    ).toEqual(['Büyük final']);
  });

  it('skips drawing off-screen slots only in a big tree (256 participants)', () => {
    renderWithApp(<BracketView bracket={doubleElimination(256)} />);
    const winners = screen.getByRole('region', { name: 'Üst tablo' });
    expect(within(winners).getAllByRole('listitem')[0]!.style.contentVisibility).toBe('auto');
    const grand = screen.getByRole('region', { name: 'Büyük final' });
    expect(within(grand).getByRole('listitem').style.contentVisibility).toBe('');
  });

  it('draws round robin as a standings table and its rounds', () => {
    renderWithApp(<BracketView bracket={roundRobin(4)} />);
    const table = screen.getByRole('table', { name: 'Puan durumu' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Takım 1');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '3', '3', '0', '0', '10', '5', '+5', '9']);
    expect(namedLists().map((l) => l.getAttribute('aria-label'))).toEqual(['1. tur', '2. tur', '3. tur']);
    expect(within(screen.getByRole('list', { name: '1. tur' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('draws Swiss as one table, the rounds so far and the progress', () => {
    renderWithApp(<BracketView bracket={swiss(8, 2)} />);
    expect(screen.getByText('3 turun 2. turu')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(9);
    expect(namedLists()).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: '2. tur' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('tells when a Swiss round had to allow a rematch, and says nothing in a normal event', () => {
    const { unmount } = renderWithApp(<BracketView bracket={swiss(8, 2)} />);
    expect(screen.queryByText(/tekrar eşleşme/)).not.toBeInTheDocument();
    unmount();
    const bracket = swiss(4, 2);
    renderWithApp(
      <BracketView
        bracket={{
          ...bracket,
          swiss: { ...bracket.swiss!, relaxedRounds: [{ round: 2, rematches: 1, repeatByes: 0 }] },
        }}
      />,
    );
    expect(screen.getByText(/^2\. tur: .*tekrar eşleşme: 1, ikinci BAY: 0/)).toBeInTheDocument();
  });

  it('opens a match when its card is clicked', async () => {
    const onOpen = vi.fn();
    renderWithApp(<BracketView bracket={singleElimination(4)} onOpenMatch={onOpen} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '1. maç: Takım 1 – Takım 4' }));
    expect(onOpen).toHaveBeenCalledWith('single-1-1');
  });

  /*
   * The under-a-second promise is about Chromium (measured there: see the README's figures); jsdom on a shared
   * 2-core machine is several times slower and noisy, so here the bound only catches work that grows out of
   * proportion (a quadratic layout, a hook per side), not milliseconds.
   */
  const JSDOM_BOUND_MS = 4000;

  it('renders a 256-participant single elimination (255 matches)', () => {
    const bracket = singleElimination(256);
    const start = performance.now();
    renderWithApp(<BracketView bracket={bracket} onOpenMatch={() => undefined} />);
    const elapsed = performance.now() - start;
    const tree = screen.getByRole('region', { name: 'Eleme tablosu' });
    expect(counts(tree)).toEqual([128, 64, 32, 16, 8, 4, 2, 1]);
    expect(tree.querySelectorAll('button[data-match]')).toHaveLength(255);
    console.info(`256-participant single elimination rendered in ${elapsed.toFixed(0)} ms (jsdom)`);
    expect(elapsed).toBeLessThan(JSDOM_BOUND_MS);
  });

  it('renders a 256-participant double elimination (510 matches)', () => {
    const bracket = doubleElimination(256);
    const start = performance.now();
    renderWithApp(<BracketView bracket={bracket} onOpenMatch={() => undefined} />);
    const elapsed = performance.now() - start;
    // 255 winners + 254 losers + 1 grand final.
    expect(document.querySelectorAll('button[data-match]')).toHaveLength(510);
    console.info(`256-participant double elimination rendered in ${elapsed.toFixed(0)} ms (jsdom)`);
    expect(elapsed).toBeLessThan(JSDOM_BOUND_MS);
  });
});

describe('connector lines', () => {
  it('forks two matches into the one they feed, and runs straight between rounds of the same size', () => {
    expect(connectorPath(2, 1)).toBe('M0 0.25H0.5V0.75H0M0.5 0.5H1');
    expect(connectorPath(2, 2)).toBe('M0 0.25H1M0 0.75H1');
    expect(connectorPath(4, 3)).toBe('');
  });
});
