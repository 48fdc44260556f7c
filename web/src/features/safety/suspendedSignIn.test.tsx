import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch } from '../../test/fetchStub';
import { initTestI18n } from '../../test/i18n';
import { renderWithApp } from '../../test/render';
import { SignInForm } from '../auth/components/SignInForm';

/** A suspended person's login answers 403 `account_suspended` with the reason: the form shows it as it comes. */
describe('signing in to a suspended account', () => {
  it.each([
    ['tr', 'Hesabın askıya alındı: tekrarlanan taciz', 'E-posta', 'Şifre', 'Giriş Yap'],
    ['en', 'Your account is suspended: repeated harassment', 'Email', 'Password', 'Sign in'],
  ])('shows the server’s reason (%s)', async (lng, message, emailLabel, passwordLabel, submit) => {
    await initTestI18n(lng);
    const fetch = stubFetch({ 'POST /api/auth/login': jsonResponse(403, { message, code: 'account_suspended' }) });
    const user = userEvent.setup();
    renderWithApp(<SignInForm />);
    await user.type(screen.getByLabelText(emailLabel), 'kaan@example.com');
    await user.type(screen.getByLabelText(passwordLabel), 'secret123');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(new Headers(callsTo(fetch, 'POST', '/api/auth/login')[0]?.init.headers).get('Accept-Language')).toBe(lng);
  });
});
