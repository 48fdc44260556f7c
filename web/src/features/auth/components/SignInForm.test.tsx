import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { SignInForm } from './SignInForm';

describe('sign-in form', () => {
  it('requires both fields before sending', async () => {
    const fetch = stubFetch({});
    const user = userEvent.setup();
    renderWithApp(<SignInForm />);
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    // The schemas load on first use (the landing page ships without zod), so the check lands a moment later.
    await waitFor(() => expect(screen.getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, 'POST', '/api/auth/login')).toHaveLength(0);
  });

  it('shows the rate-limit message from the server', async () => {
    stubFetch({ 'POST /api/auth/login': jsonResponse(429, { message: 'Çok fazla deneme.', code: 'rate_limited' }) });
    const user = userEvent.setup();
    renderWithApp(<SignInForm />);
    await user.type(screen.getByLabelText('E-posta'), 'kaan@example.com');
    await user.type(screen.getByLabelText('Şifre'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Çok fazla deneme.');
  });
});

describe('forgot password', () => {
  it('sends the address, says a mail was sent if it exists, and does not sign in', async () => {
    const fetch = stubFetch({ 'POST /api/auth/forgot-password': jsonResponse(202, {}) });
    const user = userEvent.setup();
    renderWithApp(<SignInForm />);
    await user.type(screen.getByLabelText('E-posta'), 'kaan@example.com');
    // A filled password makes a wrongly bubbling submit visible as a login call.
    await user.type(screen.getByLabelText('Şifre'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Şifremi unuttum' }));

    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByLabelText('E-posta');
    expect(email).toHaveValue('kaan@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Bağlantı gönder' }));

    expect(await within(dialog).findByText(/şifre sıfırlama bağlantısı e-posta ile gönderildi/)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/auth/forgot-password').map((c) => c.body)).toEqual([
      { email: 'kaan@example.com' },
    ]);
    expect(callsTo(fetch, 'POST', '/api/auth/login')).toHaveLength(0);
  });

  it('opens the dialog on demand and gives focus back to the link when it closes', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithApp(<SignInForm />);
    const link = screen.getByRole('button', { name: 'Şifremi unuttum' });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
  });
});
