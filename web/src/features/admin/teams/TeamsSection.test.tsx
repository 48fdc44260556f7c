import type { AdminTeam } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { callsTo, jsonResponse } from '../../../test/fetchStub';
import { makeAdminTeam } from '../testing/factories';
import { bearerOf, renderAdminSection } from '../testing/renderSection';
import { adminTeamsUrl, adminTeamUrl } from './api';

const page = (items: AdminTeam[], nextCursor: string | null = null) => ({ items, nextCursor });
const wolves = makeAdminTeam();
const eagles = makeAdminTeam({
  id: 't2',
  slug: 'eagles',
  name: 'Eagles',
  type: 'amateur',
  games: [],
  country: null,
  status: 'inactive',
  founded: null,
  verified: true,
});
const firstPage = adminTeamsUrl({ sort: 'created' });

const table = () => screen.findByRole('table', { name: 'Takımlar' }, { timeout: 10_000 });
const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

async function openMenu(user: ReturnType<typeof renderAdminSection>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `${name} için işlemler` }));
  return screen.findByRole('menu');
}

describe('admin teams section', { timeout: 20_000 }, () => {
  it('shows spec §3’s columns, searches, filters, sorts and pages by cursor', async () => {
    const second = adminTeamsUrl({ sort: 'created' }, 'MjA');
    const filtered = adminTeamsUrl({ q: 'eag', verified: true, sort: 'members' });
    const { fetch, user } = renderAdminSection('teams', {
      [firstPage]: page([wolves], 'MjA'),
      [second]: page([eagles]),
      [filtered]: page([eagles]),
    });

    await table();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Sahip',
      'Takım adı',
      'Tür',
      'Oyunlar',
      'Ülke',
      'Durum',
      'Kuruluş',
      'Doğrulanmış',
      'Üye',
      'Turnuva',
      'Lig',
      'Maç',
      'Galibiyet',
      'İşlemler',
    ]);
    const cells = within(await row('Wolves'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 12)).toEqual([
      '@ayse',
      'Profesyonel',
      'VALORANT, Counter-Strike 2',
      'Türkiye',
      'Aktif',
      '2019',
      '',
      '7',
      '3',
      '1',
      '24',
      '15',
    ]);
    expect(screen.getByRole('link', { name: 'Wolves' })).toHaveAttribute('href', '/team/wolves');
    expect(screen.getByRole('switch', { name: 'Doğrulanmış: Wolves' })).not.toBeChecked();
    expect(firstPage).toBe('/api/admin/teams?sort=created&limit=20');
    expect(bearerOf(callsTo(fetch, 'GET', firstPage)[0])).toBe('Bearer tok');

    const pages = screen.getByRole('navigation', { name: 'Takım listesinin sayfaları' });
    await user.click(within(pages).getByRole('button', { name: 'Sonraki' }));
    const second_ = await row('Eagles');
    expect(
      within(second_)
        .getAllByRole('cell')
        .slice(2, 7)
        .map((c) => c.textContent),
    ).toEqual(['—', '—', 'Pasif', '—', '']);
    expect(within(pages).getByText('Sayfa 2')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Doğrulama'), 'true');
    await user.selectOptions(screen.getByLabelText('Sıralama'), 'members');
    await user.type(screen.getByLabelText('Takım ara'), 'eag');
    await waitFor(() => expect(callsTo(fetch, 'GET', filtered)).toHaveLength(1));
    expect(filtered).toBe('/api/admin/teams?q=eag&verified=true&sort=members&limit=20');
    expect(screen.queryByRole('navigation', { name: 'Takım listesinin sayfaları' })).not.toBeInTheDocument();
  });

  it('verifies a team with the switch, and says which way: “Wolves doğrulandı.”', async () => {
    const { fetch, user } = renderAdminSection('teams', {
      [firstPage]: page([wolves]),
      [`PATCH ${adminTeamUrl('t1')}`]: jsonResponse(200, { ...wolves, verified: true }),
    });
    await table();
    await user.click(screen.getByRole('switch', { name: 'Doğrulanmış: Wolves' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', adminTeamUrl('t1'))).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH', adminTeamUrl('t1'))[0]?.body).toEqual({ verified: true });
    expect(await screen.findByText('Wolves doğrulandı.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, 'GET', firstPage).length).toBeGreaterThan(1));
  });

  it('edits the name, status and type in a dialog, sending only what changed', async () => {
    const { fetch, user } = renderAdminSection('teams', {
      [firstPage]: page([wolves]),
      [`PATCH ${adminTeamUrl('t1')}`]: (_url: string, init: RequestInit) =>
        jsonResponse(200, { ...wolves, ...(JSON.parse(String(init.body)) as object) }),
    });
    await table();
    await user.click(within(await openMenu(user, 'Wolves')).getByRole('menuitem', { name: 'Düzenle…' }));
    const dialog = await screen.findByRole('dialog', { name: '“Wolves” takımını düzenle' });
    const name = within(dialog).getByLabelText('Takım adı');
    await user.clear(name);
    await user.type(name, 'W');
    await user.click(within(dialog).getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Takım adı 2-60 karakter olmalı.');
    expect(callsTo(fetch, 'PATCH', adminTeamUrl('t1'))).toHaveLength(0);

    await user.type(name, 'olves Akademi');
    await user.selectOptions(within(dialog).getByLabelText('Durum'), 'inactive');
    expect(within(dialog).getByLabelText('Takım türü')).toHaveValue('professional');
    await user.click(within(dialog).getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', adminTeamUrl('t1'))).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH', adminTeamUrl('t1'))[0]?.body).toEqual({
      name: 'Wolves Akademi',
      status: 'inactive',
    });
    expect(await screen.findByText('“Wolves Akademi” kaydedildi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes only after the confirmation; a failure shows the server’s message; “Team deleted” in English', async () => {
    await i18next.changeLanguage('en');
    let fail = true;
    const { fetch, user } = renderAdminSection('teams', {
      [firstPage]: page([wolves]),
      [`DELETE ${adminTeamUrl('t1')}`]: () =>
        fail ? jsonResponse(500, { message: 'Something went wrong.' }) : new Response(null, { status: 204 }),
    });
    await screen.findByRole('table', { name: 'Teams' }, { timeout: 10_000 });
    await user.click(await screen.findByRole('button', { name: 'Actions for Wolves' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Wolves”?' });
    expect(dialog).toHaveAccessibleDescription(/This cannot be undone\.$/);
    expect(callsTo(fetch, 'DELETE', adminTeamUrl('t1'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete team')).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Team deleted')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', adminTeamUrl('t1'))).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
