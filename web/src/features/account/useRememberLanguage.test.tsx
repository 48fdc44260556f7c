import { act, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { callsTo, stubFetch } from '../../test/fetchStub';
import { makeUser, renderWithApp } from '../../test/render';
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
});
