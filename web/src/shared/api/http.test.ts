import i18next from 'i18next';
import { callsTo, jsonResponse, stubFetch } from '../../test/fetchStub';
import { errorMessage } from '../lib/errorMessage';
import { route } from '@esn/contract/endpoint';
import type { authEndpoints } from '@esn/contract/auth/endpoints';
import { call as callApi } from './client';
import { ApiError, getQueryFn } from './http';

const post = (path: string) => route<(typeof authEndpoints)['login']>('x', 'POST', path, 'public');
const credentials = { email: 'a@b.co', password: 'x' };

const queryFn = getQueryFn({ on401: 'returnNull' });
const run = (queryKey: unknown[]) =>
  queryFn({ queryKey, signal: new AbortController().signal, meta: undefined } as never) as Promise<unknown>;

describe('generic query fn', () => {
  it('joins the key parts with "/" and GETs them with cookies', async () => {
    const fetch = stubFetch({ '/api/teams/abc/members': { items: [] } });
    await expect(run(['/api/teams', 'abc', 'members'])).resolves.toEqual({ items: [] });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/teams/abc/members');
    expect(init?.credentials).toBe('include');
    expect(init?.method ?? 'GET').toBe('GET');
  });

  it('answers null on 401', async () => {
    stubFetch({ '/api/private': jsonResponse(401, { message: 'no' }, 'Unauthorized') });
    await expect(run(['/api/private'])).resolves.toBeNull();
  });

  it('throws "status: body" on other failures', async () => {
    stubFetch({ '/api/boom': new Response('{"message":"Sunucu hatası"}', { status: 500 }) });
    await expect(run(['/api/boom'])).rejects.toThrow('500: {"message":"Sunucu hatası"}');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch({ '/api/empty': new Response(null, { status: 503, statusText: 'Service Unavailable' }) });
    await expect(run(['/api/empty'])).rejects.toThrow('503: Service Unavailable');
  });

  it('throws on 401 when asked to', async () => {
    stubFetch({ '/api/private': new Response('nope', { status: 401 }) });
    const strict = getQueryFn({ on401: 'throw' });
    await expect(strict({ queryKey: ['/api/private'], signal: new AbortController().signal } as never)).rejects.toThrow(
      '401: nope',
    );
  });
});

describe('request headers', () => {
  it('sends the UI language as Accept-Language', async () => {
    const fetch = stubFetch({ '/api/x': {} });
    await i18next.changeLanguage('en');
    await run(['/api/x']);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('en');
  });

  it('adds the admin bearer token only to admin API calls, and only when there is one', async () => {
    const fetch = stubFetch({ '/api/admin/me': {}, '/api/auth/user': {} });
    await run(['/api/admin/me']);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);

    localStorage.setItem('adminToken', 'tok-123');
    await run(['/api/admin/me']);
    await run(['/api/auth/user']);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer tok-123');
    expect(new Headers(fetch.mock.calls[2]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const fetch = stubFetch({ 'POST /api/auth/login': { user: {} } });
    await callApi(post('/api/auth/login'), { body: credentials });
    const [call] = callsTo(fetch, 'POST', '/api/auth/login');
    expect(call?.body).toEqual({ email: 'a@b.co', password: 'x' });
    expect(new Headers(call?.init.headers).get('Content-Type')).toBe('application/json');
  });
});

describe('error display', () => {
  const t = i18next.t.bind(i18next);

  it('shows the server message, not the raw JSON', async () => {
    stubFetch({
      'POST /api/x': jsonResponse(409, { message: 'Bu e-posta adresi zaten kayıtlı.', code: 'email_taken' }),
    });
    const error = await callApi(post('/api/x'), { body: credentials }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(errorMessage(error, t)).toBe('Bu e-posta adresi zaten kayıtlı.');
  });

  it("shows the server's own text for a known code, not a copy kept by the web", async () => {
    await i18next.changeLanguage('en');
    const wrong = new ApiError(
      401,
      JSON.stringify({ message: 'Wrong e-mail or password.', code: 'invalid_credentials' }),
      '',
    );
    expect(errorMessage(wrong, t)).toBe('Wrong e-mail or password.');
  });

  it('never looks a server code up in the web texts, even when the server sent an empty message', () => {
    const empty = new ApiError(401, JSON.stringify({ message: '', code: 'invalid_credentials' }), 'Unauthorized');
    expect(errorMessage(empty, t)).toBe('İstek başarısız oldu (kod 401).');
  });

  it('falls back to a translated text for a network failure', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), t)).toBe(
      'Sunucuya ulaşılamadı. Bağlantını kontrol edip tekrar dene.',
    );
  });

  it('never shows a non-JSON body as the message', () => {
    expect(errorMessage(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'), t)).toBe(
      'İstek başarısız oldu (kod 502).',
    );
  });
});
