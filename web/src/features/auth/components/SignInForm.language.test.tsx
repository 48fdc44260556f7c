import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { jsonResponse, stubFetch } from '../../../test/fetchStub';
import { initTestI18n } from '../../../test/i18n';
import { renderWithApp } from '../../../test/render';
import { SignInForm } from './SignInForm';

/** The server answers in the request's language (Accept-Language), as the real one does. */
function answerInRequestLanguage() {
  const text = { tr: 'E-posta veya şifre hatalı.', en: 'Wrong e-mail or password.' };
  return stubFetch({
    'POST /api/auth/login': (_url: string, init: RequestInit) => {
      const lang = new Headers(init.headers).get('Accept-Language') === 'en' ? 'en' : 'tr';
      return jsonResponse(401, { message: text[lang], code: 'invalid_credentials' });
    },
  });
}

async function signInWrongly(email: string, password: string, submit: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(email), 'kaan@example.com');
  await user.type(screen.getByLabelText(password), 'wrong-password1');
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('a sign-in error follows the language', () => {
  it('shown in English, it turns Turkish after switching to Turkish', async () => {
    await initTestI18n('en');
    answerInRequestLanguage();
    renderWithApp(<SignInForm />);
    await signInWrongly('Email', 'Password', 'Sign in');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    await act(async () => {
      await i18next.changeLanguage('tr');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Wrong');
  });

  it('shown in Turkish, it turns English after switching to English, and back', async () => {
    answerInRequestLanguage();
    renderWithApp(<SignInForm />);
    await signInWrongly('E-posta', 'Şifre', 'Giriş Yap');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.');
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    await act(async () => {
      await i18next.changeLanguage('tr');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.');
  });
});
