import i18next from 'i18next';
import { ApiError } from '../api/http';
import { errorMessage, problemText, serverFieldErrors, serverFieldProblems } from './errorMessage';

const t = i18next.t.bind(i18next);
/** An answer received while the UI spoke `lng`: the server wrote its text in that language. */
async function answeredIn(lng: string, status: number, body: unknown): Promise<ApiError> {
  await i18next.changeLanguage(lng);
  return new ApiError(status, JSON.stringify(body), '');
}

describe('errorMessage: the server’s text, translated at render', () => {
  it('keeps the server’s own words in the language it answered in', async () => {
    const error = await answeredIn('tr', 409, { message: 'Sunucunun kendi sözleri.', code: 'email_taken' });
    expect(errorMessage(error, t)).toBe('Sunucunun kendi sözleri.');
  });

  it('shows the code’s text, with its params, in the language switched to', async () => {
    const error = await answeredIn('tr', 429, {
      message: 'Çok hızlı işlem yapıyorsun. Lütfen 7 saniye sonra tekrar dene.',
      code: 'write_rate_limited',
      params: { seconds: 7 },
    });
    await i18next.changeLanguage('en');
    expect(errorMessage(error, t)).toBe('You are doing this too fast. Please try again in 7 seconds.');
  });

  it('keeps the server’s text for a code it does not know, and the status for a body without a message', async () => {
    const unknown = await answeredIn('en', 400, { message: 'Something new.', code: 'brand_new_code' });
    await i18next.changeLanguage('tr');
    expect(errorMessage(unknown, t)).toBe('Something new.');
    expect(errorMessage(await answeredIn('tr', 502, null), t)).toBe('İstek başarısız oldu (kod 502).');
  });

  it('translates field issues that have a text of their own; others keep the server’s', async () => {
    const error = await answeredIn('tr', 400, {
      message: 'Gönderilen bilgiler geçersiz.',
      code: 'validation',
      issues: [
        { path: 'nickname', code: 'nickname_chars', message: 'Kullanıcı adı yalnızca harf, rakam, _ . - içerebilir.' },
        { path: 'body.email', code: 'email_taken', message: 'Bu e-posta adresi zaten kayıtlı.' },
        { path: 'bio', code: 'too_big', message: 'En fazla 10 karakter olabilir.' },
      ],
    });
    await i18next.changeLanguage('en');
    expect(serverFieldErrors(error, t)).toEqual({
      nickname: 'Only Latin letters (a–z), digits and _ . - are allowed.',
      email: 'This e-mail address is already registered.',
      bio: 'En fazla 10 karakter olabilir.',
    });
    // Without `t`, the server's words as they came.
    expect(serverFieldErrors(error).email).toBe('Bu e-posta adresi zaten kayıtlı.');
  });
});

describe('problemText: a problem kept in state, worded at render', () => {
  it('words a field issue, the whole error, and a text of ours in the language shown now', async () => {
    const error = await answeredIn('tr', 400, {
      message: 'Gönderilen bilgiler geçersiz.',
      code: 'validation',
      issues: [{ path: 'body.nickname', code: 'nickname_chars', message: 'Kullanıcı adı yalnızca …' }],
    });
    const nickname = { error, field: 'nickname' };
    expect(serverFieldProblems(error)).toEqual({ nickname });
    await i18next.changeLanguage('en');
    expect(problemText(nickname, t)).toBe('Only Latin letters (a–z), digits and _ . - are allowed.');
    // A field the error has no issue for gets the error's own message.
    expect(problemText({ error, field: 'email' }, t)).toBe('The submitted data is invalid.');
    expect(problemText({ key: 'errors:validation.tooShort', values: { min: 8 } }, t)).toBe(
      'Must be at least 8 characters.',
    );
    await i18next.changeLanguage('tr');
    expect(problemText(nickname, t)).toBe('Kullanıcı adı yalnızca …');
    expect(problemText({ key: 'errors:validation.tooShort', values: { min: 8 } }, t)).toBe('En az 8 karakter olmalı.');
  });
});
