import type { GameRating } from '@esn/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { RatingsCard } from './RatingsCard';

const me = makeUser({ id: 'me', userType: 'player', onboardingCompleted: true });

const rating = (over: Partial<GameRating> = {}): GameRating => ({
  game: 'valorant',
  rating: 1123,
  mu: 30,
  sigma: 4.5,
  games: 3,
  provisional: true,
  history: [
    { at: '2026-11-01T10:00:00.000Z', rating: 1010, matchId: 'm1' },
    { at: '2026-11-02T10:00:00.000Z', rating: 1080, matchId: 'm2' },
    { at: '2026-11-03T10:00:00.000Z', rating: 1123, matchId: 'm3' },
  ],
  ...over,
});

// The app's first language is Turkish (spec §1): the texts below are the TR locale's.
describe('the ratings card', () => {
  it('shows each game’s rating with the provisional mark only while provisional, and explains the number', async () => {
    stubFetch({
      '/api/users/p1/ratings': {
        items: [rating(), rating({ game: 'cs2', rating: 1420, games: 12, provisional: false, history: [] })],
      },
    });
    renderWithApp(<RatingsCard subject={{ kind: 'user', id: 'p1' }} />, { user: me });
    const valorant = await screen.findByTestId('rating-valorant');
    expect(within(valorant).getByTestId('rating-value')).toHaveTextContent('1123');
    expect(within(valorant).getByText('Geçici')).toBeInTheDocument();
    expect(within(valorant).getByText('3 puanlı maç')).toBeInTheDocument();
    expect(within(valorant).getByText(/1010 puandan 1123 puana/)).toBeInTheDocument();
    const cs2 = screen.getByTestId('rating-cs2');
    expect(within(cs2).getByTestId('rating-value')).toHaveTextContent('1420');
    expect(within(cs2).queryByText('Geçici')).toBeNull();

    await userEvent.click(screen.getByText('Bu sayı nedir?'));
    expect(screen.getByText(/1000 \+ 50 ×/)).toBeVisible();
    expect(screen.getByText(/Hükmen galibiyetler ve bay geçişler sayılmaz/)).toBeVisible();
  });

  it('says so when nothing is rated yet (a person, a team), and when the read fails', async () => {
    stubFetch({
      '/api/users/p2/ratings': { items: [] },
      '/api/teams/t1/ratings': { items: [] },
      '/api/users/p3/ratings': () => jsonResponse(500, { message: 'down' }),
    });
    const { unmount } = renderWithApp(<RatingsCard subject={{ kind: 'user', id: 'p2' }} />, { user: me });
    expect(await screen.findByText(/Henüz puanlanmış maç yok/)).toBeInTheDocument();
    expect(screen.queryByTestId('rating-value')).toBeNull();
    unmount();
    const team = renderWithApp(<RatingsCard subject={{ kind: 'team', id: 't1' }} />, { user: me });
    expect(await screen.findByText('Bu takımın henüz puanlanmış maçı yok.')).toBeInTheDocument();
    team.unmount();
    renderWithApp(<RatingsCard subject={{ kind: 'user', id: 'p3' }} />, { user: me });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Puanlar yüklenemedi.');
  });
});
