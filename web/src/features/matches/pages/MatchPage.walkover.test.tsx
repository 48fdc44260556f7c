import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeDetail, organizerViewer, submitter } from '../testing/factories';
import { MatchRoute } from './MatchPage';

const DETAIL = '/api/matches/m1';
const HISTORY = '/api/matches/m1/history';
const WALKOVER = '/api/matches/m1/walkover';
const reader = makeUser({ id: 'u2', userType: 'team_owner', onboardingCompleted: true });

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/matches/:id" element={<MatchRoute />} />
    </Routes>,
    { user: reader, route: '/matches/m1' },
  );
}

const walkoverViewer = { ...organizerViewer, canAwardWalkover: true };

describe('the organizer’s walkover on the match page', () => {
  it('asks first, then gives the match to the chosen side', async () => {
    const fetch = stubFetch({
      [DETAIL]: makeDetail({}, walkoverViewer),
      [HISTORY]: { items: [] },
      [`POST ${WALKOVER}`]: makeDetail({ status: 'completed', winner: 'b' }).match,
    });
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Hükmen galibiyet' });
    await user.click(within(section).getByRole('button', { name: 'Takım 2 hükmen kazansın' }));
    const dialog = await screen.findByRole('dialog', { name: 'Takım 2 hükmen kazansın mı?' });
    expect(dialog).toHaveTextContent('Maç Takım 2 lehine 0–1 olarak sonuçlanır');
    expect(callsTo(fetch, 'POST', WALKOVER)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Hükmen galibiyeti ver' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', WALKOVER)[0]?.body).toEqual({ winner: 'b' }));
    expect(await screen.findByText('Maç hükmen sonuçlandırıldı.')).toBeInTheDocument();
  });

  it('shows the server’s reason when it is refused, in English too', async () => {
    await i18next.changeLanguage('en');
    stubFetch({
      [DETAIL]: makeDetail({ bestOf: 3 }, walkoverViewer),
      [HISTORY]: { items: [] },
      [`POST ${WALKOVER}`]: jsonResponse(409, { message: 'This match cannot be given as a walkover.', code: 'x' }),
    });
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Walkover' });
    expect(section).toHaveTextContent('(2–0)');
    await user.click(within(section).getByRole('button', { name: 'Walkover for Takım 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give Takım 1 a walkover?' });
    await user.click(within(dialog).getByRole('button', { name: 'Give the walkover' }));
    expect(await screen.findByText('This match cannot be given as a walkover.')).toBeInTheDocument();
  });

  it('is not offered to the sides; a side waiting for the match time is told when results open', async () => {
    stubFetch({
      [DETAIL]: makeDetail(
        { scheduledAt: '2030-05-01T18:00:00.000Z' },
        { ...submitter, canSubmitResult: false, resultsOpenAt: '2030-05-01T18:00:00.000Z' },
      ),
      [HISTORY]: { items: [] },
    });
    renderPage();
    const notice = await screen.findByText(/Bu maçın sonucu maç saatinden sonra bildirilebilir: /);
    // The time is the reader's, the zone named.
    expect(notice).toHaveTextContent(/bildirilebilir: .+ (GMT|UTC)[^.]*\.$/);
    expect(screen.getByText(/^Maç zamanı: /)).toHaveTextContent(/^Maç zamanı: .+ (GMT|UTC)/);
    expect(screen.queryByRole('region', { name: 'Hükmen galibiyet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sonucu gönder' })).not.toBeInTheDocument();
  });
});
