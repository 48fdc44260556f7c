import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserKey } from '../api';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { SignUpForm } from './SignUpForm';

function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  const node = id ? document.getElementById(id) : null;
  return input.getAttribute('aria-invalid') === 'true' ? (node?.textContent ?? null) : null;
}

async function fill(values: { email?: string; nickname?: string; password?: string; firstName?: string }) {
  const user = userEvent.setup();
  if (values.email !== undefined) await user.type(screen.getByLabelText('E-posta'), values.email);
  if (values.nickname !== undefined) await user.type(screen.getByLabelText('Kullanıcı adı'), values.nickname);
  if (values.password !== undefined) await user.type(screen.getByLabelText('Şifre'), values.password);
  if (values.firstName !== undefined) await user.type(screen.getByLabelText('Ad (isteğe bağlı)'), values.firstName);
  await user.click(screen.getByRole('button', { name: 'Hesap Oluştur' }));
}

describe('sign-up form', () => {
  it('checks the server rules before sending anything', async () => {
    const fetch = stubFetch({});
    renderWithApp(<SignUpForm />);
    await fill({ email: 'not-an-email', nickname: 'a b', password: 'short' });

    expect(errorOf(screen.getByLabelText('E-posta'))).toBe('Geçerli bir e-posta adresi gir.');
    expect(errorOf(screen.getByLabelText('Şifre'))).toBe('En az 8 karakter olmalı.');
    expect(errorOf(screen.getByLabelText('Kullanıcı adı'))).toBe(
      'Yalnızca Latin harfleri (Türkçe karakter olmadan), rakam ve _ . - kullanılabilir.',
    );
    expect(callsTo(fetch, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  it('says a Turkish letter is not allowed in a nickname, in its hint and its message', async () => {
    stubFetch({});
    renderWithApp(<SignUpForm />);
    expect(
      screen.getByText('3–30 karakter. Yalnızca Latin harfleri (Türkçe karakter olmadan), rakam ve _ . -'),
    ).toBeInTheDocument();
    await fill({ email: 'ok@example.com', nickname: 'oyuncuş', password: 'longenough' });
    expect(errorOf(screen.getByLabelText('Kullanıcı adı'))).toBe(
      'Yalnızca Latin harfleri (Türkçe karakter olmadan), rakam ve _ . - kullanılabilir.',
    );
  });

  it('rejects a nickname that is too short', async () => {
    stubFetch({});
    renderWithApp(<SignUpForm />);
    await fill({ email: 'ok@example.com', nickname: 'ab', password: 'longenough' });
    expect(errorOf(screen.getByLabelText('Kullanıcı adı'))).toBe('En az 3 karakter olmalı.');
    expect(errorOf(screen.getByLabelText('E-posta'))).toBeNull();
    // The reader is taken to the field to fix, not left on the button.
    await waitFor(() => expect(screen.getByLabelText('Kullanıcı adı')).toHaveFocus());
  });

  it('puts a taken nickname under the nickname field', async () => {
    stubFetch({
      'POST /api/auth/register': jsonResponse(409, { message: 'Bu kullanıcı adı alınmış.', code: 'nickname_taken' }),
    });
    renderWithApp(<SignUpForm />);
    await fill({ email: 'kaan@example.com', nickname: 'kaan', password: 'longenough' });
    await waitFor(() => expect(errorOf(screen.getByLabelText('Kullanıcı adı'))).toBe('Bu kullanıcı adı alınmış.'));
    expect(errorOf(screen.getByLabelText('E-posta'))).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Kullanıcı adı')).toHaveFocus());
  });

  it("puts a taken e-mail under the e-mail field, in the server's own words", async () => {
    // The server's EN text ("e-mail"), not a second copy kept by the web.
    stubFetch({
      'POST /api/auth/register': jsonResponse(409, {
        message: 'This e-mail address is already registered.',
        code: 'email_taken',
      }),
    });
    renderWithApp(<SignUpForm />);
    await fill({ email: 'kaan@example.com', nickname: 'kaan', password: 'longenough' });
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('E-posta'))).toBe('This e-mail address is already registered.'),
    );
    expect(errorOf(screen.getByLabelText('Kullanıcı adı'))).toBeNull();
    expect(screen.queryByText('Bu e-posta adresi zaten kayıtlı.')).not.toBeInTheDocument();
  });

  it('shows server validation issues per field', async () => {
    stubFetch({
      'POST /api/auth/register': jsonResponse(400, {
        message: 'Geçersiz istek',
        code: 'validation',
        issues: [{ path: 'email', message: 'Bu adres kabul edilmiyor.' }],
      }),
    });
    renderWithApp(<SignUpForm />);
    await fill({ email: 'kaan@example.com', nickname: 'kaan', password: 'longenough' });
    await waitFor(() => expect(errorOf(screen.getByLabelText('E-posta'))).toBe('Bu adres kabul edilmiyor.'));
  });

  it('sends the normalised body, leaves out empty names and signs the user in', async () => {
    const created = makeUser({ nickname: 'kaan' });
    const fetch = stubFetch({ 'POST /api/auth/register': jsonResponse(201, { user: created }) });
    const { queryClient } = renderWithApp(<SignUpForm />);
    await fill({ email: '  Kaan@Example.com ', nickname: 'kaan', password: 'longenough' });

    await waitFor(() => expect(queryClient.getQueryData(currentUserKey)).toEqual(created));
    expect(callsTo(fetch, 'POST', '/api/auth/register')[0]?.body).toEqual({
      email: 'kaan@example.com',
      nickname: 'kaan',
      password: 'longenough',
    });
    expect(localStorage.getItem('hasLoggedInBefore')).toBe('true');
  });
});
