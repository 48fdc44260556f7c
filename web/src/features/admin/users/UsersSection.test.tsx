import type { AdminUser } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { callsTo, jsonResponse } from '../../../test/fetchStub';
import { makeAdminUser } from '../testing/factories';
import { bearerOf, renderAdminSection } from '../testing/renderSection';
import { adminUsersUrl, adminUserUrl } from './api';

const page = (items: AdminUser[], nextCursor: string | null = null) => ({ items, nextCursor });
const kaan = makeAdminUser();
const zeynep = makeAdminUser({
  id: 'u2',
  nickname: 'zeynep',
  firstName: 'Zeynep',
  lastName: null,
  email: 'zeynep@example.com',
  userType: 'coach',
  verified: true,
  suspension: { at: '2026-06-02T10:00:00.000Z', reason: 'Hakaret içerikli mesajlar' },
});
const me = makeAdminUser({ id: 'a1', nickname: 'root', userType: 'admin', email: 'admin@example.com' });
const boss = makeAdminUser({ id: 'a2', nickname: 'boss', userType: 'admin', email: 'boss@example.com' });
const firstPage = adminUsersUrl({});

const table = () => screen.findByRole('table', { name: 'Kullanıcılar, en yeni önce' }, { timeout: 10_000 });
const row = async (nickname: string) =>
  (await screen.findByRole('rowheader', { name: `@${nickname}` })).closest('tr') as HTMLElement;

async function openMenu(user: ReturnType<typeof renderAdminSection>['user'], nickname: string) {
  await user.click(await screen.findByRole('button', { name: `@${nickname} için işlemler` }));
  return screen.findByRole('menu');
}

describe('admin users section', { timeout: 20_000 }, () => {
  it('lists people with their columns, filters by search, type and suspension, and pages by cursor', async () => {
    const second = adminUsersUrl({}, 'c2');
    const filtered = adminUsersUrl({ q: 'zey', type: 'coach', suspended: true });
    const { fetch, user } = renderAdminSection('users', {
      [firstPage]: page([kaan, me, boss], 'c2'),
      [second]: page([zeynep]),
      [filtered]: page([zeynep]),
    });

    await table();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Kullanıcı',
      'Ad',
      'E-posta',
      'Tür',
      'Doğrulanmış',
      'Askı',
      'Katılma',
      'İşlemler',
    ]);
    const cells = within(await row('kaan'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual(['Kaan Yılmaz', 'kaan@example.com', 'Oyuncu', '', 'Etkin']);
    expect(cells[5]).toMatch(/2026/);
    expect(screen.getByRole('switch', { name: 'Doğrulanmış: @kaan' })).not.toBeChecked();
    // The nickname opens the person's public profile.
    expect(within(await row('kaan')).getByRole('link', { name: '@kaan' })).toHaveAttribute(
      'href',
      `/profile/${kaan.id}`,
    );
    // The admin's own row offers nothing he may not do to himself.
    expect(within(await row('root')).getByText('Sen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '@root için işlemler' })).not.toBeInTheDocument();
    // Another admin's row neither: an admin is neither suspended nor deleted by another (the server refuses both).
    expect(within(await row('boss')).getByText('Yönetici: askıya alınamaz ve silinemez')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '@boss için işlemler' })).not.toBeInTheDocument();
    expect(bearerOf(callsTo(fetch, 'GET', firstPage)[0])).toBe('Bearer tok');
    expect(firstPage).toBe('/api/admin/users?limit=20');

    const pages = screen.getByRole('navigation', { name: 'Kullanıcı listesinin sayfaları' });
    expect(within(pages).getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Sonraki' }));
    const suspended = await row('zeynep');
    expect(second).toBe('/api/admin/users?limit=20&cursor=c2');
    expect(within(pages).getByText('Sayfa 2')).toBeInTheDocument();
    expect(suspended).toHaveTextContent('Gerekçe: Hakaret içerikli mesajlar');
    expect(screen.getByRole('switch', { name: 'Doğrulanmış: @zeynep' })).toBeChecked();
    await user.click(within(pages).getByRole('button', { name: 'Önceki' }));
    expect(await row('kaan')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Tür'), 'coach');
    await user.selectOptions(screen.getByLabelText('Askı durumu'), 'true');
    await user.type(screen.getByLabelText('Kullanıcı ara'), 'zey');
    await waitFor(() => expect(callsTo(fetch, 'GET', filtered)).toHaveLength(1));
    expect(filtered).toBe('/api/admin/users?q=zey&type=coach&suspended=true&limit=20');
    expect(await row('zeynep')).toBeInTheDocument();
    // New filters start at page 1.
    expect(screen.queryByRole('navigation', { name: 'Kullanıcı listesinin sayfaları' })).not.toBeInTheDocument();
  });

  it('verifies with the switch and lifts a suspension at once', async () => {
    const { fetch, user } = renderAdminSection('users', {
      [firstPage]: page([kaan, zeynep]),
      [`PATCH ${adminUserUrl('u1')}`]: jsonResponse(200, { ...kaan, verified: true }),
      [`PATCH ${adminUserUrl('u2')}`]: jsonResponse(200, { ...zeynep, suspension: null }),
    });
    await table();
    await user.click(screen.getByRole('switch', { name: 'Doğrulanmış: @kaan' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', adminUserUrl('u1'))).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH', adminUserUrl('u1'))[0]?.body).toEqual({ verified: true });
    expect(bearerOf(callsTo(fetch, 'PATCH', adminUserUrl('u1'))[0])).toBe('Bearer tok');
    expect(await screen.findByText('@kaan doğrulandı.')).toBeInTheDocument();
    // The list is read again.
    await waitFor(() => expect(callsTo(fetch, 'GET', firstPage).length).toBeGreaterThan(1));

    const menu = await openMenu(user, 'zeynep');
    expect(within(menu).queryByRole('menuitem', { name: 'Askıya al…' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Askıyı kaldır' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', adminUserUrl('u2'))).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH', adminUserUrl('u2'))[0]?.body).toEqual({ suspended: false });
    expect(await screen.findByText('@zeynep için askı kaldırıldı.')).toBeInTheDocument();
  });

  it('suspends only with a reason, written in a dialog; a refusal shows the server’s message', async () => {
    let refuse = true;
    const { fetch, user } = renderAdminSection('users', {
      [firstPage]: page([kaan]),
      [`PATCH ${adminUserUrl('u1')}`]: () =>
        refuse
          ? jsonResponse(409, { message: 'Bu kişi askıya alınamaz.' })
          : jsonResponse(200, { ...kaan, suspension: { at: '2026-07-01T00:00:00.000Z', reason: 'Spam bağlantıları' } }),
    });
    await table();
    await user.click(within(await openMenu(user, 'kaan')).getByRole('menuitem', { name: 'Askıya al…' }));
    const dialog = await screen.findByRole('dialog', { name: '@kaan askıya alınsın mı?' });
    expect(dialog).toHaveAccessibleDescription(/giriş yapamaz/);
    await user.click(within(dialog).getByRole('button', { name: 'Askıya al' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('En az 3 karakterlik bir gerekçe yaz.');
    expect(within(dialog).getByLabelText('Gerekçe')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, 'PATCH', adminUserUrl('u1'))).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Gerekçe'), '  Spam bağlantıları  ');
    await user.click(within(dialog).getByRole('button', { name: 'Askıya al' }));
    expect(await screen.findByText('Bu kişi askıya alınamaz.')).toBeInTheDocument();
    expect(screen.getByText('Kullanıcı güncellenemedi')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '@kaan askıya alınsın mı?' })).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Askıya al' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', adminUserUrl('u1'))).toHaveLength(2));
    expect(callsTo(fetch, 'PATCH', adminUserUrl('u1'))[1]?.body).toEqual({
      suspended: true,
      reason: 'Spam bağlantıları',
    });
    expect(await screen.findByText('@kaan askıya alındı ve oturumları kapatıldı.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes an account only after a confirmation that says it cannot be undone; 409 owns_teams says why', async () => {
    let ownsTeams = true;
    const { fetch, user } = renderAdminSection('users', {
      [firstPage]: page([kaan]),
      [`DELETE ${adminUserUrl('u1')}`]: () =>
        ownsTeams
          ? jsonResponse(409, { message: 'Önce takımlarının sahipliğini devretmeli.', code: 'owns_teams' })
          : new Response(null, { status: 204 }),
    });
    await table();
    await user.click(within(await openMenu(user, 'kaan')).getByRole('menuitem', { name: 'Hesabı sil…' }));
    let dialog = await screen.findByRole('dialog', { name: '@kaan hesabı silinsin mi?' });
    expect(dialog).toHaveAccessibleDescription(/Bu işlem geri alınamaz\./);
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', adminUserUrl('u1'))).toHaveLength(0);

    await user.click(within(await openMenu(user, 'kaan')).getByRole('menuitem', { name: 'Hesabı sil…' }));
    dialog = await screen.findByRole('dialog', { name: '@kaan hesabı silinsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Kalıcı olarak sil' }));
    expect(await screen.findByText('Önce takımlarının sahipliğini devretmeli.')).toBeInTheDocument();
    expect(screen.getByText('Hesap silinemedi')).toBeInTheDocument();

    ownsTeams = false;
    await user.click(within(dialog).getByRole('button', { name: 'Kalıcı olarak sil' }));
    expect(await screen.findByText('@kaan hesabı silindi.')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', adminUserUrl('u1'))).toHaveLength(2);
  });

  it('shows the empty and error states, with a retry, and speaks English', async () => {
    await i18next.changeLanguage('en');
    let fail = true;
    const { user } = renderAdminSection('users', {
      [firstPage]: () => (fail ? jsonResponse(500, { message: 'down' }) : jsonResponse(200, page([]))),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The users could not be loaded.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No user matches these filters.')).toBeInTheDocument();
  });
});
