import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { fromLocalInput } from '../lib/tournamentForm';
import { makeTournament } from '../testing/factories';
import { CreateTournamentPage } from './CreateTournamentPage';

const host = makeUser({ userType: 'team_owner', onboardingCompleted: true });

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/tournaments/create" element={<CreateTournamentPage />} />
      <Route path="/tournaments/:id" element={<p>tournament page</p>} />
    </Routes>,
    { user: host, route: '/tournaments/create' },
  );
}

describe('/tournaments/create', () => {
  it('shows a message under every field the contract refuses, before anything is sent', async () => {
    const fetch = stubFetch({});
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Turnuva adı'), 'ab');
    await user.clear(screen.getByLabelText('En fazla katılımcı'));
    await user.type(screen.getByLabelText('En fazla katılımcı'), '300');
    await user.click(screen.getByRole('button', { name: 'Turnuvayı oluştur' }));
    expect(screen.getByLabelText('Turnuva adı')).toHaveAccessibleDescription('En az 3 karakter olmalı.');
    expect(screen.getByLabelText('Oyun')).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(screen.getByLabelText('En fazla katılımcı')).toHaveAccessibleDescription('2 ile 256 arasında bir sayı gir.');
    expect(screen.getByLabelText('Kayıt son tarihi')).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(screen.getByLabelText('Başlangıç')).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(callsTo(fetch, 'POST', '/api/tournaments')).toHaveLength(0);
    // The reader is taken to the first problem (on a phone the button is far below it).
    await waitFor(() => expect(screen.getByLabelText('Turnuva adı')).toHaveFocus());
  });

  it('checks the dates: deadline before start, the check-in window whole, in order and before the start', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Kayıt son tarihi'), '2099-07-02T18:00');
    await user.type(screen.getByLabelText('Başlangıç'), '2099-07-01T18:00');
    await user.click(screen.getByRole('switch', { name: 'Check-in kullan' }));
    await user.type(screen.getByLabelText('Check-in açılışı'), '2099-07-01T19:00');
    await user.click(screen.getByRole('button', { name: 'Turnuvayı oluştur' }));
    expect(screen.getByLabelText('Kayıt son tarihi')).toHaveAccessibleDescription(
      'Kayıt son tarihi başlangıçtan sonra olamaz.',
    );
    expect(screen.getByLabelText('Check-in kapanışı')).toHaveAccessibleDescription('Bu alan zorunludur.');

    await user.type(screen.getByLabelText('Check-in kapanışı'), '2099-07-01T18:30');
    await user.click(screen.getByRole('button', { name: 'Turnuvayı oluştur' }));
    expect(screen.getByLabelText('Check-in kapanışı')).toHaveAccessibleDescription(
      'Check-in kapanışı açılışından sonra olmalı.',
    );
  });

  it('refuses a registration deadline that has passed under its field, before sending', async () => {
    const fetch = stubFetch({});
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Turnuva adı'), 'Geçmiş Kupa');
    await user.selectOptions(screen.getByLabelText('Oyun'), 'lol');
    await user.type(screen.getByLabelText('Kayıt son tarihi'), '2020-07-01T18:00');
    await user.type(screen.getByLabelText('Başlangıç'), '2099-07-02T18:00');
    await user.click(screen.getByRole('button', { name: 'Turnuvayı oluştur' }));
    const deadline = screen.getByLabelText('Kayıt son tarihi');
    expect(deadline).toHaveAccessibleDescription('Kayıt son tarihi gelecekte olmalı.');
    await waitFor(() => expect(deadline).toHaveFocus());
    expect(callsTo(fetch, 'POST', '/api/tournaments')).toHaveLength(0);
  });

  it('sends the tournament, dates as ISO instants, and opens its page', async () => {
    const fetch = stubFetch({
      'POST /api/tournaments': () => jsonResponse(201, { tournament: makeTournament({ id: 'new1' }) }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Turnuva adı'), 'Bahar Kupası');
    await user.selectOptions(screen.getByLabelText('Oyun'), 'cs2');
    await user.selectOptions(screen.getByLabelText('Format'), 'swiss');
    await user.type(screen.getByLabelText('Tur sayısı (isteğe bağlı)'), '5');
    await user.clear(screen.getByLabelText('En fazla katılımcı'));
    await user.type(screen.getByLabelText('En fazla katılımcı'), '32');
    await user.type(screen.getByLabelText('Kayıt son tarihi'), '2099-07-01T18:00');
    await user.type(screen.getByLabelText('Başlangıç'), '2099-07-02T18:00');
    await user.type(screen.getByLabelText('Ödül havuzu (isteğe bağlı)'), '5.000 TL');
    await user.click(screen.getByRole('button', { name: 'Turnuvayı oluştur' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/tournaments')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/tournaments')[0]?.body).toEqual({
      name: 'Bahar Kupası',
      game: 'cs2',
      format: 'swiss',
      swissRounds: 5,
      participantKind: 'team',
      maxParticipants: 32,
      registrationDeadline: fromLocalInput('2099-07-01T18:00'),
      startsAt: fromLocalInput('2099-07-02T18:00'),
      prizePool: '5.000 TL',
      country: 'TR',
      status: 'registration_open',
    });
    expect(await screen.findByText('tournament page')).toBeInTheDocument();
    expect(await screen.findByText('Turnuva oluşturuldu.')).toBeInTheDocument();
  });

  it("shows the server's refusal above the form and in a toast", async () => {
    stubFetch({
      'POST /api/tournaments': () =>
        jsonResponse(400, {
          message: 'Kayıt son tarihi başlangıçtan sonra olamaz.',
          issues: [{ path: 'registrationDeadline', message: 'Kayıt son tarihi başlangıçtan sonra olamaz.' }],
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Turnuva adı'), 'Bahar Kupası');
    await user.selectOptions(screen.getByLabelText('Oyun'), 'lol');
    await user.type(screen.getByLabelText('Kayıt son tarihi'), '2099-07-01T18:00');
    await user.type(screen.getByLabelText('Başlangıç'), '2099-07-02T18:00');
    await user.click(screen.getByRole('button', { name: 'Turnuvayı oluştur' }));
    expect(await screen.findByText('Turnuva oluşturulamadı.')).toBeInTheDocument();
    expect(screen.getByLabelText('Kayıt son tarihi')).toHaveAccessibleDescription(
      'Kayıt son tarihi başlangıçtan sonra olamaz.',
    );
    // Taken to the field, not left at the button with a toast (on a long form the message is far above).
    await waitFor(() => expect(screen.getByLabelText('Kayıt son tarihi')).toHaveFocus());
  });

  it('tells someone who has not finished onboarding that they cannot host', () => {
    stubFetch({});
    renderWithApp(<CreateTournamentPage />, { user: makeUser({ onboardingCompleted: false }) });
    expect(screen.getByRole('heading', { name: 'Turnuva düzenleyemezsin' })).toBeInTheDocument();
  });
});
