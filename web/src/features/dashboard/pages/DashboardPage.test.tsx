import { NOTIFICATION_PAGE_SIZE, type MembershipSummary, type UserType } from '@esn/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createQueryClient } from '../../../app/queryClient';
import { makeNotification } from '../../../test/factories';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makePost, pageOf } from '../../posts/testFactories';
import { makePerson } from '../../profile/testing/factories';
import { myRequestsUrl } from '../../teams/api';
import { makeInvitation } from '../../teams/testing/factories';
import { offersUrl } from '../../transfers/api';
import { makeOffer, makeParty, page } from '../../transfers/testing/factories';
import { DashboardPage } from './DashboardPage';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });

const FEED = '/api/feed?limit=20';
const TEAMS = '/api/me/teams';
const INVITATIONS = myRequestsUrl('invitations', 'pending');
const NOTIFICATIONS = `/api/notifications?limit=${NOTIFICATION_PAGE_SIZE}`;
const SUGGESTIONS = '/api/network/suggestions?limit=5';
const RECEIVED_OFFERS = offersUrl('received', undefined);
const SENT_OFFERS = offersUrl('sent', undefined);

function membership(slug: string, name: string, overrides: Partial<MembershipSummary> = {}): MembershipSummary {
  return {
    team: { id: `t-${slug}`, slug, name, logoUrl: null, games: ['valorant'] },
    role: 'player',
    isCaptain: false,
    joinedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Every card's endpoint answers "nothing yet" unless a test says otherwise. */
function stubDashboard(overrides: Record<string, unknown> = {}) {
  return stubFetch({
    [FEED]: pageOf([]),
    [TEAMS]: [],
    [INVITATIONS]: { items: [], nextCursor: null },
    [NOTIFICATIONS]: [],
    [SUGGESTIONS]: { items: [], nextCursor: null },
    '/api/me/matches?scope=upcoming&limit=5': { items: [] },
    [RECEIVED_OFFERS]: page([]),
    [SENT_OFFERS]: page([]),
    ...overrides,
  });
}

const never: Handler = () => new Promise<Response>(() => undefined);

describe('dashboard', () => {
  it('shows the person’s teams, recent posts, notifications and suggestions, and no card for unbuilt features', async () => {
    stubDashboard({
      [FEED]: pageOf(
        ['1', '2', '3', '4', '5'].map((id) => makePost({ id, body: `gönderi ${id}` })),
        'c',
      ),
      [TEAMS]: [
        membership('istanbul-wolves', 'İstanbul Wolves', { isCaptain: true }),
        membership('falcons', 'Falcons', { role: 'coach' }),
      ],
      [NOTIFICATIONS]: [makeNotification({ id: 'n1' }), makeNotification({ id: 'n2', read: true })],
      [SUGGESTIONS]: {
        items: [makePerson({ id: 'p1', nickname: 'deniz', firstName: null, lastName: null })],
        nextCursor: null,
      },
    });
    renderWithApp(<DashboardPage />, { user: me, route: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hoş geldin, kaan!' })).toBeInTheDocument();

    const preview = screen.getByRole('region', { name: 'Duvarından son gönderiler' });
    expect(await within(preview).findAllByRole('article')).toHaveLength(3);
    expect(within(preview).getByRole('link', { name: 'Sosyal duvara git' })).toHaveAttribute('href', '/social-wall');

    const teams = screen.getByRole('region', { name: 'Takımların' });
    const list = await within(teams).findByRole('list', { name: 'Takımların' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'İstanbul Wolves' })).toHaveAttribute(
      'href',
      '/team/istanbul-wolves',
    );
    expect(within(list).getByText('Kaptan')).toBeInTheDocument();
    // Word initials with Turkish casing, not the first two letters ("İS").
    expect(within(list).getByText('İW')).toBeInTheDocument();
    expect(within(teams).getByRole('link', { name: /Tüm takımlarım/ })).toHaveAttribute('href', '/teams?tab=mine');

    const notifications = screen.getByRole('region', { name: 'Son bildirimler' });
    const rows = await within(notifications).findAllByRole('button', { name: /Yeni takipçi/ });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('data-read', 'false');
    expect(within(rows[0]!).getByText('Okunmadı')).toBeInTheDocument();

    const suggestions = screen.getByRole('region', { name: 'Tanıyor olabileceğin kişiler' });
    expect(await within(suggestions).findByRole('link', { name: /deniz/ })).toHaveAttribute('href', '/profile/p1');

    // Nothing promises what is not built: no "coming soon" card, no challenge card.
    expect(screen.queryByText(/Yakında|sonraki sürüm/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Meydan okuma/ })).not.toBeInTheDocument();
    const page = screen.getByRole('region', { name: 'Hoş geldin, kaan!' });
    expect(
      within(page)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-labelledby')),
    ).toEqual([
      'completeness-card-title',
      'feed-preview-title',
      'my-teams-title',
      'upcoming-matches-title',
      'recent-notifications-title',
      'suggestions-card-title',
    ]);
  });

  it.each<[UserType, string, string, string]>([
    ['player', 'Henüz bir takımda değilsin', 'Takım bul', '/teams?recruiting=players'],
    ['coach', 'Henüz koçluk yaptığın bir takım yok', 'Koç arayan takımlar', '/teams?tab=coach'],
    ['team_owner', 'Henüz takımın yok', 'Takım oluştur', '/teams/create'],
    ['admin', 'Hiçbir takımın üyesi değilsin', 'Takımlara göz at', '/teams'],
  ])('%s without anything yet: each card says so, with the next step for teams', async (userType, text, link, to) => {
    stubDashboard();
    renderWithApp(<DashboardPage />, { user: { ...me, userType }, route: '/dashboard' });
    const teams = screen.getByRole('region', { name: 'Takımların' });
    expect(await within(teams).findByText(new RegExp(text))).toBeInTheDocument();
    expect(within(teams).getByRole('link', { name: link })).toHaveAttribute('href', to);
    expect(within(teams).queryByRole('link', { name: /Tüm takımlarım/ })).not.toBeInTheDocument();
    expect(await screen.findByText(/Henüz bildirimin yok/)).toBeInTheDocument();
    expect(await screen.findByText(/Duvarın henüz boş/)).toBeInTheDocument();
    expect(screen.queryByText(/Yakında/)).not.toBeInTheDocument();
  });

  it('shows a loading state in each card while its data is on the way', () => {
    stubDashboard({ [FEED]: never, [TEAMS]: never, [NOTIFICATIONS]: never, [SUGGESTIONS]: never });
    renderWithApp(<DashboardPage />, { user: me, route: '/dashboard' });
    for (const [card, text] of [
      ['Takımların', 'Takımların yükleniyor...'],
      ['Son bildirimler', 'Bildirimler yükleniyor...'],
      ['Duvarından son gönderiler', 'Gönderiler yükleniyor...'],
    ]) {
      expect(within(screen.getByRole('region', { name: card })).getByRole('status')).toHaveTextContent(text!);
    }
  });

  it('says when the teams cannot be read, and tries again on request', async () => {
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    let fail = true;
    const fetch = stubDashboard({
      [TEAMS]: () =>
        fail ? jsonResponse(500, { message: 'x' }) : jsonResponse(200, [membership('falcons', 'Falcons')]),
    });
    const user = userEvent.setup();
    renderWithApp(<DashboardPage />, { user: me, route: '/dashboard', queryClient });
    const teams = screen.getByRole('region', { name: 'Takımların' });
    expect(await within(teams).findByRole('alert')).toHaveTextContent('Takımların yüklenemedi.');
    fail = false;
    await user.click(within(teams).getByRole('button', { name: 'Tekrar dene' }));
    expect(await within(teams).findByRole('link', { name: 'Falcons' })).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', TEAMS)).toHaveLength(2);
  });

  it('points to the team invitations waiting for an answer', async () => {
    stubDashboard({ [INVITATIONS]: { items: [makeInvitation(), makeInvitation({ id: 'inv2' })], nextCursor: null } });
    renderWithApp(<DashboardPage />, { user: me, route: '/dashboard' });
    const teams = screen.getByRole('region', { name: 'Takımların' });
    expect(await within(teams).findByRole('link', { name: 'Yanıtını bekleyen 2 takım daveti var' })).toHaveAttribute(
      'href',
      '/teams?tab=mine',
    );
  });

  it('opens a notification as the bell does: marks it read, then follows its link', async () => {
    const fetch = stubDashboard({
      [NOTIFICATIONS]: [makeNotification({ id: 'n1', actionUrl: '/profile/u2' })],
      'PATCH /api/notifications/n1/read': jsonResponse(204, undefined),
    });
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/profile/:id" element={<p>profil sayfası</p>} />
      </Routes>,
      { user: me, route: '/dashboard' },
    );
    const notifications = screen.getByRole('region', { name: 'Son bildirimler' });
    await user.click(await within(notifications).findByRole('button', { name: /Yeni takipçi/ }));
    expect(await screen.findByText('profil sayfası')).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH', '/api/notifications/n1/read')).toHaveLength(1);
  });

  it.each([
    ['player', 'Oyuncu panelin'],
    ['coach', 'Koç panelin'],
  ] as const)('%s: same greeting and cards, its own intro', async (variant, intro) => {
    stubDashboard();
    renderWithApp(<DashboardPage variant={variant} />, { user: me, route: `/dashboard/${variant}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Hoş geldin, kaan!' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(intro))).toBeInTheDocument();
    expect(await screen.findByText(/Henüz bir takımda değilsin/)).toBeInTheDocument();
  });

  it('greets by first and last name when they are set, not by the handle', async () => {
    stubDashboard();
    const named = makeUser({ ...me, nickname: 'kaan_owner', firstName: 'Kaan', lastName: 'Yıldız' });
    renderWithApp(<DashboardPage />, { user: named, route: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hoş geldin, Kaan Yıldız!' })).toBeInTheDocument();
    expect(await screen.findByText(/Henüz bir takımda değilsin/)).toBeInTheDocument();
  });
});

describe('dashboard on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the main column at once and the side column (below it on a phone) at the first idle moment', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    stubDashboard({ [TEAMS]: [membership('falcons', 'Falcons')] });
    renderWithApp(<DashboardPage />, { user: me, route: '/dashboard' });
    expect(screen.getByRole('region', { name: 'Duvarından son gönderiler' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Takımların' })).not.toBeInTheDocument();
    const teams = await screen.findByRole('region', { name: 'Takımların' });
    expect(await within(teams).findByRole('link', { name: 'Falcons' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tanıyor olabileceğin kişiler' })).toBeInTheDocument();
  });
});

describe('coach dashboard: coaching offers', () => {
  const coach = makeUser({ id: 'c1', nickname: 'hakan', onboardingCompleted: true, userType: 'coach' });
  const coachParty = makeParty({ id: 'c1', nickname: 'hakan', firstName: 'Hakan', lastName: null, userType: 'coach' });
  const wolves = { id: 't2', slug: 'wolves', name: 'Wolves', logoUrl: null, country: 'TR', games: ['cs2' as const] };
  const coachingOffer = (overrides: Parameters<typeof makeOffer>[0]) =>
    makeOffer({ role: 'coach', position: 'Head coach', salary: null, contractMonths: null, ...overrides });

  it('lists his offers sent and received, pending first with its status, beside the teams he coaches', async () => {
    stubDashboard({
      [TEAMS]: [membership('eagles', 'Eagles', { role: 'coach' })],
      [RECEIVED_OFFERS]: page([
        // Newest, but decided: it comes after the pending one.
        coachingOffer({
          id: 'of-old',
          status: 'rejected',
          team: wolves,
          toUser: coachParty,
          createdAt: '2026-03-05T10:00:00.000Z',
          viewer: { canRespond: false, canWithdraw: false },
        }),
      ]),
      [SENT_OFFERS]: page([
        coachingOffer({
          id: 'of-pending',
          direction: 'person_to_team',
          fromUser: coachParty,
          createdAt: '2026-03-01T10:00:00.000Z',
          viewer: { canRespond: false, canWithdraw: true },
        }),
      ]),
    });
    renderWithApp(<DashboardPage variant="coach" />, { user: coach, route: '/dashboard/coach' });

    const card = screen.getByRole('region', { name: 'Koçluk tekliflerin' });
    const list = await within(card).findByRole('list', { name: 'Koçluk tekliflerin' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Falcons takımına koçluk teklifin.*Beklemede$/),
      expect.stringMatching(/Wolves takımından koçluk teklifi.*Reddedildi$/),
    ]);
    expect(within(card).getByText('1 teklif yanıt bekliyor')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Tüm teklifler/ })).toHaveAttribute('href', '/transfers?tab=offers');

    // The teams card already lists the teams he coaches, with his role.
    const teams = screen.getByRole('region', { name: 'Takımların' });
    expect(await within(teams).findByRole('link', { name: 'Eagles' })).toBeInTheDocument();
    expect(within(teams).getByText('Koç')).toBeInTheDocument();
  });

  it('a click on a coaching offer opens that offer, not the offers tab: a received one to answer it', async () => {
    stubDashboard({
      [TEAMS]: [],
      [RECEIVED_OFFERS]: page([coachingOffer({ id: 'of1', toUser: coachParty })]),
      [SENT_OFFERS]: page([]),
      '/api/transfers/offer/of1': coachingOffer({ id: 'of1', toUser: coachParty }),
    });
    const user = userEvent.setup();
    renderWithApp(<DashboardPage variant="coach" />, { user: coach, route: '/dashboard/coach' });
    const card = screen.getByRole('region', { name: 'Koçluk tekliflerin' });
    await user.click(await within(card).findByRole('button', { name: /Falcons takımından koçluk teklifi/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Koçluk teklifi' }, { timeout: 5000 });
    expect(await within(dialog).findByText('Head coach')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kabul et' })).toBeEnabled();
  });

  it('a player sees no coaching card and asks for no offers', async () => {
    const fetch = stubDashboard({ [RECEIVED_OFFERS]: page([coachingOffer({ id: 'x' })]) });
    renderWithApp(<DashboardPage />, { user: me, route: '/dashboard' });
    expect(await screen.findByText(/Henüz bir takımda değilsin/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Koçluk tekliflerin' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', RECEIVED_OFFERS)).toHaveLength(0);
    expect(callsTo(fetch, 'GET', SENT_OFFERS)).toHaveLength(0);
  });

  it('says when he has no coaching offer yet, and points to his coaching profile', async () => {
    stubDashboard();
    renderWithApp(<DashboardPage />, { user: coach, route: '/dashboard' });
    const card = screen.getByRole('region', { name: 'Koçluk tekliflerin' });
    expect(within(card).getByRole('status')).toHaveTextContent('Koçluk teklifleri yükleniyor...');
    expect(await within(card).findByText(/Henüz koçluk teklifin yok/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Koçluk profilim' })).toHaveAttribute(
      'href',
      '/transfers?tab=coaching',
    );
  });

  it('says when the offers cannot be read, and tries again on request', async () => {
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    let fail = true;
    const fetch = stubDashboard({
      [SENT_OFFERS]: () =>
        fail
          ? jsonResponse(500, { message: 'x' })
          : jsonResponse(200, page([coachingOffer({ id: 'of1', direction: 'person_to_team' })])),
    });
    const user = userEvent.setup();
    renderWithApp(<DashboardPage />, { user: coach, route: '/dashboard', queryClient });
    const card = screen.getByRole('region', { name: 'Koçluk tekliflerin' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Koçluk tekliflerin yüklenemedi.');
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Tekrar dene' }));
    expect(await within(card).findByRole('button', { name: /Falcons takımına koçluk teklifin/ })).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', SENT_OFFERS)).toHaveLength(2);
    // Only the failed list was asked again.
    expect(callsTo(fetch, 'GET', RECEIVED_OFFERS)).toHaveLength(1);
  });
});
