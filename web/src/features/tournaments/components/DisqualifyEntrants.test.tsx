import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeRegistration, makeTournament } from '../testing/factories';
import { DisqualifyEntrants } from './DisqualifyEntrants';

const organizer = makeUser({ id: 'u9', onboardingCompleted: true });
const running = makeTournament({ status: 'in_progress', bracketGeneratedAt: '2026-05-10T10:00:00.000Z' });
const entrants = [
  makeRegistration(1, { seed: 1 }),
  makeRegistration(2, { seed: 2, withdrawal: 'withdrawn' }),
  makeRegistration(3, { seed: null }),
];
const DISQUALIFY = '/api/tournaments/tr1/registrations/r1/disqualify';

describe('DisqualifyEntrants', () => {
  it('lists the bracket’s entrants; disqualifying one asks first, then calls the server', async () => {
    const fetch = stubFetch({ [`POST ${DISQUALIFY}`]: { ...entrants[0], withdrawal: 'disqualified' } });
    const user = userEvent.setup();
    renderWithApp(<DisqualifyEntrants tournament={running} participants={entrants} />, { user: organizer });
    const list = screen.getByRole('list', { name: 'Turnuvadaki katılımcılar' });
    // Who did not make the bracket is not listed; who already left shows why, with no button.
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Çekildi')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Takım 2 katılımcısını diskalifiye et' })).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Takım 1 katılımcısını diskalifiye et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Takım 1 diskalifiye edilsin mi?' });
    expect(callsTo(fetch, 'POST', DISQUALIFY)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Diskalifiye et' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', DISQUALIFY)).toHaveLength(1));
    expect(await screen.findByText('Takım 1 diskalifiye edildi.')).toBeInTheDocument();
  });

  it('shows nothing before the bracket or after the end', () => {
    stubFetch({});
    for (const t of [makeTournament({ status: 'registration_open' }), { ...running, status: 'completed' as const }]) {
      const { unmount } = renderWithApp(<DisqualifyEntrants tournament={t} participants={entrants} />, {
        user: organizer,
      });
      expect(screen.queryByRole('list', { name: 'Turnuvadaki katılımcılar' })).toBeNull();
      unmount();
    }
  });
});
