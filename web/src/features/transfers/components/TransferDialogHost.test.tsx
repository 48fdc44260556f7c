import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../../test/fetchStub';
import { makeNotification } from '../../../test/factories';
import { makeUser, renderWithApp } from '../../../test/render';
import { runNotificationHandler } from '../../notifications/handlers';
import { makeOffer } from '../testing/factories';
import { TransferDialogHost } from './TransferDialogHost';

const navigate = vi.fn();
const notification = (
  type: 'transfer_offer' | 'coaching_offer' | 'transfer_offer_accepted' | 'transfer_offer_rejected',
  relatedId: string | null = 'of1',
) =>
  makeNotification({
    type,
    relatedId,
    actionUrl: '/transfers',
    params: { user: 'kaan', position: 'Duelist', team: 'Falcons' },
  });

describe('transfer notifications (spec §4 click rules)', () => {
  it('a transfer_offer opens the response dialog', async () => {
    stubFetch({ '/api/transfers/offer/of1': makeOffer() });
    renderWithApp(<TransferDialogHost />, {
      user: makeUser({ id: 'u2', userType: 'player', onboardingCompleted: true }),
    });
    await waitFor(() => expect(runNotificationHandler(notification('transfer_offer'), { navigate })).toBe(true));
    // The dialogs' code loads on the first click.
    const dialog = await screen.findByRole('dialog', { name: 'Transfer teklifi' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('button', { name: 'Kabul et' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a coaching_offer opens the same response dialog, titled as a coaching offer', async () => {
    stubFetch({ '/api/transfers/offer/of1': makeOffer({ role: 'coach', position: 'Head Coach' }) });
    renderWithApp(<TransferDialogHost />, {
      user: makeUser({ id: 'u2', userType: 'coach', onboardingCompleted: true }),
    });
    await waitFor(() => expect(runNotificationHandler(notification('coaching_offer'), { navigate })).toBe(true));
    const dialog = await screen.findByRole('dialog', { name: 'Koçluk teklifi' }, { timeout: 5000 });
    expect(await within(dialog).findByText('Head Coach')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kabul et' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['transfer_offer_accepted', 'transfer_offer_rejected'] as const)(
    '%s opens the result dialog',
    async (type) => {
      const status = type === 'transfer_offer_accepted' ? 'accepted' : 'rejected';
      stubFetch({
        '/api/transfers/offer/of1': makeOffer({ status, viewer: { canRespond: false, canWithdraw: false } }),
      });
      renderWithApp(<TransferDialogHost />, {
        user: makeUser({ id: 'own', userType: 'team_owner', onboardingCompleted: true }),
      });
      await waitFor(() => expect(runNotificationHandler(notification(type), { navigate })).toBe(true));
      const dialog = await screen.findByRole('dialog', { name: 'Transfer teklifi sonucu' }, { timeout: 5000 });
      expect(
        await within(dialog).findByText(status === 'accepted' ? 'Kabul edildi' : 'Reddedildi'),
      ).toBeInTheDocument();
    },
  );

  it.each(['transfer_offer_accepted', 'transfer_offer_rejected'] as const)(
    "%s of a coaching offer (params' role coach) opens the result dialog, titled as a coaching offer",
    async (type) => {
      const status = type === 'transfer_offer_accepted' ? 'accepted' : 'rejected';
      stubFetch({
        '/api/transfers/offer/of1': makeOffer({
          role: 'coach',
          position: 'Head Coach',
          status,
          viewer: { canRespond: false, canWithdraw: false },
        }),
      });
      renderWithApp(<TransferDialogHost />, {
        user: makeUser({ id: 'own', userType: 'team_owner', onboardingCompleted: true }),
      });
      const coaching = makeNotification({ ...notification(type), params: { user: 'kaan', role: 'coach' } });
      await waitFor(() => expect(runNotificationHandler(coaching, { navigate })).toBe(true));
      const dialog = await screen.findByRole('dialog', { name: 'Koçluk teklifi sonucu' }, { timeout: 5000 });
      expect(await within(dialog).findByText('Head Coach')).toBeInTheDocument();
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('leaves a notification without an offer id to its actionUrl, and other types alone', async () => {
    renderWithApp(<TransferDialogHost />, { user: makeUser() });
    await waitFor(() => expect(runNotificationHandler(notification('transfer_offer', null), { navigate })).toBe(false));
    expect(
      runNotificationHandler(makeNotification({ type: 'transfer_offer_declined', relatedId: 'of1' }), { navigate }),
    ).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
