import { screen, waitFor } from '@testing-library/react';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { UserTeams } from './UserTeams';

const me = makeUser({ onboardingCompleted: true, userType: 'player' });

describe('a profile’s teams', () => {
  it('lists the teams with role and captaincy, linking to each team', async () => {
    stubFetch({
      '/api/users/u2/teams': [
        {
          team: { id: 't1', slug: 'falcons', name: 'Falcons', logoUrl: null, games: ['cs2'] },
          role: 'player',
          isCaptain: true,
          joinedAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    renderWithApp(<UserTeams userId="u2" />, { user: me });
    expect(await screen.findByRole('region', { name: 'Takımları' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Falcons' })).toHaveAttribute('href', '/team/falcons');
    expect(screen.getByText('Kaptan')).toBeInTheDocument();
  });

  it('stays away when the person has no team or the list fails', async () => {
    const fetch = stubFetch({ '/api/users/u2/teams': [], '/api/users/u3/teams': jsonResponse(500, { message: 'x' }) });
    renderWithApp(
      <>
        <UserTeams userId="u2" />
        <UserTeams userId="u3" />
      </>,
      { user: me },
    );
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/users/u2/teams')).toHaveLength(1));
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/users/u3/teams').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Takımları' })).not.toBeInTheDocument();
  });
});
