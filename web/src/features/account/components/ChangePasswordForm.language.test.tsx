import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/fetchStub';
import { initTestI18n } from '../../../test/i18n';
import { codedAnswer, switchLanguage } from '../../../test/languageSwitch';
import { makeUser, renderWithApp } from '../../../test/render';
import { ChangePasswordForm } from './ChangePasswordForm';

async function submit(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Repeat the new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('password form: field errors follow the language', () => {
  beforeEach(() => initTestI18n('en'));

  it('a wrong current password, shown in English under its field, turns Turkish after the switch', async () => {
    stubFetch({ 'PATCH /api/me/password': codedAnswer(403, 'wrong_password') });
    renderWithApp(<ChangePasswordForm />, { user: makeUser() });
    await submit('not-my-password', 'brand-new-pass', 'brand-new-pass');
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is wrong.'),
    );
    await switchLanguage('tr');
    expect(screen.getByLabelText('Mevcut şifre')).toHaveAccessibleDescription('Mevcut şifre yanlış.');
    expect(screen.queryByText('The current password is wrong.')).not.toBeInTheDocument();
  });

  it('the browser’s own checks (too short, not repeated) switch too', async () => {
    const fetch = stubFetch({});
    renderWithApp(<ChangePasswordForm />, { user: makeUser() });
    await submit('old-password', 'short', 'other');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Must be at least 8 characters.');
    await switchLanguage('tr');
    expect(screen.getByLabelText('Yeni şifre')).toHaveAccessibleDescription('En az 8 karakter olmalı.');

    await switchLanguage('en');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long-enough-now');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The passwords do not match.');
    await switchLanguage('tr');
    expect(screen.getByLabelText('Yeni şifre (tekrar)')).toHaveAccessibleDescription('Şifreler eşleşmiyor.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
