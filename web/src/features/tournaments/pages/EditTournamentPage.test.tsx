import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { fromLocalInput, toLocalInput } from '../lib/tournamentForm';
import { makeDetail, makeTournament, makeViewer, organizerViewer } from '../testing/factories';
import { EditTournamentRoute } from './EditTournamentPage';

const me = makeUser({ id: 'own', userType: 'team_owner', onboardingCompleted: true });

function renderEdit() {
  return renderWithApp(
    <Routes>
      <Route path="/tournaments/:id/edit" element={<EditTournamentRoute />} />
      <Route path="/tournaments/:id" element={<p>tournament page</p>} />
    </Routes>,
    { user: me, route: '/tournaments/tr1/edit' },
  );
}

describe('/tournaments/:id/edit', () => {
  it('fills the form with the tournament as it is', async () => {
    stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer, {
        checkInOpensAt: '2026-06-02T16:00:00.000Z',
        checkInClosesAt: '2026-06-02T17:30:00.000Z',
      }),
    });
    renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Turnuvayı düzenle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yaz Kupası' })).toHaveAttribute('href', '/tournaments/tr1');
    expect(screen.getByLabelText('Turnuva adı')).toHaveValue('Yaz Kupası');
    expect(screen.getByLabelText('Oyun')).toHaveValue('valorant');
    expect(screen.getByLabelText('Format')).toHaveValue('single_elimination');
    expect(screen.getByLabelText('En fazla katılımcı')).toHaveValue(16);
    expect(screen.getByLabelText('Ödül havuzu (isteğe bağlı)')).toHaveValue('10.000 TL');
    expect(screen.getByLabelText('Kurallar (isteğe bağlı)')).toHaveValue('Bo3, final Bo5');
    expect(screen.getByLabelText('Açıklama (isteğe bağlı)')).toHaveValue('Yaz turnuvası');
    // Dates in the reader's time zone, as a datetime-local input holds them.
    expect(screen.getByLabelText('Kayıt son tarihi')).toHaveValue(toLocalInput('2026-06-01T18:00:00.000Z'));
    expect(screen.getByLabelText('Başlangıç')).toHaveValue(toLocalInput('2026-06-02T18:00:00.000Z'));
    expect(screen.getByRole('switch', { name: 'Check-in kullan' })).toBeChecked();
    expect(screen.getByLabelText('Check-in açılışı')).toHaveValue(toLocalInput('2026-06-02T16:00:00.000Z'));
    expect(screen.getByLabelText('Check-in kapanışı')).toHaveValue(toLocalInput('2026-06-02T17:30:00.000Z'));
  });

  it('sends only the fields that changed, then says so and opens the tournament', async () => {
    const fetch = stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer),
      'PATCH /api/tournaments/tr1': () =>
        jsonResponse(200, { tournament: makeTournament({ name: 'Yaz Kupası Finali', prizePool: null }) }),
    });
    const user = userEvent.setup();
    renderEdit();
    const name = await screen.findByLabelText('Turnuva adı');
    await user.clear(name);
    await user.type(name, 'Yaz Kupası Finali');
    await user.clear(screen.getByLabelText('Ödül havuzu (isteğe bağlı)'));
    await user.clear(screen.getByLabelText('Başlangıç'));
    await user.type(screen.getByLabelText('Başlangıç'), '2026-06-03T20:00');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', '/api/tournaments/tr1')).toHaveLength(1));
    // A cleared optional field is sent as null; untouched fields are not sent at all.
    expect(callsTo(fetch, 'PATCH', '/api/tournaments/tr1')[0]?.body).toEqual({
      name: 'Yaz Kupası Finali',
      prizePool: null,
      startsAt: fromLocalInput('2026-06-03T20:00'),
    });
    expect(await screen.findByText('Turnuva güncellendi.')).toBeInTheDocument();
    expect(await screen.findByText('tournament page')).toBeInTheDocument();
  });

  it('sends nothing when nothing changed', async () => {
    const fetch = stubFetch({ '/api/tournaments/tr1': makeDetail(organizerViewer) });
    const user = userEvent.setup();
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(await screen.findByText('Değişiklik yok.')).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH', '/api/tournaments/tr1')).toHaveLength(0);
    expect(screen.queryByText('tournament page')).not.toBeInTheDocument();
  });

  it("shows the server's refusal and stays on the form", async () => {
    stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer),
      'PATCH /api/tournaments/tr1': () =>
        jsonResponse(409, {
          message: 'Katılımcı sayısı kayıtlı olanların altına inemez.',
          code: 'max_below_registered',
        }),
    });
    const user = userEvent.setup();
    renderEdit();
    const max = await screen.findByLabelText('En fazla katılımcı');
    await user.clear(max);
    await user.type(max, '2');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(await screen.findByText('Turnuva güncellenemedi.')).toBeInTheDocument();
    expect(screen.getAllByText('Katılımcı sayısı kayıtlı olanların altına inemez.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Turnuva adı')).toBeInTheDocument();
    expect(screen.queryByText('tournament page')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a deadline in the past under the deadline field", async () => {
    const refusal =
      'Kayıt son tarihi gelecekte olmalı. Kayıtları şimdi kapatmak için "Kayıtları kapat" durumunu kullanın.';
    const fetch = stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer),
      'PATCH /api/tournaments/tr1': () =>
        jsonResponse(400, {
          message: refusal,
          code: 'registration_deadline_past',
          issues: [{ path: 'registrationDeadline', code: 'registration_deadline_past', message: refusal }],
        }),
    });
    const user = userEvent.setup();
    renderEdit();
    const deadline = await screen.findByLabelText('Kayıt son tarihi');
    await user.clear(deadline);
    await user.type(deadline, '2020-01-01T18:00');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', '/api/tournaments/tr1')).toHaveLength(1));
    expect(await screen.findByLabelText('Kayıt son tarihi')).toHaveAccessibleDescription(refusal);
  });

  it('tells someone who may not edit it so, with the way back, and shows no form', async () => {
    stubFetch({ '/api/tournaments/tr1': makeDetail(makeViewer()) });
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Bu turnuvayı düzenleyemezsin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turnuvaya dön' })).toHaveAttribute('href', '/tournaments/tr1');
    expect(screen.queryByLabelText('Turnuva adı')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Değişiklikleri kaydet' })).not.toBeInTheDocument();
  });

  it('does not let even the organizer edit a finished tournament', async () => {
    stubFetch({ '/api/tournaments/tr1': makeDetail(organizerViewer, { status: 'completed' }) });
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Bu turnuvayı düzenleyemezsin' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Turnuva adı')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Değişiklikleri kaydet' })).not.toBeInTheDocument();
  });
});
