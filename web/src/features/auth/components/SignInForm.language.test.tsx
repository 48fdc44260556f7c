import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { jsonResponse, stubFetch } from '../../../test/fetchStub';
import { initTestI18n } from '../../../test/i18n';
import { codedAnswer, switchLanguage } from '../../../test/languageSwitch';
import { renderWithApp } from '../../../test/render';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

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

describe('a field error follows the language', () => {
  it('sign-in: a field the browser refused, shown in English, turns Turkish after the switch', async () => {
    await initTestI18n('en');
    const fetch = stubFetch({});
    const user = userEvent.setup();
    renderWithApp(<SignInForm />);
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
    await switchLanguage('tr');
    expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('Geçerli bir e-posta adresi gir.');
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sign-up: a taken address under the e-mail field, shown in English, turns Turkish after the switch', async () => {
    await initTestI18n('en');
    stubFetch({ 'POST /api/auth/register': codedAnswer(409, 'email_taken') });
    const user = userEvent.setup();
    renderWithApp(<SignUpForm />);
    await user.type(screen.getByLabelText('Email'), 'kaan@example.com');
    await user.type(screen.getByLabelText('Nickname'), 'kaan');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This e-mail address is already registered.'),
    );
    await switchLanguage('tr');
    expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('Bu e-posta adresi zaten kayıtlı.');
  });
});
