import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeOffer } from '../testing/factories';
import { OfferResultDialog } from './OfferResultDialog';

const owner = makeUser({ id: 'own', nickname: 'kaan', userType: 'team_owner', onboardingCompleted: true });
const decided = { decidedAt: '2026-03-02T10:00:00.000Z', viewer: { canRespond: false, canWithdraw: false } };

describe('transfer offer result dialog', () => {
  it('tells the sender his offer was accepted, with everything it offered', async () => {
    stubFetch({ '/api/transfers/offer/of1': makeOffer({ status: 'accepted', ...decided }) });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<OfferResultDialog offerId="of1" onClose={onClose} />, { user: owner });
    const dialog = await screen.findByRole('dialog', { name: 'Transfer teklifi sonucu' });
    expect(await within(dialog).findByText('Ayşe Yılmaz teklifini kabul etti.')).toBeInTheDocument();
    expect(within(dialog).getByText('Kabul edildi')).toBeInTheDocument();
    expect(within(dialog).getByText('Duelist')).toBeInTheDocument();
    expect(within(dialog).getByText('VALORANT')).toBeInTheDocument();
    expect(within(dialog).getByText('Aylık $1.500')).toBeInTheDocument();
    expect(within(dialog).getByText('Sonuçlandı')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Takıma git' })).toHaveAttribute('href', '/team/falcons');
    // Details only: nothing to answer here.
    expect(within(dialog).queryByRole('button', { name: 'Kabul et' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('tells the sender his offer was rejected (in English too)', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('en');
    stubFetch({
      '/api/transfers/offer/of1': makeOffer({ status: 'rejected', salary: null, contractMonths: null, ...decided }),
    });
    renderWithApp(<OfferResultDialog offerId="of1" onClose={vi.fn()} />, { user: owner });
    const dialog = await screen.findByRole('dialog', { name: 'Transfer offer details' });
    expect(await within(dialog).findByText('Ayşe Yılmaz rejected your offer.')).toBeInTheDocument();
    expect(within(dialog).getByText('Rejected')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Not stated')).toHaveLength(2);
  });

  it("shows the server's message when the offer is not the reader's", async () => {
    stubFetch({
      '/api/transfers/offer/of1': jsonResponse(404, {
        message: 'Bu transfer teklifi mevcut değil veya erişim izniniz yok.',
      }),
    });
    renderWithApp(<OfferResultDialog offerId="of1" onClose={vi.fn()} />, { user: owner });
    expect(await screen.findByText('Bu transfer teklifi mevcut değil veya erişim izniniz yok.')).toBeInTheDocument();
  });
});
