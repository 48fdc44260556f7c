import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { lookingForTeamUrl, myRequestsUrl, teamListUrl } from '../api';
import { makeInvitation, makeTeam } from '../testing/factories';
import { TeamsPage } from './TeamsPage';

const me = makeUser({ id: 'u2', userType: 'player', onboardingCompleted: true });
const page = (items: unknown[], nextCursor: string | null = null) => ({ items, nextCursor });

describe('/teams', () => {
  it('lists teams, loads more, and shows no create button to a player', async () => {
    stubFetch({
      [teamListUrl({})]: page([makeTeam()], 'c1'),
      [teamListUrl({}, 'c1')]: page([makeTeam({ id: 't2', slug: 'wolves', name: 'Wolves', verified: true })]),
    });
    const user = userEvent.setup();
    renderWithApp(<TeamsPage />, { user: me, route: '/teams' });
    const list = await screen.findByRole('list', { name: 'Takımlar' });
    expect(within(list).getByRole('link', { name: 'Falcons' })).toHaveAttribute('href', '/team/falcons');
    expect(within(list).getByText('Oyuncu arıyor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    expect(await within(list).findByRole('link', { name: 'Wolves' })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Doğrulanmış takım' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Takım oluştur' })).not.toBeInTheDocument();
  });

  it('filters by game, country, recruiting, verified and name', async () => {
    const url = teamListUrl({ q: 'fal', game: 'cs2', country: 'DE', recruiting: 'coach', verified: 'true' });
    const fetch = stubFetch({ [url]: page([]) });
    const user = userEvent.setup();
    renderWithApp(<TeamsPage />, {
      user: makeUser({ userType: 'team_owner', onboardingCompleted: true }),
      route: '/teams',
    });
    expect(screen.getByRole('link', { name: 'Takım oluştur' })).toHaveAttribute('href', '/teams/create');
    await user.selectOptions(screen.getByLabelText('Oyun'), 'cs2');
    await user.selectOptions(screen.getByLabelText('Ülke'), 'DE');
    await user.selectOptions(screen.getByLabelText('Kadro durumu'), 'coach');
    await user.selectOptions(screen.getByLabelText('Doğrulama'), 'true');
    await user.type(screen.getByLabelText('Takım ara'), 'fal');
    await waitFor(() => expect(callsTo(fetch, 'GET', url)).toHaveLength(1));
    expect(url).toBe('/api/teams?q=fal&game=cs2&country=DE&recruiting=coach&verified=true&limit=20');
    expect(await screen.findByText('Bu filtrelere uyan takım bulunamadı.')).toBeInTheDocument();
  });

  it('shows players looking for a team', async () => {
    stubFetch({
      [lookingForTeamUrl(undefined)]: page([
        {
          id: 'p1',
          nickname: 'deniz',
          firstName: 'Deniz',
          lastName: null,
          avatarUrl: null,
          profileImageUrl: null,
          userType: 'player',
          games: [{ game: 'valorant', roles: ['Duelist'] }],
          skillLevel: null,
          availability: 'full_time',
          location: 'İzmir',
        },
      ]),
    });
    renderWithApp(<TeamsPage />, { user: me, route: '/teams?tab=players' });
    const list = await screen.findByRole('list', { name: 'Takım arayan oyuncular' });
    expect(within(list).getByRole('link', { name: 'Deniz' })).toHaveAttribute('href', '/profile/p1');
    expect(within(list).getByText('VALORANT · Duelist')).toBeInTheDocument();
  });

  it('lists my invitations with accept and decline', async () => {
    const fetch = stubFetch({
      [myRequestsUrl('invitations', 'pending')]: page([makeInvitation()]),
      [myRequestsUrl('applications', 'pending')]: page([]),
      '/api/me/teams': [],
      'POST /api/team-invitations/inv1/accept': makeInvitation({ status: 'accepted' }),
    });
    const user = userEvent.setup();
    renderWithApp(<TeamsPage />, { user: me, route: '/teams?tab=mine' });
    const invitations = await screen.findByRole('list', { name: 'Bana gelen davetler' });
    expect(within(invitations).getByText('Kaan Demir seni Oyuncu olarak davet etti')).toBeInTheDocument();
    expect(await screen.findByText('Henüz bir takımda değilsin.')).toBeInTheDocument();
    expect(screen.getByText('Bekleyen başvurun yok.')).toBeInTheDocument();
    await user.click(within(invitations).getByRole('button', { name: 'Falcons davetini kabul et' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/team-invitations/inv1/accept')).toHaveLength(1));
    expect(await screen.findByText('Falcons takımına katıldın')).toBeInTheDocument();
  });
});
