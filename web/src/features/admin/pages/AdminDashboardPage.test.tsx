import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { makeOverview } from '../testing/factories';
import { AdminDashboardPage } from './AdminDashboardPage';

const overview = makeOverview();

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderDashboard(route = '/eadmincv/dashboard') {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/eadmincv" element={<p>admin login</p>} />
        <Route path="/eadmincv/dashboard" element={<AdminDashboardPage />} />
      </Routes>
      <Address />
    </>,
    { route },
  );
}

describe('admin dashboard', () => {
  it('saves the site settings with the bearer token and signs out', async () => {
    localStorage.setItem('adminToken', 'tok');
    const fetch = stubFetch({
      '/api/admin/me': { id: 'a1', email: 'admin@example.com', nickname: 'admin' },
      '/api/admin/settings': { siteName: 'eSportsCV', comingSoonActive: false, matchResultApprovalMinutes: 1440 },
      'PATCH /api/admin/settings': (_url: string, init: RequestInit) =>
        jsonResponse(200, JSON.parse(String(init.body))),
      'POST /api/admin/logout': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderDashboard('/eadmincv/dashboard?section=site');

    expect(await screen.findByRole('heading', { name: 'Yönetici Paneli' })).toBeInTheDocument();
    const name = await screen.findByLabelText('Site adı');
    await user.clear(name);
    await user.type(name, 'Arena');
    await user.click(screen.getByRole('switch', { name: '"Çok yakında" modu' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(callsTo(fetch, 'PATCH', '/api/admin/settings')).toHaveLength(1));
    const [patch] = callsTo(fetch, 'PATCH', '/api/admin/settings');
    expect(patch?.body).toEqual({ siteName: 'Arena', comingSoonActive: true, matchResultApprovalMinutes: 1440 });
    expect(new Headers(patch?.init.headers).get('Authorization')).toBe('Bearer tok');
    // The toaster is its own chunk, loaded with the first toast.
    expect(await screen.findByText('Site ayarları kaydedildi.', {}, { timeout: 5000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    expect(await screen.findByText('admin login')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/admin/logout')).toHaveLength(1);
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('shows its sections as tabs, the open one kept in the address', async () => {
    localStorage.setItem('adminToken', 'tok');
    stubFetch({
      '/api/admin/me': { id: 'a1', email: 'admin@example.com', nickname: 'admin' },
      '/api/admin/overview': overview,
      '/api/admin/settings': { siteName: 'eSportsCV', comingSoonActive: false },
      '/api/admin/tournaments?limit=20': { items: [], nextCursor: null },
    });
    const user = userEvent.setup();
    renderDashboard('/eadmincv/dashboard?section=nope');
    const tabs = await screen.findByRole('tablist', { name: 'Yönetim bölümleri' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Genel Bakış',
      'Kullanıcılar',
      'Takımlar',
      'Turnuvalar',
      'Meydan Okumalar',
      'Sonuçlar',
      'Moderasyon',
      'Site Yönetimi',
      'İşlem Kaydı',
    ]);
    // An unknown section opens the first one, the overview.
    expect(within(tabs).getByRole('tab', { name: 'Genel Bakış' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Genel Bakış', level: 2 })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Turnuvalar' }));
    expect(await screen.findByRole('heading', { name: 'Turnuvalar', level: 2 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/eadmincv/dashboard?section=tournaments',
    );
    await user.click(within(tabs).getByRole('tab', { name: 'Site Yönetimi' }));
    expect(await screen.findByLabelText('Site adı')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/eadmincv/dashboard?section=site');
    // The first section has the bare address.
    await user.click(within(tabs).getByRole('tab', { name: 'Genel Bakış' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/eadmincv\/dashboard$/);
  });

  it('says when the site settings cannot be read, and reads them again on retry', async () => {
    localStorage.setItem('adminToken', 'tok');
    let fail = true;
    stubFetch({
      '/api/admin/me': { id: 'a1', email: 'admin@example.com', nickname: 'admin' },
      '/api/admin/settings': () =>
        fail
          ? jsonResponse(503, { message: 'Veritabanına şu an ulaşılamıyor.' })
          : jsonResponse(200, { siteName: 'eSportsCV', comingSoonActive: false, matchResultApprovalMinutes: 1440 }),
    });
    const user = userEvent.setup();
    renderDashboard('/eadmincv/dashboard?section=site');
    expect(await screen.findByRole('alert')).toHaveTextContent('Veritabanına şu an ulaşılamıyor.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByLabelText('Site adı')).toHaveValue('eSportsCV');
  });

  it('drops a rejected token and goes back to the login', async () => {
    localStorage.setItem('adminToken', 'expired');
    stubFetch({ '/api/admin/me': jsonResponse(401, { message: 'no' }) });
    renderDashboard();
    expect(await screen.findByText('admin login')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('adminToken')).toBeNull());
  });
});
