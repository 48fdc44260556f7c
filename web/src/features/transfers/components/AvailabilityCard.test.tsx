import i18next from 'i18next';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { AvailabilityCard } from './AvailabilityCard';

const ayse = makeUser({ id: 'u2', nickname: 'ayse', userType: 'player', onboardingCompleted: true });
const STATUS_URL = '/api/transfers/availability';
const notAvailable = { availability: 'not_available', availableFrom: null, lookingForTeam: false, country: 'TR' };
const availableNow = { availability: 'now', availableFrom: '2026-03-01', lookingForTeam: true, country: 'TR' };

describe('the availability card’s save button', () => {
  it('says what saving does from the saved state: mark available, then update, then mark unavailable', async () => {
    let saved: unknown = notAvailable;
    const fetch = stubFetch({
      [STATUS_URL]: () => jsonResponse(200, saved),
      [`PUT ${STATUS_URL}`]: () => jsonResponse(200, (saved = availableNow)),
    });
    const user = userEvent.setup();
    renderWithApp(<AvailabilityCard />, { user: ayse });
    const form = await screen.findByRole('form', { name: 'Transfer durumum' });
    expect(await within(form).findByRole('button', { name: 'Kaydet' })).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('Uygunluk'), 'now');
    await user.click(within(form).getByRole('button', { name: 'Kendimi uygun olarak işaretle' }));
    expect(await screen.findByText('Transfer durumun kaydedildi.')).toBeInTheDocument();
    // Saved: the button no longer offers what is already true.
    expect(await within(form).findByRole('button', { name: 'Uygunluğu güncelle' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Kendimi uygun olarak işaretle' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', STATUS_URL)).toEqual([
      expect.objectContaining({ body: { availability: 'now', lookingForTeam: false, country: 'TR' } }),
    ]);

    await user.selectOptions(within(form).getByLabelText('Uygunluk'), 'not_available');
    expect(within(form).getByRole('button', { name: 'Uygun değilim olarak işaretle' })).toBeInTheDocument();
  });

  it('sets the country the market filters by, or none', async () => {
    const fetch = stubFetch({
      [STATUS_URL]: { ...notAvailable, country: null },
      [`PUT ${STATUS_URL}`]: (_url: string, init: RequestInit) =>
        jsonResponse(200, { ...notAvailable, ...JSON.parse(String(init.body)) }),
    });
    const user = userEvent.setup();
    renderWithApp(<AvailabilityCard />, { user: ayse });
    const form = await screen.findByRole('form', { name: 'Transfer durumum' });
    const country = within(form).getByLabelText('Ülke');
    expect(country).toHaveValue('');
    expect(country).toHaveAccessibleDescription('Pazarda ülkeye göre arayanlar seni bununla bulur.');
    await user.selectOptions(country, 'Türkiye');
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Transfer durumun kaydedildi.')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', STATUS_URL)[0]?.body).toEqual({
      availability: 'not_available',
      lookingForTeam: false,
      country: 'TR',
    });
  });

  it('reads in English too', async () => {
    stubFetch({ [STATUS_URL]: availableNow });
    await i18next.changeLanguage('en');
    renderWithApp(<AvailabilityCard />, { user: ayse });
    const form = await screen.findByRole('form', { name: 'My transfer status' });
    expect(await within(form).findByRole('button', { name: 'Update availability' })).toBeInTheDocument();
  });
});
