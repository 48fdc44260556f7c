import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makePerson } from '../../profile/testing/factories';
import { SuggestionsCard } from './SuggestionsCard';

const me = makeUser({ id: 'me', onboardingCompleted: true, userType: 'player' });

describe('suggestions card', () => {
  it('shows at most five suggestions with their reason, connects in place and links to /network', async () => {
    const people = Array.from({ length: 6 }, (_, i) =>
      makePerson({
        id: `p${i}`,
        nickname: `oyuncu${i}`,
        firstName: null,
        lastName: null,
        reason: { sharedGames: [], sharedRoles: [], sharedTeams: i === 0 ? 2 : 0, mutualConnections: i === 0 ? 1 : 0 },
      }),
    );
    const fetch = stubFetch({
      '/api/network/suggestions?limit=5': { items: people, nextCursor: 'x' },
      'POST /api/connections/p0': { status: 'pending_outgoing' },
    });
    const user = userEvent.setup();
    renderWithApp(<SuggestionsCard />, { user: me });

    const card = await screen.findByRole('region', { name: 'Tanıyor olabileceğin kişiler' });
    expect(await within(card).findAllByRole('link', { name: /oyuncu\d/ })).toHaveLength(5);
    expect(within(card).getByText('1 ortak bağlantı · 2 ortak takım')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'oyuncu0 ile bağlantı kur' }));
    expect(await within(card).findByText('İstek gönderildi')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/connections/p0')).toHaveLength(1);
    expect(within(card).getByRole('link', { name: 'Ağımı görüntüle' })).toHaveAttribute('href', '/network');
  });

  it('says so when there is nobody to suggest', async () => {
    stubFetch({ '/api/network/suggestions?limit=5': { items: [], nextCursor: null } });
    renderWithApp(<SuggestionsCard />, { user: me });
    expect(
      await screen.findByText('Şimdilik öneri yok. Profiline oyun ekledikçe öneriler gelecek.'),
    ).toBeInTheDocument();
  });
});
