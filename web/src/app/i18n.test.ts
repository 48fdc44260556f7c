import i18next from 'i18next';
import { localeResources } from '../test/i18n';
import { initI18n } from './i18n';

async function freshInstance() {
  const instance = i18next.createInstance();
  await initI18n(instance, { http: false, resources: localeResources() });
  return instance;
}

describe('language choice', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    document.documentElement.lang = 'tr';
  });

  it('is Turkish on a first visit whatever the browser says', async () => {
    const i18n = await freshInstance();
    expect(i18n.resolvedLanguage).toBe('tr');
    expect(i18n.t('common:loading')).toBe('Yükleniyor...');
  });

  it('honours a stored English choice', async () => {
    localStorage.setItem('i18nextLng', 'en');
    const i18n = await freshInstance();
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('common:loading')).toBe('Loading...');
  });

  it('ignores a stored language it does not offer', async () => {
    localStorage.setItem('i18nextLng', 'de');
    const i18n = await freshInstance();
    expect(i18n.resolvedLanguage).toBe('tr');
  });

  it('stores a switch so that it holds across reloads', async () => {
    const first = await freshInstance();
    await first.changeLanguage('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    const reloaded = await freshInstance();
    expect(reloaded.resolvedLanguage).toBe('en');
  });
});
