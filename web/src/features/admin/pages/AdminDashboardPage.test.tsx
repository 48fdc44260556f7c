import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { AdminDashboardPage } from './AdminDashboardPage';

function renderDashboard() {
  return renderWithApp(
    <Routes>
      <Route path="/eadmincv" element={<p>admin login</p>} />
      <Route path="/eadmincv/dashboard" element={<AdminDashboardPage />} />
    </Routes>,
    { route: '/eadmincv/dashboard' },
  );
}

describe('admin dashboard', () => {
  it('saves the site settings with the bearer token and signs out', async () => {
    localStorage.setItem('adminToken', 'tok');
    const fetch = stubFetch({
      '/api/admin/me': { id: 'a1', email: 'admin@example.com', nickname: 'admin' },
      '/api/admin/settings': { siteName: 'eSportsCV', comingSoonActive: false },
      'PATCH /api/admin/settings': (_url: string, init: RequestInit) =>
        jsonResponse(200, JSON.parse(String(init.body))),
      'POST /api/admin/logout': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Yönetici Paneli' })).toBeInTheDocument();
    const name = await screen.findByLabelText('Site adı');
    await user.clear(name);
    await user.type(name, 'Arena');
    await user.click(screen.getByRole('switch', { name: '"Çok yakında" modu' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(callsTo(fetch, 'PATCH', '/api/admin/settings')).toHaveLength(1));
    const [patch] = callsTo(fetch, 'PATCH', '/api/admin/settings');
    expect(patch?.body).toEqual({ siteName: 'Arena', comingSoonActive: true });
    expect(new Headers(patch?.init.headers).get('Authorization')).toBe('Bearer tok');
    expect(await screen.findByText('Site ayarları kaydedildi.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    expect(await screen.findByText('admin login')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/admin/logout')).toHaveLength(1);
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('drops a rejected token and goes back to the login', async () => {
    localStorage.setItem('adminToken', 'expired');
    stubFetch({ '/api/admin/me': jsonResponse(401, { message: 'no' }) });
    renderDashboard();
    expect(await screen.findByText('admin login')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('adminToken')).toBeNull());
  });
});
