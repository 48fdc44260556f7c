import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeDetail, makeTournament, organizerViewer } from '../testing/factories';
import { EditTournamentRoute } from './EditTournamentPage';

const me = makeUser({ id: 'own', userType: 'team_owner', onboardingCompleted: true });

describe('the tournament form’s early results switch', () => {
  it('shows the setting as saved and sends only it when the organizer allows early play', async () => {
    const fetch = stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer),
      'PATCH /api/tournaments/tr1': () =>
        jsonResponse(200, { tournament: makeTournament({ allowEarlyResults: true }) }),
    });
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/tournaments/:id/edit" element={<EditTournamentRoute />} />
        <Route path="/tournaments/:id" element={<p>tournament page</p>} />
      </Routes>,
      { user: me, route: '/tournaments/tr1/edit' },
    );
    const early = await screen.findByRole('switch', { name: 'Maç saatinden önce sonuç bildirilebilsin' });
    expect(early).not.toBeChecked();
    expect(
      screen.getByText('Kapalıyken takımlar bir maçın sonucunu ancak maç saati geldikten sonra bildirebilir.'),
    ).toBeInTheDocument();
    await user.click(early);
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'PATCH', '/api/tournaments/tr1')[0]?.body).toEqual({ allowEarlyResults: true }),
    );
    expect(await screen.findByText('tournament page')).toBeInTheDocument();
  });
});
