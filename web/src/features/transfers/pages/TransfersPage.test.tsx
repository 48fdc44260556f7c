import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { coachesUrl, historyUrl, marketUrl, offersUrl } from '../api';
import {
  makeCoachProfile,
  makeHistoryItem,
  makeMarketPlayer,
  makeMembership,
  makeOffer,
  makeParty,
  page,
} from '../testing/factories';
import { makeProfileResponse } from '../../profile/testing/factories';
import { TransfersPage } from './TransfersPage';

const owner = makeUser({ id: 'own', nickname: 'kaan', userType: 'team_owner', onboardingCompleted: true });
const feed = historyUrl({}, 5);

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderPage(routes: Record<string, unknown>, { user = owner, route = '/transfers' } = {}) {
  const fetch = stubFetch({
    '/api/me/teams': [makeMembership()],
    [feed]: page([makeHistoryItem()]),
    ...routes,
  });
  renderWithApp(
    <Routes>
      <Route
        path="/transfers"
        element={
          <>
            <TransfersPage />
            <Search />
          </>
        }
      />
    </Routes>,
    { user, route },
  );
  return { fetch, user: userEvent.setup() };
}

describe('/transfers', () => {
  it('lists players as cards with the market fields, loads more, and shows the latest transfers', async () => {
    const { user } = renderPage({
      [marketUrl({})]: page(
        [
          makeMarketPlayer({
            achievements: ['storyteller'],
            level: 3,
            teams: [{ id: 't9', slug: 'x', name: 'Eagles', logoUrl: null, games: ['valorant'] }],
          }),
        ],
        'c1',
      ),
      [marketUrl({}, 'c1')]: page([
        makeMarketPlayer({
          id: 'u3',
          nickname: 'mert',
          firstName: null,
          lastName: null,
          verified: false,
          availability: 'not_available',
          availableFrom: null,
          skillLevel: null,
          lookingForTeam: false,
          age: null,
        }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Oyuncular' });
    const card = within(list).getByRole('listitem', { name: 'Ayşe Yılmaz' });
    expect(within(card).getByRole('link', { name: 'Ayşe Yılmaz' })).toHaveAttribute('href', '/profile/u2');
    expect(within(card).getByRole('img', { name: 'Doğrulanmış' })).toBeInTheDocument();
    expect(within(card).getByText(/21 yaşında/)).toBeInTheDocument();
    expect(within(card).getByText('42 profil görüntülenmesi')).toBeInTheDocument();
    expect(within(card).getByText(/Hemen · 1 Mar 2026 itibarıyla/)).toBeInTheDocument();
    expect(within(card).getByText('Uzman')).toBeInTheDocument();
    expect(within(card).getByText('Takım arıyor')).toBeInTheDocument();
    expect(within(card).getByText('Hikâye anlatıcısı')).toBeInTheDocument();
    expect(within(card).getByText('Seviye 3')).toBeInTheDocument();
    expect(within(card).getByText('Takımı: Eagles')).toBeInTheDocument();
    expect(within(card).getByText('· Duelist, IGL')).toBeInTheDocument();
    // The owner leads a team: he may send an offer from the card.
    expect(await within(card).findByRole('button', { name: 'Teklif gönder: Ayşe Yılmaz' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    const second = await within(list).findByRole('listitem', { name: 'mert' });
    expect(within(second).getByText('Uygun değil')).toBeInTheDocument();
    expect(within(second).getByText('Belirtilmemiş')).toBeInTheDocument();

    const latest = await screen.findByRole('list', { name: 'Transfer geçmişi' });
    const move = within(latest).getByRole('listitem', { name: 'Ayşe Yılmaz, Falcons' });
    expect(within(move).getByRole('link', { name: 'Eagles' })).toHaveAttribute('href', '/team/eagles');
    expect(within(move).getByRole('link', { name: 'Falcons' })).toHaveAttribute('href', '/team/falcons');
  });

  it('says an offer is pending on the card of a player the team already made one to, instead of a form ending in 409', async () => {
    renderPage({
      [marketUrl({})]: page([
        makeMarketPlayer(),
        makeMarketPlayer({ id: 'u3', nickname: 'mert', firstName: null, lastName: null }),
      ]),
      [offersUrl('sent', 'pending')]: page([makeOffer()]),
    });
    const list = await screen.findByRole('list', { name: 'Oyuncular' });
    const offered = within(list).getByRole('listitem', { name: 'Ayşe Yılmaz' });
    expect(await within(offered).findByText('Teklif beklemede')).toBeInTheDocument();
    expect(within(offered).queryByRole('button', { name: /Teklif gönder/ })).not.toBeInTheDocument();
    const other = within(list).getByRole('listitem', { name: 'mert' });
    expect(within(other).getByRole('button', { name: 'Teklif gönder: mert' })).toBeInTheDocument();
  });

  it('filters by game, role, age range, availability, skill, verified, country, looking for team and achievements, and sorts', async () => {
    const filtered = marketUrl({
      game: 'valorant',
      role: 'IGL',
      minAge: 18,
      maxAge: 25,
      availability: 'now',
      skill: 'elite',
      verified: 'true',
      country: 'TR',
      lookingForTeam: 'true',
      hasAchievements: 'true',
      sort: 'skill',
    });
    expect(filtered).toBe(
      '/api/transfers/players?game=valorant&role=IGL&minAge=18&maxAge=25&availability=now&skill=elite&verified=true&country=TR&lookingForTeam=true&hasAchievements=true&sort=skill&limit=20',
    );
    const { fetch, user } = renderPage(
      { [marketUrl({})]: page([makeMarketPlayer()]), [filtered]: page([]) },
      { route: '/transfers' },
    );
    await screen.findByRole('listitem', { name: 'Ayşe Yılmaz' });
    const filters = screen.getByRole('search', { name: 'Oyuncu filtreleri' });
    await user.selectOptions(within(filters).getByLabelText('Oyun'), 'valorant');
    await user.type(within(filters).getByLabelText('Rol'), 'IGL{Enter}');
    await user.type(within(filters).getByLabelText('En küçük yaş'), '18');
    await user.type(within(filters).getByLabelText('En büyük yaş'), '25');
    await user.tab();
    await user.selectOptions(within(filters).getByLabelText('Uygunluk'), 'now');
    await user.selectOptions(within(filters).getByLabelText('Seviye'), 'elite');
    await user.selectOptions(within(filters).getByLabelText('Doğrulama'), 'true');
    await user.selectOptions(within(filters).getByLabelText('Ülke'), 'TR');
    await user.click(within(filters).getByLabelText('Yalnızca takım arayanlar'));
    await user.click(within(filters).getByLabelText('Yalnızca başarımı olanlar'));
    await user.selectOptions(within(filters).getByLabelText('Sıralama'), 'skill');
    await waitFor(() => expect(callsTo(fetch, 'GET', filtered)).toHaveLength(1));
    expect(await screen.findByText('Bu filtrelere uyan oyuncu yok.')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('game=valorant');
    // A half-typed age never reached the API.
    expect(fetch.mock.calls.some(([url]) => String(url).includes('minAge=1&'))).toBe(false);

    await user.click(within(filters).getByRole('button', { name: 'Filtreleri temizle' }));
    expect(await screen.findByRole('listitem', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(within(filters).getByLabelText('Rol')).toHaveValue('');
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('reads filters from the address (a shared link)', async () => {
    const url = marketUrl({ game: 'cs2', lookingForTeam: 'true' });
    const { fetch } = renderPage(
      { [url]: page([makeMarketPlayer()]) },
      { route: '/transfers?game=cs2&lookingForTeam=true&minAge=7' },
    );
    await screen.findByRole('listitem', { name: 'Ayşe Yılmaz' });
    expect(callsTo(fetch, 'GET', url)).toHaveLength(1);
    expect(screen.getByLabelText('Oyun')).toHaveValue('cs2');
    expect(screen.getByLabelText('Yalnızca takım arayanlar')).toBeChecked();
  });

  it('lets a player mark himself available from a date', async () => {
    const player = makeUser({ id: 'u2', nickname: 'ayse', userType: 'player', onboardingCompleted: true });
    const { fetch, user } = renderPage(
      {
        [marketUrl({})]: page([]),
        '/api/me/teams': [],
        '/api/transfers/availability': {
          availability: 'not_available',
          availableFrom: null,
          lookingForTeam: false,
          country: 'TR',
        },
        'PUT /api/transfers/availability': {
          availability: 'in_2_weeks',
          availableFrom: '2099-05-01',
          lookingForTeam: true,
          country: 'TR',
        },
      },
      { user: player },
    );
    const form = await screen.findByRole('form', { name: 'Transfer durumum' });
    expect(await within(form).findByText('Şu an transfer pazarında uygun görünmüyorsun.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Uygun olduğum tarih')).toBeDisabled();
    await user.selectOptions(within(form).getByLabelText('Uygunluk'), 'in_2_weeks');
    await user.type(within(form).getByLabelText('Uygun olduğum tarih'), '2099-05-01');
    await user.click(within(form).getByLabelText('Takım arıyorum'));
    await user.click(within(form).getByRole('button', { name: 'Kendimi uygun olarak işaretle' }));
    expect(await screen.findByText('Transfer durumun kaydedildi.')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', '/api/transfers/availability').map((c) => c.body)).toEqual([
      { availability: 'in_2_weeks', lookingForTeam: true, country: 'TR', availableFrom: '2099-05-01' },
    ]);
    expect(await within(form).findByText(/Uygunluk: 2 hafta içinde/)).toBeInTheDocument();
  });

  it('lists coaches with their rate, specialties and languages, filtered', async () => {
    const filtered = coachesUrl({ game: 'cs2', specialty: 'aim', free: 'true' });
    const { fetch, user } = renderPage({
      [marketUrl({})]: page([]),
      [coachesUrl({})]: page([makeCoachProfile()]),
      [filtered]: page([makeCoachProfile({ free: true, hourlyRate: null })]),
    });
    await user.click(await screen.findByRole('tab', { name: 'Koçlar' }));
    const card = await screen.findByRole('listitem', { name: 'Hakan' });
    expect(within(card).getByText('Saatlik $25')).toBeInTheDocument();
    expect(within(card).getByText('Nişan')).toBeInTheDocument();
    expect(within(card).getByText('Diller: Türkçe, İngilizce')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Koçluk teklifi gönder: Hakan' })).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Koç filtreleri' });
    await user.selectOptions(within(filters).getByLabelText('Oyun'), 'cs2');
    await user.selectOptions(within(filters).getByLabelText('Uzmanlık'), 'aim');
    await user.click(within(filters).getByLabelText('Yalnızca ücretsiz koçlar'));
    await waitFor(() => expect(callsTo(fetch, 'GET', filtered)).toHaveLength(1));
    expect(
      await within(await screen.findByRole('listitem', { name: 'Hakan' })).findByText('Ücretsiz'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('tab=coaches&cgame=cs2&specialty=aim&free=true');
  });

  it('lets a team owner invite a coach from the coaches tab with a coaching offer', async () => {
    const { fetch, user } = renderPage({
      [marketUrl({})]: page([]),
      [coachesUrl({})]: page([makeCoachProfile()]),
      'POST /api/transfers/offers': makeOffer({ role: 'coach', position: 'Baş koç', toUser: makeParty({ id: 'c1' }) }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Koçlar' }));
    const card = await screen.findByRole('listitem', { name: 'Hakan' });
    await user.click(await within(card).findByRole('button', { name: 'Koçluk teklifi gönder: Hakan' }));
    const form = await screen.findByRole('form', { name: 'Hakan için koçluk teklifi' });
    await user.selectOptions(within(form).getByLabelText('Oyun'), 'cs2');
    await user.type(within(form).getByLabelText('Koçluk pozisyonu'), 'Baş koç');
    await user.type(within(form).getByLabelText('Maaş teklifi (USD, aylık)'), '800');
    await user.type(within(form).getByLabelText('Sözleşme süresi (ay)'), '6');
    await user.type(within(form).getByLabelText('Mesaj'), 'Takımımızı çalıştırır mısın?');
    await user.click(within(form).getByRole('button', { name: 'Teklifi gönder' }));
    expect(await screen.findByText('Teklif gönderildi.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/transfers/offers').map((c) => c.body)).toEqual([
      {
        teamId: 't1',
        userId: 'c1',
        role: 'coach',
        game: 'cs2',
        position: 'Baş koç',
        salary: 800,
        contractMonths: 6,
        message: 'Takımımızı çalıştırır mısın?',
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Hakan için koçluk teklifi' })).not.toBeInTheDocument(),
    );
  });

  it('shows sent and received offers by status, and withdraws one after confirming', async () => {
    const sent = makeOffer({ viewer: { canRespond: false, canWithdraw: true } });
    const { fetch, user } = renderPage(
      {
        [offersUrl('received', undefined)]: page([]),
        [offersUrl('sent', undefined)]: page([sent]),
        [offersUrl('sent', 'accepted')]: page([]),
        'POST /api/transfers/offer/of1/withdraw': { ...sent, status: 'withdrawn' },
      },
      { route: '/transfers?tab=offers' },
    );
    expect(await screen.findByText('Henüz sana gelen bir teklif yok.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Gönderilen teklifler' }));
    const row = await screen.findByRole('listitem', { name: 'Ayşe Yılmaz için teklif' });
    expect(within(row).getByText('Beklemede')).toBeInTheDocument();
    expect(within(row).getByText(/Duelist · Oyuncu · VALORANT · Aylık \$1\.500 · 12 ay/)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Geri çek' }));
    const confirm = await screen.findByRole('dialog', { name: 'Teklif geri çekilsin mi?' });
    await user.click(within(confirm).getByRole('button', { name: 'Geri çek' }));
    expect(await screen.findByText('Teklif geri çekildi.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/transfers/offer/of1/withdraw')).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Durum'), 'accepted');
    expect(await screen.findByText('Bu durumda teklif yok.')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('tab=offers&box=sent&status=accepted');
  });

  it('gives a coach his coaching profile tab', async () => {
    const coach = makeUser({ id: 'c1', nickname: 'hakan', userType: 'coach', onboardingCompleted: true });
    const { fetch, user } = renderPage(
      {
        [marketUrl({})]: page([]),
        '/api/me/teams': [],
        'PUT /api/transfers/coaching-profile': makeCoachProfile({
          games: ['cs2'],
          specialties: ['aim'],
          languages: ['tr'],
          hourlyRate: null,
          free: true,
        }),
      },
      { user: coach, route: '/transfers?tab=coaching' },
    );
    const form = await screen.findByRole('form', { name: 'Koçluk profili' });
    await user.click(within(form).getByRole('button', { name: 'Yayınla' }));
    expect(await within(form).findByText('En az 1 seçim yapmalısın.')).toBeInTheDocument();
    await user.click(within(form).getByText('Counter-Strike 2'));
    await user.click(within(form).getByText('Nişan'));
    await user.click(within(form).getByLabelText('Ücretsiz koçluk yapıyorum'));
    await user.click(within(form).getByRole('button', { name: 'Yayınla' }));
    expect(await screen.findByText('Koçluk profilin kaydedildi.')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', '/api/transfers/coaching-profile').map((c) => c.body)).toEqual([
      {
        games: ['cs2'],
        specialties: ['aim'],
        languages: ['tr'],
        hourlyRate: null,
        free: true,
        availability: 'now',
        summary: null,
      },
    ]);
  });

  it("starts a coach's first coaching profile with the games of his profile", async () => {
    const coach = makeUser({ id: 'c1', nickname: 'hakan', userType: 'coach', onboardingCompleted: true });
    const ownProfile = makeProfileResponse(
      { id: 'c1' },
      {
        games: [
          { game: 'valorant', roles: ['Koç'] },
          { game: 'cs2', roles: [] },
        ],
      },
    );
    renderPage(
      { [marketUrl({})]: page([]), '/api/me/teams': [], '/api/profiles/c1': ownProfile },
      { user: coach, route: '/transfers?tab=coaching' },
    );
    const form = await screen.findByRole('form', { name: 'Koçluk profili' });
    expect(within(form).getByRole('checkbox', { name: 'VALORANT' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Counter-Strike 2' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'League of Legends' })).not.toBeChecked();
  });

  it('keeps the games of a saved coaching profile', async () => {
    const coach = makeUser({ id: 'c1', nickname: 'hakan', userType: 'coach', onboardingCompleted: true });
    renderPage(
      {
        [marketUrl({})]: page([]),
        '/api/me/teams': [],
        '/api/transfers/coaches/c1': makeCoachProfile({ games: ['lol'] }),
        '/api/profiles/c1': makeProfileResponse({ id: 'c1' }, { games: [{ game: 'cs2', roles: [] }] }),
      },
      { user: coach, route: '/transfers?tab=coaching' },
    );
    const form = await screen.findByRole('form', { name: 'Koçluk profili' });
    expect(within(form).getByRole('checkbox', { name: 'League of Legends' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Counter-Strike 2' })).not.toBeChecked();
  });

  it('refuses an hourly rate with cents (35,50 is not 3550 dollars) and reads grouped thousands', async () => {
    const coach = makeUser({ id: 'c1', nickname: 'hakan', userType: 'coach', onboardingCompleted: true });
    const { fetch, user } = renderPage(
      {
        [marketUrl({})]: page([]),
        '/api/me/teams': [],
        'PUT /api/transfers/coaching-profile': makeCoachProfile({ games: ['cs2'], hourlyRate: 1250 }),
      },
      { user: coach, route: '/transfers?tab=coaching' },
    );
    const form = await screen.findByRole('form', { name: 'Koçluk profili' });
    await user.click(within(form).getByText('Counter-Strike 2'));
    await user.click(within(form).getByText('Nişan'));
    const rate = within(form).getByLabelText('Saatlik ücret (USD)');
    await user.type(rate, '35,50');
    await user.click(within(form).getByRole('button', { name: 'Yayınla' }));
    expect(await within(form).findByText('Ücreti dolar olarak tam sayı gir.')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', '/api/transfers/coaching-profile')).toHaveLength(0);

    await user.clear(rate);
    await user.type(rate, '1.250');
    await user.click(within(form).getByRole('button', { name: 'Yayınla' }));
    expect(await screen.findByText('Koçluk profilin kaydedildi.')).toBeInTheDocument();
    expect(
      callsTo(fetch, 'PUT', '/api/transfers/coaching-profile').map(
        (c) => (c.body as { hourlyRate: number }).hourlyRate,
      ),
    ).toEqual([1250]);
  });
});
