import { languageDetector, localesBackend } from './i18nModules';
import { APP_BUNDLE, APP_BUNDLE_FILE } from './namespaces';

describe('language detection', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.cookie = 'i18next=; max-age=0';
    document.documentElement.lang = 'tr';
    localStorage.clear();
    sessionStorage.clear();
  });

  it('lists the candidates in spec §9 order: query, cookie, localStorage, sessionStorage, <html lang>', () => {
    window.history.replaceState(null, '', '/?lng=en');
    document.cookie = 'i18next=de';
    localStorage.setItem('i18nextLng', 'fr');
    sessionStorage.setItem('i18nextLng', 'it');
    expect(languageDetector.detect()).toEqual(['en', 'de', 'fr', 'it', 'tr']);
  });

  it('falls back to the page language on a first visit', () => {
    expect(new Set(languageDetector.detect() as string[])).toEqual(new Set(['tr']));
  });

  it('keeps a choice in localStorage and in the language cookie, which the server reads', () => {
    languageDetector.cacheUserLanguage?.('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toMatch(/(?:^|; )i18next=en(?:;|$)/);
    // Turkish, the default, is what the server sends without a cookie.
    languageDetector.cacheUserLanguage?.('tr');
    expect(localStorage.getItem('i18nextLng')).toBe('tr');
    expect(document.cookie).not.toMatch(/i18next=/);
  });
});

describe('locale files backend', () => {
  const read = (status: number | 'offline') => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (status === 'offline') throw new TypeError('Failed to fetch');
        return new Response(status === 200 ? JSON.stringify({ hello: url }) : 'no', { status });
      }),
    );
    return new Promise<[unknown, unknown]>((resolve) =>
      localesBackend.read('en', 'common', (err, data) => resolve([err, data])),
    );
  };
  afterEach(() => vi.unstubAllGlobals());

  it('reads /locales/{lng}/{ns}.json', async () => {
    expect(await read(200)).toEqual([null, { hello: '/locales/en/common.json' }]);
  });

  it('asks i18next to retry what may pass (network, 5xx, 429), not a missing file', async () => {
    expect((await read('offline'))[1]).toBe(true);
    expect((await read(503))[1]).toBe(true);
    expect((await read(429))[1]).toBe(true);
    const [error, retry] = await read(404);
    expect(error).toBeInstanceOf(Error);
    expect(retry).toBe(false);
  });
});

describe('the app bundle', () => {
  const readNs = (lng: string, ns: string) =>
    new Promise<[unknown, unknown]>((resolve) => localesBackend.read(lng, ns, (err, data) => resolve([err, data])));
  afterEach(() => vi.unstubAllGlobals());

  it('holds the signed-in namespaces and none of the visitor or core ones', () => {
    expect(APP_BUNDLE).toContain('notifications');
    expect(APP_BUNDLE).toContain('dashboard');
    // `pages` too: the coming-soon page, shown to visitors, reads it.
    for (const ns of ['common', 'nav', 'errors', 'meta', 'landing', 'auth', 'account', 'messages', 'pages']) {
      expect(APP_BUNDLE).not.toContain(ns);
    }
  });

  it('reads every app namespace of a language from one request', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      Response.json({ dashboard: { title: `dashboard from ${url}` }, notifications: { title: 'bell' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const [dashboard, notifications] = await Promise.all([readNs('xx', 'dashboard'), readNs('xx', 'notifications')]);
    expect(dashboard).toEqual([null, { title: `dashboard from /locales/xx/${APP_BUNDLE_FILE}` }]);
    expect(notifications).toEqual([null, { title: 'bell' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says a namespace missing from the bundle is not worth a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ dashboard: {} })),
    );
    const [error, retry] = await readNs('yy', 'teams');
    expect(String(error)).toMatch(/teams is missing/);
    expect(retry).toBe(false);
  });

  it('asks for the bundle again after a failed request', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ teams: { title: 'Takımlar' } }));
    vi.stubGlobal('fetch', fetchMock);
    const [error, retry] = await readNs('zz', 'teams');
    expect(error).toBeInstanceOf(Error);
    expect(retry).toBe(true);
    expect(await readNs('zz', 'teams')).toEqual([null, { title: 'Takımlar' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
