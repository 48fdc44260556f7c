import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { stubFetch } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import type { MarketFilters } from '../api';
import { makeMarketPlayer } from '../testing/factories';
import { MarketFiltersBar } from './MarketFiltersBar';
import { PlayerCard } from './PlayerCard';

describe('the market card’s rating', () => {
  it('shows the rating, its game and the provisional mark, or says he is not rated yet', async () => {
    stubFetch({});
    renderWithApp(
      <ul>
        <PlayerCard
          player={makeMarketPlayer({
            id: 'p1',
            nickname: 'new',
            rating: { game: 'valorant', rating: 1120, provisional: true },
          })}
        />
        <PlayerCard
          player={makeMarketPlayer({
            id: 'p2',
            nickname: 'vet',
            rating: { game: 'cs2', rating: 1480, provisional: false },
          })}
        />
        <PlayerCard player={makeMarketPlayer({ id: 'p3', nickname: 'none', rating: null })} />
      </ul>,
    );
    const cards = await screen.findAllByRole('listitem', { name: /.+/ });
    const [fresh, veteran, unrated] = cards.filter(
      (c) => c.parentElement?.tagName === 'UL' && c.closest('ul') === c.parentElement,
    );
    expect(within(fresh!).getByTestId('market-rating')).toHaveTextContent('1120');
    expect(within(fresh!).getByText('Geçici')).toBeInTheDocument();
    expect(within(veteran!).getByTestId('market-rating')).toHaveTextContent('1480');
    expect(within(veteran!).queryByText('Geçici')).not.toBeInTheDocument();
    expect(within(unrated!).getByText('Henüz reytingi yok')).toBeInTheDocument();
  });
});

function Bar({ initial }: { initial: MarketFilters }) {
  const [filters, setFilters] = useState(initial);
  return (
    <MarketFiltersBar
      filters={filters}
      onChange={(next) => setFilters((f) => ({ ...f, ...(next as MarketFilters) }))}
      onClear={() => setFilters({})}
    />
  );
}

describe('the market’s rating filter and sort', () => {
  it('wait for a game: no rating sort and a disabled minimum, with the reason, until one is chosen', async () => {
    stubFetch({});
    renderWithApp(<Bar initial={{}} />);
    const sort = await screen.findByLabelText('Sıralama');
    expect(within(sort).queryByRole('option', { name: 'Reyting' })).not.toBeInTheDocument();
    // The reason is the input's description (read with it), set below the grid so the input stays level with its row.
    expect(screen.getByLabelText('En düşük reyting')).toBeDisabled();
    expect(screen.getByLabelText('En düşük reyting')).toHaveAccessibleDescription(/bir oyun seç:/);
  });

  it('offers the rating sort and the minimum once a game is chosen', async () => {
    stubFetch({});
    renderWithApp(<Bar initial={{ game: 'valorant' }} />);
    const sort = await screen.findByLabelText('Sıralama');
    expect(within(sort).getByRole('option', { name: 'Reyting' })).toBeInTheDocument();
    expect(screen.getByLabelText('En düşük reyting')).toBeEnabled();
    expect(screen.queryByText(/bir oyun seç:/)).not.toBeInTheDocument();
  });
});
