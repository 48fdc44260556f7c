import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { myMatchesUrl } from '../api';
import { makeMatch, makeSummary, participant } from '../testing/factories';
import { UpcomingMatchesCard } from './UpcomingMatchesCard';
import { UserTournaments } from './UserTournaments';

const me = makeUser({ onboardingCompleted: true, userType: 'team_owner' });

describe('dashboard: upcoming matches', () => {
  it('lists the next matches, each leading to the match in its bracket', async () => {
    stubFetch({
      [myMatchesUrl('upcoming')]: {
        items: [
          makeMatch({ id: 'm7', scheduledAt: '2026-06-02T18:00:00.000Z' }),
          makeMatch({
            id: 'm8',
            a: { participant: participant(3), score: null, result: null },
            b: null,
            position: { stage: 1, groupKind: 'single', group: 1, round: 2, number: 1, rounds: 3 },
          }),
        ],
      },
    });
    renderWithApp(<UpcomingMatchesCard />, { user: me });
    const list = await screen.findByRole('list', { name: 'Yaklaşan maçların' });
    const first = within(list).getByRole('link', { name: /Takım 1 – Takım 2/ });
    expect(first).toHaveAttribute('href', '/tournaments/tr1?tab=bracket&match=m7');
    expect(within(list).getByRole('link', { name: /Takım 3 – BAY.*Yarı final/ })).toBeInTheDocument();
  });

  it('says when there is none and where to find a tournament', async () => {
    stubFetch({ [myMatchesUrl('upcoming')]: { items: [] } });
    renderWithApp(<UpcomingMatchesCard />, { user: me });
    expect(await screen.findByText(/Yaklaşan maçın yok\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turnuvalara göz at' })).toHaveAttribute('href', '/tournaments');
  });
});

describe('profile and CV: tournaments', () => {
  const entries = {
    items: [
      {
        tournament: makeSummary({ status: 'completed' }),
        role: 'participant',
        participant: {
          id: 'r1',
          kind: 'team',
          team: { id: 't1', slug: 'falcons', name: 'Falcons', logoUrl: null },
          name: 'Falcons',
          seed: 1,
          finalRank: 1,
        },
      },
      { tournament: makeSummary({ id: 'tr2', name: 'Kış Kupası' }), role: 'organizer', participant: null },
    ],
    nextCursor: null,
  };

  it('lists what the person organized and played, with the final place', async () => {
    stubFetch({ '/api/users/u9/tournaments?limit=20': entries });
    renderWithApp(<UserTournaments userId="u9" variant="cv" />, { user: me });
    const list = await screen.findByRole('list', { name: 'Turnuvalar' });
    expect(within(list).getByRole('link', { name: 'Yaz Kupası' })).toHaveAttribute('href', '/tournaments/tr1');
    expect(within(list).getByText('Falcons ile katıldı · 1. oldu')).toBeInTheDocument();
    expect(within(list).getByText('Organizatör')).toBeInTheDocument();
  });

  it('stays out of the profile when there is nothing, and says so on the CV', async () => {
    stubFetch({ '/api/users/u9/tournaments?limit=20': { items: [], nextCursor: null } });
    const profile = renderWithApp(<UserTournaments userId="u9" variant="profile" />, { user: me });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Turnuvalar' })).not.toBeInTheDocument();
    profile.unmount();
    renderWithApp(<UserTournaments userId="u9" variant="cv" />, { user: me });
    expect(await screen.findByText('Henüz yok.')).toBeInTheDocument();
  });
});
