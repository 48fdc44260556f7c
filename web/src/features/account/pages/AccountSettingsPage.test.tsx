import type { BlockList, User } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { currentUserKey } from '../../auth/api';
import type * as browser from '../lib/browser';
import { goToLanding } from '../lib/browser';
import { AccountSettingsPage } from './AccountSettingsPage';

vi.mock('../lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof browser>()),
  goToLanding: vi.fn(),
}));

const me = makeUser({
  id: 'me',
  nickname: 'kaan',
  email: 'kaan@example.com',
  onboardingCompleted: true,
  userType: 'player',
});
const wrongPassword = () => jsonResponse(403, { message: 'Mevcut şifre yanlış.', code: 'wrong_password' });
const blocked: BlockList = {
  items: [
    {
      id: 'u2',
      nickname: 'ayse',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      avatarUrl: null,
      profileImageUrl: null,
      userType: 'player',
      blockedAt: '2025-03-01T10:00:00.000Z',
    },
  ],
};

function renderPage(routes: Record<string, Handler | Response | unknown> = {}) {
  const fetch = stubFetch({
    '/api/me/blocks': { items: [] },
    '/api/me/message-settings': { connectionsOnly: false },
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderWithApp(<AccountSettingsPage />, { user: me, route: '/settings/account' });
  return { fetch, user, ...view };
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => vi.mocked(goToLanding).mockClear());

describe('account settings page', () => {
  it('has a heading and the six sections, each named by its heading', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Hesap ayarları' })).toBeInTheDocument();
    for (const name of [
      'E-posta adresi',
      'Şifre',
      'Mesajlar',
      'Engellenen kişiler',
      'Verilerimi indir',
      'Hesabı sil',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Profil ayarları' })).toHaveAttribute('href', '/profile/me/edit');
    expect(await screen.findByText('Kimseyi engellemedin.')).toBeInTheDocument();
  });

  it('lists every section in the jump list, in page order, each link leading to its section', () => {
    renderPage();
    const links = within(screen.getByRole('navigation', { name: 'Ayar bölümleri' })).getAllByRole('link');
    // The page itself is a region too (named by its title, without an anchor).
    const regions = screen.getAllByRole('region').filter((r) => r.id !== '');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(regions.map((r) => `#${r.id}`));
    expect(links.map((a) => a.textContent)).toEqual(
      regions.map((r) => within(r).getAllByRole('heading')[0]!.textContent),
    );
  });
});

describe('change e-mail', () => {
  it('checks the fields before sending', async () => {
    const { user, fetch } = renderPage();
    const form = within(section('E-posta adresi'));
    await user.click(form.getByRole('button', { name: 'E-postayı değiştir' }));
    await waitFor(() => expect(form.getByLabelText('Yeni e-posta adresi')).toHaveAttribute('aria-invalid', 'true'));
    expect(form.getByLabelText('Mevcut şifre')).toHaveAttribute('aria-invalid', 'true');

    await user.type(form.getByLabelText('Yeni e-posta adresi'), 'not-an-address');
    await user.type(form.getByLabelText('Mevcut şifre'), 'secret123');
    await user.click(form.getByRole('button', { name: 'E-postayı değiştir' }));
    expect(await form.findByText('Geçerli bir e-posta adresi gir.')).toBeInTheDocument();

    await user.clear(form.getByLabelText('Yeni e-posta adresi'));
    await user.type(form.getByLabelText('Yeni e-posta adresi'), 'KAAN@example.com');
    await user.click(form.getByRole('button', { name: 'E-postayı değiştir' }));
    expect(await form.findByText('Bu zaten şu anki adresin.')).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH', '/api/me/email')).toHaveLength(0);
  });

  it('sends the new address with the password and shows the new address', async () => {
    const changed: User = { ...me, email: 'yeni@example.com' };
    const { user, fetch, queryClient } = renderPage({ 'PATCH /api/me/email': changed });
    const form = within(section('E-posta adresi'));
    expect(form.getByText('kaan@example.com')).toBeInTheDocument();
    await user.type(form.getByLabelText('Yeni e-posta adresi'), ' Yeni@Example.com ');
    await user.type(form.getByLabelText('Mevcut şifre'), 'secret123');
    await user.click(form.getByRole('button', { name: 'E-postayı değiştir' }));

    expect(await form.findByRole('status')).toHaveTextContent('E-posta adresin yeni@example.com olarak değiştirildi.');
    expect(callsTo(fetch, 'PATCH', '/api/me/email')[0]?.body).toEqual({
      email: 'yeni@example.com',
      password: 'secret123',
    });
    expect(queryClient.getQueryData<User>(currentUserKey)?.email).toBe('yeni@example.com');
    expect(form.getByText('yeni@example.com')).toBeInTheDocument();
    expect(form.getByLabelText('Mevcut şifre')).toHaveValue('');
  });

  it('puts the server’s wrong-password and address-taken messages under their fields', async () => {
    let answer = wrongPassword();
    const { user } = renderPage({ 'PATCH /api/me/email': () => answer });
    const form = within(section('E-posta adresi'));
    await user.type(form.getByLabelText('Yeni e-posta adresi'), 'yeni@example.com');
    await user.type(form.getByLabelText('Mevcut şifre'), 'wrong-one');
    await user.click(form.getByRole('button', { name: 'E-postayı değiştir' }));
    await waitFor(() =>
      expect(form.getByLabelText('Mevcut şifre')).toHaveAccessibleDescription('Mevcut şifre yanlış.'),
    );

    answer = jsonResponse(409, { message: 'Bu e-posta adresi zaten kayıtlı.', code: 'email_taken' });
    await user.click(form.getByRole('button', { name: 'E-postayı değiştir' }));
    await waitFor(() =>
      expect(form.getByLabelText('Yeni e-posta adresi')).toHaveAccessibleDescription(
        'Bu e-posta adresi zaten kayıtlı.',
      ),
    );
  });
});

describe('change password', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, repeat: string) => {
    const form = within(section('Şifre'));
    for (const [label, value] of [
      ['Mevcut şifre', current],
      ['Yeni şifre', next],
      ['Yeni şifre (tekrar)', repeat],
    ] as const) {
      const field = form.getByLabelText(label);
      await user.clear(field);
      if (value) await user.type(field, value);
    }
    await user.click(form.getByRole('button', { name: 'Şifreyi değiştir' }));
    return form;
  };

  it('validates: required, at least 8 characters, the same twice, different from the current one', async () => {
    const { user, fetch } = renderPage();
    let form = await fill(user, '', 'short', 'short');
    await waitFor(() => expect(form.getByLabelText('Mevcut şifre')).toHaveAccessibleDescription('Bu alan zorunludur.'));
    expect(form.getByLabelText('Yeni şifre')).toHaveAccessibleDescription('En az 8 karakter olmalı.');

    form = await fill(user, 'eskisifre1', 'yenisifre1', 'yenisifre2');
    await waitFor(() =>
      expect(form.getByLabelText('Yeni şifre (tekrar)')).toHaveAccessibleDescription('Şifreler eşleşmiyor.'),
    );

    form = await fill(user, 'eskisifre1', 'eskisifre1', 'eskisifre1');
    await waitFor(() =>
      expect(form.getByLabelText('Yeni şifre')).toHaveAccessibleDescription(
        'Yeni şifre mevcut şifrenden farklı olmalı.',
      ),
    );
    expect(callsTo(fetch, 'PATCH', '/api/me/password')).toHaveLength(0);
  });

  it('sends the current and the new password and says other sessions ended', async () => {
    const { user, fetch } = renderPage({ 'PATCH /api/me/password': new Response(null, { status: 204 }) });
    const form = await fill(user, 'eskisifre1', 'yenisifre1', 'yenisifre1');
    expect(await form.findByRole('status')).toHaveTextContent(
      'Şifren değiştirildi. Diğer cihazlardaki oturumların kapatıldı.',
    );
    expect(callsTo(fetch, 'PATCH', '/api/me/password')[0]?.body).toEqual({
      currentPassword: 'eskisifre1',
      newPassword: 'yenisifre1',
    });
    expect(form.getByLabelText('Yeni şifre')).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    const { user } = renderPage({ 'PATCH /api/me/password': wrongPassword });
    const form = await fill(user, 'yanlis-sifre', 'yenisifre1', 'yenisifre1');
    await waitFor(() =>
      expect(form.getByLabelText('Mevcut şifre')).toHaveAccessibleDescription('Mevcut şifre yanlış.'),
    );
    expect(form.getByLabelText('Mevcut şifre')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('blocked people', () => {
  it('lists them with the date and unblocks one', async () => {
    const { user, fetch } = renderPage({
      '/api/me/blocks': blocked,
      'DELETE /api/users/u2/block': { blocked: false },
    });
    const list = await screen.findByRole('list', { name: 'Engellenen kişiler' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByRole('link', { name: 'Ayşe Yılmaz' })).toHaveAttribute('href', '/profile/u2');
    expect(row).toHaveTextContent('@ayse');
    expect(row).toHaveTextContent('1 Mar 2025 tarihinde engellendi');

    await user.click(within(row!).getByRole('button', { name: 'Ayşe Yılmaz kullanıcısının engelini kaldır' }));
    expect(await screen.findByText('Kimseyi engellemedin.')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/api/users/u2/block')).toHaveLength(1);
    expect(screen.getByText('Ayşe Yılmaz kullanıcısının engeli kaldırıldı')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry', async () => {
    let fail = true;
    renderPage({
      '/api/me/blocks': () => (fail ? jsonResponse(500, { message: 'Hata' }) : jsonResponse(200, blocked)),
    });
    expect(within(section('Engellenen kişiler')).getByRole('status')).toHaveTextContent('Liste yükleniyor...');
    expect(await screen.findByText('Engellenen kişiler yüklenemedi.', {}, { timeout: 8_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(section('Engellenen kişiler')).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('link', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
  });
});

describe('download my data', () => {
  it('saves the export as a JSON file under the server’s name', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1]!.name = this.download;
    });
    const data = { exportedAt: '2025-03-01T10:00:00.000Z', account: { nickname: 'kaan' }, posts: [] };
    const { user, fetch } = renderPage({
      '/api/me/export': () =>
        new Response(JSON.stringify(data), {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="esportscv-kaan.json"',
          },
        }),
    });
    await user.click(within(section('Verilerimi indir')).getByRole('button', { name: 'JSON olarak indir' }));
    expect(await screen.findByText('esportscv-kaan.json indirildi.')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/me/export')).toHaveLength(1);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('esportscv-kaan.json');
    expect(saved[0]!.blob.type).toBe('application/json');
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(data);
  });

  it('shows the server’s message when the export fails', async () => {
    const { user } = renderPage({
      '/api/me/export': jsonResponse(429, { message: 'Çok fazla istek.', code: 'rate_limited' }),
    });
    await user.click(within(section('Verilerimi indir')).getByRole('button', { name: 'JSON olarak indir' }));
    expect(await within(section('Verilerimi indir')).findByRole('alert')).toHaveTextContent('Çok fazla istek.');
  });
});

describe('delete my account', () => {
  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(within(section('Hesabı sil')).getByRole('button', { name: 'Hesabımı sil' }));
    return screen.findByRole('dialog', { name: 'Hesabın kalıcı olarak silinsin mi?' });
  };

  it('says it cannot be undone and what goes, and asks for the password', async () => {
    const { user, fetch } = renderPage();
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('Bu işlem geri alınamaz.');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Profilin, kariyer geçmişin, takım üyeliklerin ve başarımların',
      'Gönderilerin, yorumların ve beğenilerin',
      'Takipçilerin, takip ettiklerin ve bağlantıların',
      'Transfer tekliflerin ve bildirimlerin',
      'E-posta adresin ve bütün oturumların',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Şifre')).toHaveAccessibleDescription('Bu alan zorunludur.'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', '/api/me')).toHaveLength(0);
  });

  it('shows a wrong password under the field, and an owner the way to his teams', async () => {
    let answer = wrongPassword();
    const { user } = renderPage({ 'DELETE /api/me': () => answer });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Şifre'), 'yanlis');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Şifre')).toHaveAccessibleDescription('Mevcut şifre yanlış.'),
    );

    answer = jsonResponse(409, {
      message: 'Hesabı silmeden önce sahibi olduğun takımların sahipliğini başka bir üyeye devret.',
      code: 'owns_teams',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('sahipliğini başka bir üyeye devret');
    expect(within(alert).getByRole('link', { name: 'Takımlarına git' })).toHaveAttribute('href', '/teams?tab=mine');
    expect(goToLanding).not.toHaveBeenCalled();
  });

  it('deletes with the password, then leaves for the landing page', async () => {
    const { user, fetch } = renderPage({ 'DELETE /api/me': new Response(null, { status: 204 }) });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Şifre'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() => expect(goToLanding).toHaveBeenCalledTimes(1));
    expect(callsTo(fetch, 'DELETE', '/api/me')[0]?.body).toEqual({ password: 'secret123' });
  });
});

describe('messages section', () => {
  const toggle = () =>
    within(section('Mesajlar')).findByRole('switch', { name: 'Yalnızca bağlantılarım mesaj gönderebilir' });

  it('shows the setting and saves a flip with PATCH /api/me/message-settings', async () => {
    const { fetch, user } = renderPage({
      'PATCH /api/me/message-settings': (_url: string, init: RequestInit) =>
        jsonResponse(200, JSON.parse(String(init.body)) as unknown),
    });
    const control = await toggle();
    expect(control).not.toBeChecked();
    await user.click(control);
    await waitFor(() => expect(control).toBeChecked());
    expect(callsTo(fetch, 'PATCH', '/api/me/message-settings').map((c) => c.body)).toEqual([{ connectionsOnly: true }]);
    expect(await screen.findByText('Mesaj ayarın kaydedildi.')).toBeInTheDocument();
  });

  it("puts the switch back and shows the server's message when saving fails", async () => {
    const { user } = renderPage({
      '/api/me/message-settings': { connectionsOnly: true },
      'PATCH /api/me/message-settings': jsonResponse(429, { message: 'Çok fazla istek. Biraz bekle.' }),
    });
    const control = await toggle();
    expect(control).toBeChecked();
    await user.click(control);
    expect(await screen.findByText('Çok fazla istek. Biraz bekle.')).toBeInTheDocument();
    await waitFor(() => expect(control).toBeChecked());
  });

  it('says when the setting cannot be read, with a retry', async () => {
    let fail = true;
    const { user } = renderPage({
      '/api/me/message-settings': () =>
        fail ? jsonResponse(500, { message: 'Hata' }) : jsonResponse(200, { connectionsOnly: false }),
    });
    expect(await screen.findByText('Mesaj ayarın yüklenemedi.', {}, { timeout: 8_000 })).toBeInTheDocument();
    fail = false;
    await user.click(within(section('Mesajlar')).getByRole('button', { name: 'Tekrar dene' }));
    expect(await toggle()).not.toBeChecked();
  });
});
