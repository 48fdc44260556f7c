import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { tournamentListUrl } from '../api';
import { makeSummary } from '../testing/factories';
import { TournamentsPage } from './TournamentsPage';

const member = makeUser({ id: 'u2', userType: 'player', onboardingCompleted: true });
const page = (items: unknown[], nextCursor: string | null = null) => ({ items, nextCursor });

describe('/tournaments', () => {
  it('lists tournaments as cards and loads more', async () => {
    stubFetch({
      [tournamentListUrl({})]: page([makeSummary({ participantsCount: 16, maxParticipants: 16 })], 'c1'),
      [tournamentListUrl({}, 'c1')]: page([
        makeSummary({ id: 'tr2', name: 'Kış Ligi Kupası', format: 'swiss', status: 'in_progress', prizePool: null }),
      ]),
    });
    const user = userEvent.setup();
    renderWithApp(<TournamentsPage />, { user: member, route: '/tournaments' });
    const list = await screen.findByRole('list', { name: 'Turnuvalar' });
    const card = within(list).getByRole('link', { name: 'Yaz Kupası' }).closest('li')!;
    expect(within(list).getByRole('link', { name: 'Yaz Kupası' })).toHaveAttribute('href', '/tournaments/tr1');
    expect(within(card).getByText('VALORANT')).toBeInTheDocument();
    expect(within(card).getByText('Tek eleme')).toBeInTheDocument();
    expect(within(card).getByText('Kayıtlar açık')).toBeInTheDocument();
    expect(within(card).getByText('16/16 katılımcı')).toBeInTheDocument();
    expect(within(card).getByText('10.000 TL')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    const second = (await within(list).findByRole('link', { name: 'Kış Ligi Kupası' })).closest('li')!;
    expect(within(second).getByText('İsviçre sistemi')).toBeInTheDocument();
    expect(within(second).getByText('Devam ediyor')).toBeInTheDocument();
    // Whoever finished onboarding may host.
    expect(screen.getByRole('link', { name: 'Turnuva oluştur' })).toHaveAttribute('href', '/tournaments/create');
  });

  it('filters by game, status, format and name, and says when nothing matches', async () => {
    const url = tournamentListUrl({ q: 'yaz', game: 'cs2', status: 'registration_open', format: 'double_elimination' });
    expect(url).toBe('/api/tournaments?q=yaz&game=cs2&status=registration_open&format=double_elimination&limit=20');
    const fetch = stubFetch({ [tournamentListUrl({})]: page([makeSummary()]), [url]: page([]) });
    const user = userEvent.setup();
    renderWithApp(<TournamentsPage />, { user: member, route: '/tournaments' });
    await screen.findByRole('link', { name: 'Yaz Kupası' });
    await user.selectOptions(screen.getByLabelText('Oyun'), 'cs2');
    await user.selectOptions(screen.getByLabelText('Durum'), 'registration_open');
    await user.selectOptions(screen.getByLabelText('Format'), 'double_elimination');
    await user.type(screen.getByLabelText('Turnuva ara'), 'yaz');
    await waitFor(() => expect(callsTo(fetch, 'GET', url)).toHaveLength(1));
    expect(await screen.findByText('Bu filtrelere uyan turnuva bulunamadı.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    expect(await screen.findByRole('link', { name: 'Yaz Kupası' })).toBeInTheDocument();
  });

  it('shows the tournaments the reader hosts or is registered for', async () => {
    const fetch = stubFetch({
      [tournamentListUrl({})]: page([]),
      [tournamentListUrl({ mine: 'hosting' })]: page([makeSummary({ name: 'Benim Kupam' })]),
      [tournamentListUrl({ mine: 'registered' })]: page([]),
    });
    const user = userEvent.setup();
    renderWithApp(<TournamentsPage />, { user: member, route: '/tournaments' });
    expect(await screen.findByText('Henüz turnuva yok. İlk turnuvayı sen düzenle!')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Düzenlediklerim' }));
    expect(await screen.findByRole('link', { name: 'Benim Kupam' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Kayıtlı olduklarım' }));
    expect(await screen.findByText('Kayıtlı olduğun bir turnuva yok.')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', tournamentListUrl({ mine: 'registered' }))).toHaveLength(1);
  });

  it('shows a loading state, then an error with retry', async () => {
    let fail = true;
    stubFetch({
      [tournamentListUrl({})]: () =>
        fail
          ? new Response('{"message":"boom"}', { status: 500 })
          : new Response(JSON.stringify(page([makeSummary()]))),
    });
    const user = userEvent.setup();
    renderWithApp(<TournamentsPage />, { user: member, route: '/tournaments' });
    expect(screen.getByRole('status')).toHaveTextContent('Turnuvalar yükleniyor...');
    expect(await screen.findByText('Turnuvalar yüklenemedi.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('link', { name: 'Yaz Kupası' })).toBeInTheDocument();
  });

  it('offers no create button before onboarding is complete', async () => {
    stubFetch({ [tournamentListUrl({})]: page([]) });
    renderWithApp(<TournamentsPage />, { user: makeUser({ onboardingCompleted: false }), route: '/tournaments' });
    await screen.findByText('Henüz turnuva yok. İlk turnuvayı sen düzenle!');
    expect(screen.queryByRole('link', { name: 'Turnuva oluştur' })).not.toBeInTheDocument();
  });
});
