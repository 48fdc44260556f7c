import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { useToast } from '../../../shared/ui/toast';
import { makeMembership, makeOffer } from '../testing/factories';
import { OfferResponseDialog } from './OfferResponseDialog';

const OFFER_URL = '/api/transfers/offer/of1';
const RESPOND_URL = '/api/transfers/offer/of1/respond';
const player = makeUser({ id: 'u2', nickname: 'ayse', userType: 'player', onboardingCompleted: true });

/** What the toast store holds, so the test can read a toast's duration (Radix keeps it to itself). */
function ToastProbe() {
  const { toasts } = useToast();
  return <output data-testid="toast-duration">{toasts.find((t) => t.open)?.duration ?? ''}</output>;
}

function renderDialog(onClose = vi.fn()) {
  renderWithApp(
    <>
      <OfferResponseDialog offerId="of1" onClose={onClose} />
      <ToastProbe />
    </>,
    { user: player, route: '/dashboard' },
  );
  return onClose;
}

/** Accept, then say yes in the confirmation that tells what the move does. */
async function acceptConfirmed(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(await within(dialog).findByRole('button', { name: 'Kabul et' }));
  const confirm = await screen.findByRole('dialog', { name: /kabul ediyor musun/ });
  await user.click(within(confirm).getByRole('button', { name: 'Evet, kabul et' }));
}

function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

describe('transfer offer response dialog', () => {
  it('shows a pending offer with accept and reject, both disabled while the answer is on its way', async () => {
    const answer = deferred();
    const fetch = stubFetch({ [OFFER_URL]: makeOffer(), [`POST ${RESPOND_URL}`]: () => answer.promise });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Transfer teklifi' });
    expect(await within(dialog).findByText('Falcons')).toBeInTheDocument();
    expect(within(dialog).getByText('Duelist')).toBeInTheDocument();
    expect(within(dialog).getByText('Aylık $1.500')).toBeInTheDocument();
    expect(within(dialog).getByText('12 ay')).toBeInTheDocument();
    expect(within(dialog).getByText('Kadromuza katıl!')).toBeInTheDocument();
    expect(within(dialog).getByText('Beklemede')).toBeInTheDocument();

    // Rejecting asks first (it cannot be taken back); going back sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    let confirm = await screen.findByRole('dialog', { name: 'Teklifi reddediyor musun?' });
    expect(confirm).toHaveTextContent('Falcons takımının teklifi reddedilir ve takıma bildirilir. Bu geri alınamaz.');
    await user.click(within(confirm).getByRole('button', { name: 'Geri dön' }));
    expect(callsTo(fetch, 'POST', RESPOND_URL)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    confirm = await screen.findByRole('dialog', { name: 'Teklifi reddediyor musun?' });
    await user.click(within(confirm).getByRole('button', { name: 'Evet, reddet' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kabul et' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Reddet' })).toBeDisabled();
    // A second click while processing sends nothing more.
    await user.click(within(dialog).getByRole('button', { name: 'Kabul et' }));
    expect(callsTo(fetch, 'POST', RESPOND_URL)).toEqual([expect.objectContaining({ body: { action: 'reject' } })]);

    answer.resolve(
      jsonResponse(200, makeOffer({ status: 'rejected', viewer: { canRespond: false, canWithdraw: false } })),
    );
    expect(await screen.findByText('Transfer teklifi reddedildi.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Kabul et' })).not.toBeInTheDocument();
    // The buttons that had focus are gone: the outcome has it, inside the dialog.
    await waitFor(() => expect(within(dialog).getByText('Teklifi reddettin.')).toHaveFocus());
    expect(within(dialog).getByText('Reddedildi')).toBeInTheDocument();
  });

  it('accepting shows a 4 s toast and closes the dialog 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({
      [OFFER_URL]: makeOffer(),
      [`POST ${RESPOND_URL}`]: makeOffer({ status: 'accepted', viewer: { canRespond: false, canWithdraw: false } }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Transfer teklifi' });
    await acceptConfirmed(user, dialog);
    expect(await screen.findByText('Transfer teklifi kabul edildi.')).toBeInTheDocument();
    expect(screen.getByTestId('toast-duration')).toHaveTextContent('4000');
    expect(within(dialog).getByText('Teklifi kabul ettin.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reddet' })).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1_800);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows no buttons for an offer that is no longer pending', async () => {
    stubFetch({
      [OFFER_URL]: makeOffer({
        status: 'accepted',
        decidedAt: '2026-03-02T10:00:00.000Z',
        viewer: { canRespond: false, canWithdraw: false },
      }),
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Transfer teklifi' });
    expect(await within(dialog).findByText('Bu teklif artık beklemede değil: Kabul edildi.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Kabul et' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reddet' })).not.toBeInTheDocument();
  });

  it('shows no buttons to the sender of a pending offer', async () => {
    stubFetch({ [OFFER_URL]: makeOffer({ viewer: { canRespond: false, canWithdraw: true } }) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Transfer teklifi' });
    expect(await within(dialog).findByText('Teklif karşı tarafın yanıtını bekliyor.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Kabul et' })).not.toBeInTheDocument();
  });

  it("shows the server's message for a missing offer", async () => {
    stubFetch({
      [OFFER_URL]: jsonResponse(404, { message: 'Bu transfer teklifi mevcut değil veya erişim izniniz yok.' }),
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Transfer teklifi' });
    expect(
      await within(dialog).findByText('Bu transfer teklifi mevcut değil veya erişim izniniz yok.'),
    ).toBeInTheDocument();
  });

  it("a failed answer shows the server's message, and the offer as it is now", async () => {
    let decided = false;
    stubFetch({
      [OFFER_URL]: () =>
        jsonResponse(
          200,
          decided ? makeOffer({ status: 'accepted', viewer: { canRespond: false, canWithdraw: false } }) : makeOffer(),
        ),
      [`POST ${RESPOND_URL}`]: () => {
        decided = true;
        return jsonResponse(409, { message: 'Bu transfer teklifi bulunamadı veya artık mevcut değil.' });
      },
    });
    const user = userEvent.setup();
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Transfer teklifi' });
    await acceptConfirmed(user, dialog);
    expect(await screen.findByText('Bu transfer teklifi bulunamadı veya artık mevcut değil.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Bu teklif artık beklemede değil: Kabul edildi.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a failure without a server message says "İşlem sırasında bir hata oluştu."', async () => {
    stubFetch({
      [OFFER_URL]: makeOffer(),
      [`POST ${RESPOND_URL}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Transfer teklifi' });
    await acceptConfirmed(user, dialog);
    expect(await screen.findByText('İşlem sırasında bir hata oluştu.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kabul et' })).toBeEnabled();
  });

  it('accepting asks first, saying which team he leaves and which he joins as what; going back sends nothing', async () => {
    const fetch = stubFetch({
      [OFFER_URL]: makeOffer(),
      '/api/me/teams': [
        makeMembership({
          team: { id: 't9', slug: 'eagles', name: 'Eagles', logoUrl: null, games: ['valorant'] },
          role: 'player',
          isCaptain: true,
        }),
        makeMembership({
          team: { id: 't8', slug: 'owls', name: 'Owls', logoUrl: null, games: ['cs2'] },
          role: 'player',
        }),
      ],
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Transfer teklifi' });
    await user.click(await within(dialog).findByRole('button', { name: 'Kabul et' }));
    const confirm = await screen.findByRole('dialog', { name: 'Teklifi kabul ediyor musun?' });
    // Only the team where he plays the offer's game (valorant) is left.
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(
        'Eagles takımından ayrılacak ve Falcons takımına oyuncu olarak katılacaksın. Kadro değişikliği hemen yapılır.',
      ),
    );
    // The keyboard lands on the safe choice.
    expect(within(confirm).getByRole('button', { name: 'Geri dön' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Geri dön' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /kabul ediyor musun/ })).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', RESPOND_URL)).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Kabul et' })).toBeEnabled();
  });

  it('a coaching offer reads as one: its title, who offered whom, the confirmation and the toast', async () => {
    const coach = { id: 'u2', nickname: 'ayse', userType: 'coach' as const };
    const coaching = makeOffer({ role: 'coach', position: 'Head Coach', player: { ...makeOffer().player, ...coach } });
    const fetch = stubFetch({
      [OFFER_URL]: coaching,
      '/api/me/teams': [makeMembership({ role: 'coach' })],
      [`POST ${RESPOND_URL}`]: { ...coaching, status: 'accepted', viewer: { canRespond: false, canWithdraw: false } },
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Koçluk teklifi' });
    expect(
      await within(dialog).findByText('Kaan Demir, Falcons adına Ayşe Yılmaz adlı koça koçluk teklif etti'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/oyuncusuna/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kabul et' }));
    const confirm = await screen.findByRole('dialog', { name: 'Koçluk teklifini kabul ediyor musun?' });
    expect(confirm).toHaveAccessibleDescription(
      'Falcons takımına koç olarak katılacaksın. Koçluk yaptığın diğer takımlarda kalırsın. Kadro değişikliği hemen yapılır.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Evet, kabul et' }));
    expect(await screen.findByText('Koçluk teklifi kabul edildi.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', RESPOND_URL)).toEqual([expect.objectContaining({ body: { action: 'accept' } })]);
  });
});
