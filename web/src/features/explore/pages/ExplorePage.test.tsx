import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makePost, pageOf } from '../../posts/testFactories';
import { ExplorePage } from './ExplorePage';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

describe('explore', () => {
  it('shows trending tags and the newest posts of the top tags while the box is empty', async () => {
    const fetch = stubFetch({
      '/api/tags/trending?limit=10': {
        items: [
          { tag: 'valorant', label: 'valorant', score: 5, authors: 4 },
          { tag: 'cs2', label: 'cs2', score: 3, authors: 2 },
          { tag: 'lol', label: 'lol', score: 2, authors: 2 },
          { tag: 'dota', label: 'dota', score: 1, authors: 1 },
        ],
      },
      '/api/tags/valorant/posts?limit=5': pageOf([
        makePost({ id: 'v1', body: 'eski #valorant', createdAt: hoursAgo(5) }),
        makePost({ id: 'both', body: 'ikisi #valorant #cs2', createdAt: hoursAgo(2) }),
      ]),
      '/api/tags/cs2/posts?limit=5': pageOf([
        makePost({ id: 'both', body: 'ikisi #valorant #cs2', createdAt: hoursAgo(2) }),
        makePost({ id: 'c1', body: 'yeni #cs2', createdAt: hoursAgo(1) }),
      ]),
      '/api/tags/lol/posts?limit=5': pageOf([]),
    });
    renderWithApp(<ExplorePage />, { user: me, route: '/explore' });
    const feed = await screen.findByRole('feed', { name: 'Gündemdeki gönderiler' });
    const bodies = within(feed)
      .getAllByRole('article')
      .map((a) => a.textContent);
    expect(bodies).toEqual([
      expect.stringContaining('yeni'),
      expect.stringContaining('ikisi'),
      expect.stringContaining('eski'),
    ]);
    expect(callsTo(fetch, 'GET', '/api/tags/dota/posts?limit=5')).toHaveLength(0);
    expect(within(screen.getByRole('region', { name: 'Trend etiketler' })).getAllByRole('link')).toHaveLength(4);
  });

  it('searches from the address and keeps the box in it', async () => {
    stubFetch({
      '/api/tags/trending?limit=10': { items: [] },
      '/api/search?q=ayse': { people: [], teams: [], posts: [] },
      '/api/search?q=kurt': {
        people: [],
        teams: [{ id: 't1', slug: 'kurtlar', name: 'Kurtlar', logoUrl: 'uploads/logo.png', country: 'DE' }],
        posts: [],
      },
    });
    const user = userEvent.setup();
    renderWithApp(
      <>
        <ExplorePage />
        <Search />
      </>,
      { user: me, route: '/explore?q=ayse' },
    );
    expect(screen.getByRole('searchbox')).toHaveValue('ayse');
    expect(await screen.findByText('“ayse” için sonuç bulunamadı.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'kurt');
    expect(screen.getByTestId('search')).toHaveTextContent('?q=kurt');
    const team = await screen.findByRole('link', { name: /Kurtlar/ });
    expect(team).toHaveTextContent('Almanya');
    expect(team.querySelector('img')).toHaveAttribute('src', '/public-objects/logo.png');
    expect(screen.getByText('“kurt” için 1 sonuç')).toBeInTheDocument();
  });
});
