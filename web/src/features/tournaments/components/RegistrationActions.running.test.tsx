import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeDetail, makeRegistration, makeViewer } from '../testing/factories';
import { RegistrationActions } from './RegistrationActions';

const owner = makeUser({ id: 'u1', userType: 'team_owner', onboardingCompleted: true });
const running = { status: 'in_progress' as const, bracketGeneratedAt: '2026-05-10T10:00:00.000Z' };

describe('leaving a running tournament', () => {
  it('the entrant may still withdraw, told first that its matches become walkovers', async () => {
    const fetch = stubFetch({
      'DELETE /api/tournaments/tr1/registrations/r1': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const detail = makeDetail(makeViewer({ registrations: [makeRegistration(1, { seed: 1 })] }), running);
    renderWithApp(<RegistrationActions detail={detail} />, { user: owner });
    await user.click(screen.getByRole('button', { name: 'Takım 1 kaydından çekil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('rakiplerine hükmen galibiyet olarak yazılır');
    await user.click(within(dialog).getByRole('button', { name: 'Kayıttan çekil' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE', '/api/tournaments/tr1/registrations/r1')).toHaveLength(1));
  });

  it('an entrant already out shows why, with nothing left to do', () => {
    stubFetch({ x: jsonResponse(200, {}) });
    const out = makeRegistration(1, { seed: 1, withdrawal: 'disqualified' });
    renderWithApp(<RegistrationActions detail={makeDetail(makeViewer({ registrations: [out] }), running)} />, {
      user: owner,
    });
    expect(screen.getByText('Diskalifiye')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Takım 1 kaydından çekil' })).toBeNull();
  });
});
