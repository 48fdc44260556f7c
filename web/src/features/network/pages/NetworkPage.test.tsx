import type { NetworkPage as NetworkPageData } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makePerson } from '../../profile/testing/factories';
import { NetworkPage } from './NetworkPage';

const me = makeUser({ id: 'me', onboardingCompleted: true, userType: 'player' });
const page = (items: NetworkPageData['items'], nextCursor: string | null = null): NetworkPageData => ({
  items,
  nextCursor,
});
const empty = page([]);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderNetwork(routes: Record<string, unknown>, route = '/network') {
  const fetch = stubFetch({ '/api/network/discover?limit=20': empty, ...routes });
  const user = userEvent.setup();
  renderWithApp(
    <Routes>
      <Route
        path="/network"
        element={
          <>
            <NetworkPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route, user: me },
  );
  return { fetch, user };
}

const list = () => screen.findByRole('list', { name: 'Kişiler' });

describe('network page', () => {
  it('discovers people page by page with "load more"', async () => {
    const { user } = renderNetwork({
      '/api/network/discover?limit=20': page(
        [makePerson({ id: 'a', nickname: 'alpha', firstName: null, lastName: null })],
        'c2',
      ),
      '/api/network/discover?limit=20&cursor=c2': page([
        makePerson({ id: 'b', nickname: 'bravo', firstName: null, lastName: null, status: 'pending_incoming' }),
      ]),
    });
    expect(screen.getByText('Kişiler yükleniyor...')).toBeInTheDocument();
    const people = await list();
    expect(within(people).getByRole('link', { name: /alpha/ })).toHaveAttribute('href', '/profile/a');
    expect(within(people).getByRole('button', { name: 'alpha ile bağlantı kur' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    expect(await within(people).findByRole('link', { name: /bravo/ })).toBeInTheDocument();
    expect(
      within(people).getByRole('button', { name: 'bravo kullanıcısının bağlantı isteğini kabul et' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).not.toBeInTheDocument();
  });

  it('searches once the typing pauses, and says when nobody matches', async () => {
    const { user, fetch } = renderNetwork({
      '/api/network/discover?q=ayse&limit=20': page([
        makePerson({ id: 'u2', nickname: 'ayse', firstName: 'Ayşe', lastName: 'Yılmaz' }),
      ]),
      '/api/network/discover?q=zzz&limit=20': empty,
    });
    expect(await screen.findByText('Şu an gösterilecek kimse yok.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Kişi ara' }), 'ayse');
    expect(await screen.findByRole('link', { name: /Ayşe Yılmaz/ })).toBeInTheDocument();
    const searches = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('q='));
    expect(searches).toEqual(['/api/network/discover?q=ayse&limit=20']);

    await user.clear(screen.getByRole('searchbox', { name: 'Kişi ara' }));
    await user.type(screen.getByRole('searchbox', { name: 'Kişi ara' }), 'zzz');
    expect(await screen.findByText('"zzz" ile eşleşen kimse bulunamadı.')).toBeInTheDocument();
  });

  it('lists my connections by filter: connected, incoming and sent requests', async () => {
    const { user } = renderNetwork({
      '/api/connections?filter=connected&limit=20': page([
        makePerson({ id: 'c', nickname: 'charlie', firstName: null, lastName: null, status: 'connected' }),
      ]),
      '/api/connections?filter=incoming&limit=20': page([
        makePerson({ id: 'd', nickname: 'delta', firstName: null, lastName: null, status: 'pending_incoming' }),
      ]),
      '/api/connections?filter=outgoing&limit=20': empty,
    });
    await user.click(await screen.findByRole('tab', { name: 'Bağlantılarım' }));
    expect(await screen.findByRole('button', { name: 'charlie ile bağlantıyı kaldır' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/network?tab=connections');

    const filters = screen.getByRole('group', { name: 'Bağlantıları filtrele' });
    expect(within(filters).getByRole('button', { name: 'Bağlantılar' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filters).getByRole('button', { name: 'Gelen istekler' }));
    expect(
      await screen.findByRole('button', { name: 'delta kullanıcısının bağlantı isteğini kabul et' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('filter=incoming');

    await user.click(within(filters).getByRole('button', { name: 'Gönderilen istekler' }));
    expect(await screen.findByText('Bekleyen gönderilmiş isteğin yok.')).toBeInTheDocument();
  });

  it('opens the list named in the address, and accepting keeps the row with its new state', async () => {
    const { user, fetch } = renderNetwork(
      {
        '/api/connections?filter=incoming&limit=20': page([
          makePerson({ id: 'd', nickname: 'delta', firstName: null, lastName: null, status: 'pending_incoming' }),
        ]),
        'POST /api/connections/d/accept': { status: 'connected' },
      },
      '/network?tab=connections&filter=incoming',
    );
    await user.click(await screen.findByRole('button', { name: 'delta kullanıcısının bağlantı isteğini kabul et' }));
    expect(await screen.findByRole('button', { name: 'delta ile bağlantıyı kaldır' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/connections/d/accept')).toHaveLength(1));
  });

  it('shows suggestions with their reason', async () => {
    const { user } = renderNetwork({
      '/api/network/suggestions?limit=20': page([
        makePerson({
          id: 'e',
          nickname: 'echo',
          firstName: null,
          lastName: null,
          reason: { sharedGames: ['valorant', 'cs2'], sharedRoles: ['igl'], sharedTeams: 0, mutualConnections: 3 },
        }),
      ]),
    });
    await user.click(await screen.findByRole('tab', { name: 'Öneriler' }));
    expect(
      await screen.findByText('Ortak oyunlar: VALORANT, Counter-Strike 2 · Ortak roller: igl · 3 ortak bağlantı'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'echo ile bağlantı kur' })).toBeInTheDocument();
  });

  it('shows an empty state and a retry on failure', async () => {
    const { user } = renderNetwork({ '/api/network/suggestions?limit=20': new Response('boom', { status: 500 }) });
    await user.click(await screen.findByRole('tab', { name: 'Öneriler' }));
    expect(await screen.findByText('Liste yüklenemedi.', {}, { timeout: 4000 })).toBeInTheDocument();
    stubFetch({ '/api/network/suggestions?limit=20': empty, '/api/network/discover?limit=20': empty });
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(
      await screen.findByText('Şimdilik öneri yok. Profiline oyun ekledikçe öneriler gelecek.'),
    ).toBeInTheDocument();
  });
});
