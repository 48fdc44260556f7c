import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { AdminLoginPage } from './AdminLoginPage';

function renderLogin() {
  return renderWithApp(
    <Routes>
      <Route path="/eadmincv" element={<AdminLoginPage />} />
      <Route path="/eadmincv/dashboard" element={<h1>dashboard</h1>} />
    </Routes>,
    { route: '/eadmincv' },
  );
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-posta'), email);
  if (password) await user.type(screen.getByLabelText('Şifre'), password);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('admin login page', () => {
  it('asks for the admin e-mail (as the account name) and the current password', () => {
    renderLogin();
    const email = screen.getByLabelText('E-posta');
    const password = screen.getByLabelText('Şifre');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toBeRequired();
  });

  it('checks both fields before sending', async () => {
    const fetch = stubFetch({});
    renderLogin();
    await signIn('', '');
    expect(screen.getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, 'POST', '/api/admin/login')).toHaveLength(0);
  });

  it("shows the server's message for wrong credentials", async () => {
    stubFetch({
      'POST /api/admin/login': jsonResponse(401, {
        message: 'E-posta veya şifre hatalı.',
        code: 'invalid_credentials',
      }),
    });
    renderLogin();
    await signIn('admin@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('keeps the token and opens the dashboard', async () => {
    const fetch = stubFetch({ 'POST /api/admin/login': { token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z' } });
    renderLogin();
    await signIn('Admin@Example.com', 'right-password');
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('adminToken')).toBe('tok-1'));
    expect(callsTo(fetch, 'POST', '/api/admin/login').map((c) => c.body)).toEqual([
      { email: 'admin@example.com', password: 'right-password' },
    ]);
  });
});
