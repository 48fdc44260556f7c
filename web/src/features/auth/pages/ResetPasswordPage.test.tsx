import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { AuthPanel } from '../components/AuthPanel';
import { ResetPasswordPage } from './ResetPasswordPage';

function renderResetThenLanding(route: string) {
  return renderWithApp(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/" element={<AuthPanel />} />
    </Routes>,
    { route },
  );
}

async function setNewPassword(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Yeni şifre'), password);
  await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), confirm);
  await user.click(screen.getByRole('button', { name: 'Şifreyi güncelle' }));
  return user;
}

describe('reset password page', () => {
  it('checks the two passwords before sending', async () => {
    const fetch = stubFetch({});
    renderResetThenLanding('/reset-password?token=tok');
    await setNewPassword('longenough', 'different1');
    expect(screen.getByLabelText('Yeni şifre (tekrar)')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, 'POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it("shows the server's message for a used link", async () => {
    stubFetch({
      'POST /api/auth/reset-password': jsonResponse(400, {
        message: 'Şifre sıfırlama bağlantısı geçersiz, süresi dolmuş veya daha önce kullanılmış.',
        code: 'invalid_reset_token',
      }),
    });
    renderResetThenLanding('/reset-password?token=tok');
    await setNewPassword('longenough');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Şifre sıfırlama bağlantısı geçersiz, süresi dolmuş veya daha önce kullanılmış.',
    );
  });

  it('after a reset, "Giriş yap" opens the sign-in tab on a browser that never signed in', async () => {
    const fetch = stubFetch({ 'POST /api/auth/reset-password': { ok: true } });
    renderResetThenLanding('/reset-password?token=tok');
    const user = await setNewPassword('longenough');

    await user.click(await screen.findByRole('link', { name: 'Giriş yap' }));
    expect(await screen.findByRole('tab', { name: 'Giriş Yap' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Tekrar hoş geldin' })).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/auth/reset-password').map((c) => c.body)).toEqual([
      { token: 'tok', password: 'longenough' },
    ]);
  });
});
