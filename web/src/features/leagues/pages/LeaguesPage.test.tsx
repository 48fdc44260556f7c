import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { fromLocalInput } from '../../tournaments/lib/tournamentForm';
import { leagueListUrl } from '../api';
import { makeLeague } from '../testing/factories';
import { CreateLeaguePage } from './CreateLeaguePage';
import { LeaguesPage } from './LeaguesPage';

const member = makeUser({ userType: 'player', onboardingCompleted: true });
const page = (items: unknown[], nextCursor: string | null = null) => ({ items, nextCursor });

describe('/leagues', () => {
  it('lists leagues and filters them by game and status', async () => {
    const filtered = leagueListUrl({ game: 'lol', status: 'completed' });
    const fetch = stubFetch({ [leagueListUrl({})]: page([makeLeague()]), [filtered]: page([]) });
    const user = userEvent.setup();
    renderWithApp(<LeaguesPage />, { user: member, route: '/leagues' });
    const list = await screen.findByRole('list', { name: 'Ligler' });
    const card = within(list).getByRole('link', { name: 'Süper Lig' }).closest('li')!;
    expect(within(list).getByRole('link', { name: 'Süper Lig' })).toHaveAttribute('href', '/leagues/lg1');
    expect(within(card).getByText('2026 İlkbahar')).toBeInTheDocument();
    expect(within(card).getByText('Takım: 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lig oluştur' })).toHaveAttribute('href', '/leagues/create');
    await user.selectOptions(screen.getByLabelText('Oyun'), 'lol');
    await user.selectOptions(screen.getByLabelText('Durum'), 'completed');
    await waitFor(() => expect(callsTo(fetch, 'GET', filtered)).toHaveLength(1));
    expect(await screen.findByText('Bu filtrelere uyan lig bulunamadı.')).toBeInTheDocument();
  });
});

describe('/leagues/create', () => {
  function renderCreate() {
    return renderWithApp(
      <Routes>
        <Route path="/leagues/create" element={<CreateLeaguePage />} />
        <Route path="/leagues/:id" element={<p>league page</p>} />
      </Routes>,
      { user: member, route: '/leagues/create' },
    );
  }

  it('checks the fields before sending', async () => {
    const fetch = stubFetch({});
    const user = userEvent.setup();
    renderCreate();
    await user.clear(screen.getByLabelText('Haftalar arası gün'));
    await user.type(screen.getByLabelText('Haftalar arası gün'), '90');
    await user.click(screen.getByRole('button', { name: 'Ligi oluştur' }));
    expect(screen.getByLabelText('Lig adı')).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(screen.getByLabelText('Oyun')).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(screen.getByLabelText('Sezon')).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(screen.getByLabelText('İlk hafta')).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(screen.getByLabelText('Haftalar arası gün')).toHaveAccessibleDescription(
      '1 ile 60 arasında bir gün sayısı gir.',
    );
    expect(callsTo(fetch, 'POST', '/api/leagues')).toHaveLength(0);
  });

  it('creates the league and opens its manage tab', async () => {
    const fetch = stubFetch({ 'POST /api/leagues': () => jsonResponse(201, { league: makeLeague({ id: 'lg9' }) }) });
    const user = userEvent.setup();
    renderCreate();
    await user.type(screen.getByLabelText('Lig adı'), 'Kampüs Ligi');
    await user.selectOptions(screen.getByLabelText('Oyun'), 'valorant');
    await user.type(screen.getByLabelText('Sezon'), '2026 Güz');
    await user.selectOptions(screen.getByLabelText('Devre'), 'double');
    await user.type(screen.getByLabelText('İlk hafta'), '2026-09-01T19:00');
    await user.click(screen.getByRole('button', { name: 'Ligi oluştur' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/leagues')[0]?.body).toEqual({
        name: 'Kampüs Ligi',
        game: 'valorant',
        season: '2026 Güz',
        rounds: 'double',
        startsAt: fromLocalInput('2026-09-01T19:00'),
        matchIntervalDays: 7,
        country: 'TR',
      }),
    );
    expect(await screen.findByText('league page')).toBeInTheDocument();
  });
});
