import { act, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { callsTo, stubFetch } from '../../test/fetchStub';
import { makeUser, renderWithApp } from '../../test/render';
import { languageDetector } from '../../app/i18nModules';
import { useRememberLanguage } from './useRememberLanguage';

function Shell({ userId }: { userId: string }) {
  useRememberLanguage(userId);
  return null;
}

describe('useRememberLanguage', () => {
  it('tells the server the language on arrival and on each switch, once each', async () => {
    const fetch = stubFetch({ 'PUT /api/me/language': new Response(null, { status: 204 }) });
    renderWithApp(<Shell userId="me" />, { user: makeUser({ id: 'me', onboardingCompleted: true }) });
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/me/language')).toHaveLength(1));
    expect(callsTo(fetch, 'PUT', '/api/me/language')[0]!.body).toEqual({ language: 'tr' });

    await act(() => i18next.changeLanguage('en'));
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/me/language')).toHaveLength(2));
    expect(callsTo(fetch, 'PUT', '/api/me/language')[1]!.body).toEqual({ language: 'en' });
  });

  describe('on a browser without a language of its own (a new device)', () => {
    const newDevice = () => {
      localStorage.clear();
      sessionStorage.clear();
      document.cookie = 'i18next=; path=/; max-age=0';
      languageDetector.detect();
    };
    afterEach(async () => {
      // Back to a browser that chose: the other tests' pages say their language outright.
      localStorage.setItem('i18nextLng', 'tr');
      languageDetector.detect();
      await act(() => i18next.changeLanguage('tr'));
    });

    it('opens in the language the person last used, and does not overwrite it with the default', async () => {
      newDevice();
      const fetch = stubFetch({
        'GET /api/me/language': { language: 'en' },
        'PUT /api/me/language': new Response(null, { status: 204 }),
      });
      renderWithApp(<Shell userId="me" />, { user: makeUser({ id: 'me', onboardingCompleted: true }) });
      await waitFor(() => expect(i18next.language).toBe('en'));
      await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/me/language')).toHaveLength(1));
      expect(callsTo(fetch, 'PUT', '/api/me/language').map((c) => c.body)).toEqual([{ language: 'en' }]);
    });

    it('says the default when the person never said a language', async () => {
      newDevice();
      const fetch = stubFetch({
        'GET /api/me/language': { language: null },
        'PUT /api/me/language': new Response(null, { status: 204 }),
      });
      renderWithApp(<Shell userId="me" />, { user: makeUser({ id: 'me', onboardingCompleted: true }) });
      await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/me/language')).toHaveLength(1));
      expect(callsTo(fetch, 'PUT', '/api/me/language')[0]!.body).toEqual({ language: 'tr' });
      expect(i18next.language).toBe('tr');
    });
  });
});
