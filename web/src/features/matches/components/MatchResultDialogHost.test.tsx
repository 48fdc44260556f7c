import { TIMINGS } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeNotification } from '../../../test/factories';
import { makeUser, renderWithApp } from '../../../test/render';
import { runNotificationHandler } from '../../notifications/handlers';
import { makePending } from '../testing/factories';
import { MatchResultDialogHost } from './MatchResultDialogHost';

const PENDING_URL = '/api/matches/m1/pending-result';
const member = makeUser({ id: 'u2', userType: 'team_owner', onboardingCompleted: true });
const matchResult = (ageMs: number) =>
  makeNotification({
    type: 'match_result',
    relatedId: 'm1',
    actionUrl: '/matches/m1',
    createdAt: new Date(Date.now() - ageMs).toISOString(),
    params: { home: 'Takım 1', away: 'Takım 2', scoreA: 2, scoreB: 1, context: 'Yaz Kupası' },
  });

function renderHost() {
  const navigate = vi.fn();
  renderWithApp(<MatchResultDialogHost />, { user: member, route: '/dashboard' });
  return navigate;
}

describe('match_result notifications (spec §4: the approval panel)', () => {
  it('a notification younger than 5 minutes whose pending result is found opens the dialog', async () => {
    stubFetch({ [PENDING_URL]: makePending() });
    const navigate = renderHost();
    await waitFor(() => expect(runNotificationHandler(matchResult(60_000), { navigate })).toBe(true));
    const dialog = await screen.findByRole('dialog', { name: 'Maç sonucu onayı' });
    expect(await within(dialog).findByRole('button', { name: 'Onayla' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an older one is left to its actionUrl, without a lookup', async () => {
    const fetch = stubFetch({ [PENDING_URL]: makePending() });
    const navigate = renderHost();
    await waitFor(() =>
      expect(runNotificationHandler(matchResult(TIMINGS.approvalPanelMaxAgeMs + 1_000), { navigate })).toBe(false),
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('404: the toast "Maç sonucu bulunamadı", then the match page', async () => {
    stubFetch({
      [PENDING_URL]: jsonResponse(404, { message: 'Maç sonucu bulunamadı', code: 'match_result_not_found' }),
    });
    const navigate = renderHost();
    await waitFor(() => expect(runNotificationHandler(matchResult(0), { navigate })).toBe(true));
    expect(await screen.findByText('Maç sonucu bulunamadı')).toBeInTheDocument();
    expect(screen.getByText('Hata')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/matches/m1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('another failure: the toast "Maç sonucu yüklenirken bir hata oluştu", then the match page', async () => {
    stubFetch({ [PENDING_URL]: jsonResponse(500, { message: 'Sunucu hatası' }) });
    const navigate = renderHost();
    await waitFor(() => expect(runNotificationHandler(matchResult(0), { navigate })).toBe(true));
    expect(await screen.findByText('Maç sonucu yüklenirken bir hata oluştu')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/matches/m1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says it in English too', async () => {
    await i18next.changeLanguage('en');
    stubFetch({ [PENDING_URL]: jsonResponse(404, { message: 'Match result not found' }) });
    const navigate = renderHost();
    await waitFor(() => expect(runNotificationHandler(matchResult(0), { navigate })).toBe(true));
    expect(await screen.findByText('Match result not found')).toBeInTheDocument();
  });
});
