import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeNotification } from '../../../test/factories';
import { makeUser, renderWithApp } from '../../../test/render';
import { runNotificationHandler } from '../../notifications/handlers';
import { makeInvitation } from '../testing/factories';
import { InvitationDialogHost } from './InvitationDialogHost';

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const invitationNotification = makeNotification({
  id: 'n5',
  type: 'team_invitation',
  relatedId: 'inv1',
  actionUrl: '/team/falcons',
  params: { team: 'Falcons', slug: 'falcons', nickname: 'kaan', role: 'player' },
});

function renderHost(routes: Record<string, Handler | Response | unknown>) {
  const fetch = stubFetch(routes);
  const navigate = vi.fn();
  renderWithApp(
    <>
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
      <InvitationDialogHost />
    </>,
    { route: '/dashboard', user: makeUser({ id: 'u2', onboardingCompleted: true, userType: 'player' }) },
  );
  return { fetch, navigate, user: userEvent.setup() };
}

describe('team invitation notifications', () => {
  it('open an accept/decline dialog; accepting joins and opens the team page', async () => {
    const { fetch, navigate, user } = renderHost({
      '/api/team-invitations/inv1': makeInvitation(),
      'POST /api/team-invitations/inv1/accept': makeInvitation({ status: 'accepted' }),
    });
    await waitFor(() => expect(runNotificationHandler(invitationNotification, { navigate })).toBe(true));
    const dialog = await screen.findByRole('dialog', { name: 'Takım daveti' });
    expect(await within(dialog).findByText('Falcons seni Oyuncu olarak takıma davet ediyor.')).toBeInTheDocument();
    expect(within(dialog).getByText('Davet eden: Kaan Demir')).toBeInTheDocument();
    expect(within(dialog).getByText('Aramıza katıl!')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Kabul et' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/team/falcons'));
    expect(callsTo(fetch, 'POST', '/api/team-invitations/inv1/accept')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Falcons takımına katıldın')).toBeInTheDocument();
  });

  it('shows why an accept cannot work (already playing the game elsewhere) and switches Accept off, keeping Decline', async () => {
    const { fetch, navigate, user } = renderHost({
      '/api/team-invitations/inv1': makeInvitation(),
      'POST /api/team-invitations/inv1/accept': () =>
        jsonResponse(409, {
          code: 'already_in_team_for_game',
          message: 'Bu oyuncu aynı oyunda başka bir takımda zaten oyuncu olarak yer alıyor.',
        }),
    });
    await waitFor(() => expect(runNotificationHandler(invitationNotification, { navigate })).toBe(true));
    const dialog = await screen.findByRole('dialog', { name: 'Takım daveti' });
    await user.click(await within(dialog).findByRole('button', { name: 'Kabul et' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bu oyunda zaten başka bir takımda oynuyorsun, bu yüzden bu daveti kabul edemezsin.',
    );
    expect(within(dialog).getByRole('button', { name: 'Kabul et' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Reddet' })).toBeEnabled();
    expect(callsTo(fetch, 'POST', '/api/team-invitations/inv1/accept')).toHaveLength(1);
  });

  it('declines without leaving the page', async () => {
    const { fetch, navigate, user } = renderHost({
      '/api/team-invitations/inv1': makeInvitation(),
      'POST /api/team-invitations/inv1/decline': makeInvitation({ status: 'rejected' }),
    });
    await waitFor(() => expect(runNotificationHandler(invitationNotification, { navigate })).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/team-invitations/inv1/decline')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('goes to the actionUrl instead when the invitation is no longer pending', async () => {
    const { fetch, navigate } = renderHost({ '/api/team-invitations/inv1': makeInvitation({ status: 'withdrawn' }) });
    await waitFor(() => expect(runNotificationHandler(invitationNotification, { navigate })).toBe(true));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/team/falcons'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('goes to the actionUrl when the invitation is gone', async () => {
    const { navigate } = renderHost({ '/api/team-invitations/inv1': jsonResponse(404, { message: 'yok' }) });
    await waitFor(() => expect(runNotificationHandler(invitationNotification, { navigate })).toBe(true));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/team/falcons'));
  });

  it('declines a notification without an invitation id, so the click navigates as usual', async () => {
    const { navigate } = renderHost({});
    await waitFor(() =>
      expect(runNotificationHandler({ ...invitationNotification, relatedId: null }, { navigate })).toBe(false),
    );
  });
});
