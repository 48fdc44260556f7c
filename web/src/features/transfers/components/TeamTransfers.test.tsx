import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeDetail } from '../../teams/testing/factories';
import { historyUrl } from '../api';
import { makeHistoryItem, makeOffer, page } from '../testing/factories';
import { TeamTransfers } from './TeamTransfers';

describe("the team page's transfers", () => {
  it('lets an outside player offer himself to the team and shows its transfer history', async () => {
    const detail = makeDetail();
    const fetch = stubFetch({
      [historyUrl({ teamId: detail.team.id }, 5)]: page([makeHistoryItem({ fromTeam: null })]),
      'POST /api/transfers/offers': makeOffer({ direction: 'person_to_team' }),
    });
    const user = userEvent.setup();
    renderWithApp(<TeamTransfers detail={{ ...detail, viewer: { ...detail.viewer, role: null } }} />, {
      user: makeUser({ id: 'p5', userType: 'player', onboardingCompleted: true }),
    });
    const move = await screen.findByRole('listitem', { name: 'Ayşe Yılmaz, Falcons' });
    expect(within(move).getByText('Takımsız')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kendini takıma teklif et' }));
    const form = await screen.findByRole('form', { name: `${detail.team.name} takımına kendini teklif et` });
    expect(within(form).queryByLabelText('Takım')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Pozisyon / rol'), 'Sentinel');
    await user.click(within(form).getByRole('button', { name: 'Teklifi gönder' }));
    expect(await screen.findByText('Teklif gönderildi.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/transfers/offers').map((c) => c.body)).toEqual([
      {
        teamId: detail.team.id,
        role: 'player',
        game: detail.team.games[0],
        position: 'Sentinel',
        salary: null,
        contractMonths: null,
      },
    ]);
  });

  it('offers a coach to coach the team, and members nothing', async () => {
    const detail = makeDetail();
    stubFetch({ [historyUrl({ teamId: detail.team.id }, 5)]: page([]) });
    const { unmount } = renderWithApp(
      <TeamTransfers detail={{ ...detail, viewer: { ...detail.viewer, role: null } }} />,
      {
        user: makeUser({ id: 'c5', userType: 'coach', onboardingCompleted: true }),
      },
    );
    expect(await screen.findByRole('button', { name: 'Koçluk teklif et' })).toBeInTheDocument();
    expect(await screen.findByText('Bu takımın henüz transferi yok.')).toBeInTheDocument();
    unmount();
    renderWithApp(<TeamTransfers detail={{ ...detail, viewer: { ...detail.viewer, role: 'player' } }} />, {
      user: makeUser({ id: 'p5', userType: 'player', onboardingCompleted: true }),
    });
    await screen.findByText('Bu takımın henüz transferi yok.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
