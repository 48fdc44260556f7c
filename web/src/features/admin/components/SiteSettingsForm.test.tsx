import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { approvalMinutes, approvalWindowOf } from './ApprovalWindowField';
import { SiteSettingsForm } from './SiteSettingsForm';

const initial = { siteName: 'eSportsCV', comingSoonActive: false, matchResultApprovalMinutes: 1440 };

function renderForm(settings = initial) {
  const fetch = stubFetch({
    'PATCH /api/admin/settings': (_url: string, init: RequestInit) => jsonResponse(200, JSON.parse(String(init.body))),
  });
  renderWithApp(<SiteSettingsForm initial={settings} />);
  return fetch;
}

describe('the approval window of match results (site settings)', () => {
  it('reads and writes minutes as hours and minutes, 1 minute to 7 days', () => {
    expect(approvalWindowOf(1440)).toEqual({ hours: '24', minutes: '0' });
    expect(approvalWindowOf(90)).toEqual({ hours: '1', minutes: '30' });
    expect(approvalMinutes({ hours: '2', minutes: '30' })).toBe(150);
    expect(approvalMinutes({ hours: '', minutes: '1' })).toBe(1);
    expect(approvalMinutes({ hours: '168', minutes: '0' })).toBe(10080);
    expect(approvalMinutes({ hours: '168', minutes: '1' })).toBeNull();
    expect(approvalMinutes({ hours: '0', minutes: '0' })).toBeNull();
    expect(approvalMinutes({ hours: '1.5', minutes: '0' })).toBeNull();
    expect(approvalMinutes({ hours: '-1', minutes: '90' })).toBeNull();
  });

  it('shows the setting, refuses a window outside 1..10080 minutes and saves a valid one', async () => {
    const fetch = renderForm();
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Maç sonucu onay süresi' });
    const hours = within(group).getByLabelText('Saat');
    const minutes = within(group).getByLabelText('Dakika');
    expect(hours).toHaveValue(24);
    expect(minutes).toHaveValue(0);
    expect(within(group).getByText(/otomatik olarak onaylanır/)).toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '0');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(within(group).getByRole('alert')).toHaveTextContent(
      'Onay süresi 1 dakika ile 7 gün (168 saat) arasında olmalı.',
    );
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    await user.clear(hours);
    await user.type(hours, '168');
    await user.clear(minutes);
    await user.type(minutes, '1');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(within(group).getByRole('alert')).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH', '/api/admin/settings')).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, '2');
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'PATCH', '/api/admin/settings')[0]?.body).toEqual({
        siteName: 'eSportsCV',
        comingSoonActive: false,
        matchResultApprovalMinutes: 150,
      }),
    );
    expect(await screen.findByText('Site ayarları kaydedildi.')).toBeInTheDocument();
  });

  it('is labelled in English too', async () => {
    await i18next.changeLanguage('en');
    renderForm({ ...initial, matchResultApprovalMinutes: 90 });
    const group = screen.getByRole('group', { name: 'Match result approval window' });
    expect(within(group).getByLabelText('Hours')).toHaveValue(1);
    expect(within(group).getByLabelText('Minutes')).toHaveValue(30);
    expect(within(group).getByText(/approved automatically/)).toBeInTheDocument();
  });
});
