import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createQueryClient } from '../../../app/queryClient';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { pendingResultKey } from '../api';
import { makeMatch, makePending } from '../testing/factories';
import { MatchResultDialog } from './MatchResultDialog';

const PENDING_URL = '/api/matches/m1/pending-result';
const DECIDE_URL = '/api/matches/m1/approve-result';
const member = makeUser({ id: 'u2', userType: 'team_owner', onboardingCompleted: true });

function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

function renderDialog(onClose = vi.fn()) {
  renderWithApp(<MatchResultDialog matchId="m1" onClose={onClose} />, { user: member, route: '/dashboard' });
  return onClose;
}

const approved = () => jsonResponse(200, { outcome: 'approved', match: makeMatch({ id: 'm1', status: 'completed' }) });

describe('match result approval dialog (spec §2)', () => {
  it('shows both teams, the score, who sent it and when, the screenshot and the deadline with a live countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({ [PENDING_URL]: makePending() });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Maç sonucu onayı' });
    expect(await within(dialog).findByText('Takım 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Takım 2')).toBeInTheDocument();
    expect(within(dialog).getByText('2 – 1')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Kaan \(@kaan\) tarafından .*2026.* tarihinde gönderildi\.$/)).toBeInTheDocument();
    // Spec §5: a stored path under /uploads/ is served from /public-objects/.
    expect(within(dialog).getByRole('img', { name: 'Maç sonucunun ekran görüntüsü' })).toHaveAttribute(
      'src',
      '/public-objects/results/shot.png',
    );
    expect(within(dialog).getByText(/^Son onay zamanı: /)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Bu süre içinde onaylanmaz ya da reddedilmezse sonuç otomatik olarak onaylanır.'),
    ).toBeInTheDocument();
    const timer = within(dialog).getByRole('timer');
    expect(timer).toHaveTextContent(/^1 sa 0 dk (29|30) sn$/);
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(timer).toHaveTextContent(/^59 dk (28|29) sn$/);
    expect(within(dialog).getByRole('link', { name: 'Maç sayfasını aç' })).toHaveAttribute('href', '/matches/m1');
  });

  it('shows no screenshot box at all without a screenshot (it is optional)', async () => {
    stubFetch({ [PENDING_URL]: makePending({ screenshotUrl: null }) });
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('2 – 1')).toBeInTheDocument();
    expect(within(dialog).queryByText('Ekran görüntüsü bulunamadı')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Ekran görüntüsü yüklenemedi')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Ekran görüntüsünü büyüt' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Maç sonucunun ekran görüntüsü' })).not.toBeInTheDocument();
  });

  it('says "Ekran görüntüsü yüklenemedi" when the image does not load, and opens a loaded one larger', async () => {
    const user = userEvent.setup();
    stubFetch({ [PENDING_URL]: makePending({ screenshotUrl: '/objects/private-shot.png' }) });
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Ekran görüntüsünü büyüt' }));
    const viewer = await screen.findByRole('dialog', { name: 'Ekran görüntüsü' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/objects/private-shot.png');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ekran görüntüsü' })).not.toBeInTheDocument());
    fireEvent.error(within(dialog).getByRole('img', { name: 'Maç sonucunun ekran görüntüsü' }));
    expect(await within(dialog).findByText('Ekran görüntüsü yüklenemedi')).toBeInTheDocument();
  });

  it('disables approve and reject while the answer is on its way; success says "Maç sonucu işlendi" and closes', async () => {
    const answer = deferred();
    const fetch = stubFetch({ [PENDING_URL]: makePending(), [`POST ${DECIDE_URL}`]: () => answer.promise });
    const user = userEvent.setup();
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reddet' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Onayla' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(callsTo(fetch, 'POST', DECIDE_URL)).toEqual([expect.objectContaining({ body: { approved: true } })]);

    answer.resolve(approved());
    expect(await screen.findByText('Maç sonucu işlendi')).toBeInTheDocument();
    expect(screen.getByText('Başarılı')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a rejection sends approved: false and says a dispute was opened that the organizer decides, not "işlendi"', async () => {
    const fetch = stubFetch({
      [PENDING_URL]: makePending(),
      [`POST ${DECIDE_URL}`]: jsonResponse(200, { outcome: 'disputed', match: makeMatch({ id: 'm1' }) }),
    });
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    // A dispute cannot be taken back: it asks first, and going back sends nothing.
    const ask = await screen.findByRole('dialog', { name: 'Sonuca itiraz edilsin mi?' });
    await user.click(within(ask).getByRole('button', { name: 'Vazgeç' }));
    expect(callsTo(fetch, 'POST', DECIDE_URL)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Reddet' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reddet' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sonuca itiraz edilsin mi?' })).getByRole('button', {
        name: 'İtiraz et',
      }),
    );
    expect(await screen.findByText(/^İtiraz açıldı: .*Organizatör .* sonucu belirleyecek/)).toBeInTheDocument();
    expect(screen.queryByText('Maç sonucu işlendi')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'POST', DECIDE_URL)[0]?.body).toEqual({ approved: false });
  });

  it('in English, a rejection says a dispute was opened and the organizer decides', async () => {
    await i18next.changeLanguage('en');
    stubFetch({
      [PENDING_URL]: makePending(),
      [`POST ${DECIDE_URL}`]: jsonResponse(200, { outcome: 'disputed', match: makeMatch({ id: 'm1' }) }),
    });
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Dispute this result?' })).getByRole('button', {
        name: 'Dispute result',
      }),
    );
    expect(await screen.findByText(/^Dispute opened: .*The organizer .* decide the result/)).toBeInTheDocument();
    expect(screen.queryByText('Match result processed')).not.toBeInTheDocument();
  });

  it('a failure says "Maç sonucu işlenirken bir hata oluştu" (and why), and the buttons come back', async () => {
    stubFetch({
      [PENDING_URL]: makePending(),
      [`POST ${DECIDE_URL}`]: jsonResponse(409, { message: 'Onay süresi doldu.', code: 'approval_deadline_passed' }),
    });
    const user = userEvent.setup();
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Maç sonucu işlenirken bir hata oluştu')).toBeInTheDocument();
    expect(screen.getByText('Hata')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Onay süresi doldu.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Onayla' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('after the deadline the buttons are disabled and the automatic approval is announced', async () => {
    stubFetch({ [PENDING_URL]: makePending({ approvalDeadline: new Date(Date.now() - 1_000).toISOString() }) });
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Onay süresi doldu; sonuç otomatik olarak onaylanıyor.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Onayla' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Reddet' })).toBeDisabled();
  });

  it('reads the result the notification click already looked up, without asking again', async () => {
    const fetch = stubFetch({});
    const queryClient = createQueryClient();
    queryClient.setQueryData(pendingResultKey('m1'), makePending());
    renderWithApp(<MatchResultDialog matchId="m1" onClose={vi.fn()} />, { user: member, queryClient });
    expect(await screen.findByRole('button', { name: 'Onayla' })).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', PENDING_URL)).toHaveLength(0);
  });

  it('is in English too', async () => {
    await i18next.changeLanguage('en');
    stubFetch({ [PENDING_URL]: makePending({ screenshotUrl: null }) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Match result approval' });
    expect(await within(dialog).findByText(/^Submitted by Kaan \(@kaan\) on /)).toBeInTheDocument();
    expect(within(dialog).queryByText('Screenshot not found')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^1h 0m \d+s$/);
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });
});
