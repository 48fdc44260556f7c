import type { TournamentSummary } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { fromLocalInput } from '../../tournaments/lib/tournamentForm';
import { makeSummary, makeTournament } from '../../tournaments/testing/factories';
import { AdminDashboardPage } from '../pages/AdminDashboardPage';
import { adminTournamentListUrl, adminTournamentUrl } from './api';

const me = { '/api/admin/me': { id: 'a1', email: 'admin@example.com', nickname: 'admin' } };
const page = (items: TournamentSummary[], nextCursor: string | null = null) => ({ items, nextCursor });
const cup = makeSummary({ id: 'tr1', name: 'Yaz Kupası', participantsCount: 3, maxParticipants: 16 });
const draft = makeSummary({ id: 'tr2', name: 'Kış Kupası', status: 'draft', game: 'cs2', format: 'swiss' });
const firstPage = adminTournamentListUrl({});

function renderSection(routes: Record<string, Handler | Response | unknown>) {
  localStorage.setItem('adminToken', 'tok');
  const fetch = stubFetch({ ...me, ...routes });
  const user = userEvent.setup();
  renderWithApp(
    <Routes>
      <Route path="/eadmincv/dashboard" element={<AdminDashboardPage />} />
    </Routes>,
    { route: '/eadmincv/dashboard?section=tournaments' },
  );
  return { fetch, user };
}

// The section is its own chunk: the first test also waits for it to load.
const table = () => screen.findByRole('table', { name: 'Turnuvalar, en yeni önce' }, { timeout: 5000 });
const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `${name} için işlemler` }));
  return screen.findByRole('menu');
}

// Long journeys through menus, dialogs and a big form: slow on a loaded machine.
describe('admin tournaments section', { timeout: 20_000 }, () => {
  it('lists every tournament with its columns, searches, filters and pages with the bearer token', async () => {
    const second = adminTournamentListUrl({ cursor: 'c2' });
    const searched = adminTournamentListUrl({ q: 'kış', status: 'draft' });
    const { fetch, user } = renderSection({
      [firstPage]: page([cup], 'c2'),
      [second]: page([draft]),
      [searched]: page([draft]),
    });

    expect(await screen.findByRole('tab', { name: 'Turnuvalar', selected: true })).toBeInTheDocument();
    await table();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Ad', 'Oyun', 'Format', 'Durum', 'Katılımcı', 'Organizatör', 'Başlangıç', 'İşlemler']);
    const cells = within(await row('Yaz Kupası'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual(['VALORANT', 'Tek eleme', 'Kayıtlar açık', '3 / 16', '@kaan']);
    // The name opens the tournament's page.
    expect(within(await row('Yaz Kupası')).getByRole('link', { name: 'Yaz Kupası' })).toHaveAttribute(
      'href',
      `/tournaments/${cup.id}`,
    );
    expect(cells[5]).toMatch(/2026/);
    expect(new Headers(callsTo(fetch, 'GET', firstPage)[0]?.init.headers).get('Authorization')).toBe('Bearer tok');

    const pages = screen.getByRole('navigation', { name: 'Turnuva listesinin sayfaları' });
    expect(within(pages).getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Sonraki' }));
    expect(await row('Kış Kupası')).toBeInTheDocument();
    expect(within(pages).getByText('Sayfa 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Sonraki' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Önceki' }));
    expect(await row('Yaz Kupası')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Durum'), 'draft');
    await user.type(screen.getByLabelText('Turnuva ara'), 'kış');
    await waitFor(() => expect(callsTo(fetch, 'GET', searched)).toHaveLength(1));
    expect(searched).toBe('/api/admin/tournaments?q=k%C4%B1%C5%9F&status=draft&limit=20');
    expect(await row('Kış Kupası')).toBeInTheDocument();
    // A new search starts at page 1: no pager without a next page.
    expect(screen.queryByRole('navigation', { name: 'Turnuva listesinin sayfaları' })).not.toBeInTheDocument();
  });

  it('edits a tournament in the tournaments form, sending only what changed', async () => {
    // After the save the detail is read again with a newer updatedAt, as the server answers it, and sooner than
    // the table (as on a loaded server): the form must not be rebuilt under the save's own callbacks.
    let updatedAt = '2026-06-01T10:00:00.000Z';
    let saved = false;
    const { fetch, user } = renderSection({
      [firstPage]: async () => {
        if (saved) await new Promise((resolve) => setTimeout(resolve, 100));
        return jsonResponse(200, page([cup]));
      },
      [adminTournamentUrl('tr1')]: () =>
        jsonResponse(200, { tournament: makeTournament({ id: 'tr1', updatedAt }), viewer: {} }),
      [`PATCH ${adminTournamentUrl('tr1')}`]: (_url: string, init: RequestInit) => {
        updatedAt = '2026-06-01T10:05:00.000Z';
        saved = true;
        return jsonResponse(200, { tournament: makeTournament({ ...(JSON.parse(String(init.body)) as object) }) });
      },
    });
    const menu = await openMenu(user, 'Yaz Kupası');
    await user.click(within(menu).getByRole('menuitem', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: '“Yaz Kupası” turnuvasını düzenle' });
    const name = await within(dialog).findByLabelText('Turnuva adı');
    expect(name).toHaveValue('Yaz Kupası');
    await user.clear(name);
    await user.type(name, 'Büyük Yaz Kupası');
    await user.click(within(dialog).getByRole('button', { name: 'Değişiklikleri kaydet' }));

    await waitFor(() => expect(callsTo(fetch, 'PATCH', adminTournamentUrl('tr1'))).toHaveLength(1));
    const [patch] = callsTo(fetch, 'PATCH', adminTournamentUrl('tr1'));
    expect(patch?.body).toEqual({ name: 'Büyük Yaz Kupası' });
    expect(new Headers(patch?.init.headers).get('Authorization')).toBe('Bearer tok');
    expect(await screen.findByText('“Büyük Yaz Kupası” kaydedildi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The table is read again.
    await waitFor(() => expect(callsTo(fetch, 'GET', firstPage).length).toBeGreaterThan(1));
  });

  it('creates a tournament with the admin as organizer', async () => {
    const { fetch, user } = renderSection({
      [firstPage]: page([]),
      'POST /api/admin/tournaments': () =>
        jsonResponse(201, { tournament: makeTournament({ id: 'new1', name: 'Bahar Kupası' }) }),
    });
    expect(await screen.findByText('Bu aramaya uyan turnuva yok.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yeni turnuva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni turnuva' });
    await user.type(within(dialog).getByLabelText('Turnuva adı'), 'Bahar Kupası');
    await user.selectOptions(within(dialog).getByLabelText('Oyun'), 'cs2');
    await user.type(within(dialog).getByLabelText('Kayıt son tarihi'), '2099-07-01T18:00');
    await user.type(within(dialog).getByLabelText('Başlangıç'), '2099-07-02T18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Turnuvayı oluştur' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/admin/tournaments')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/admin/tournaments')[0]?.body).toMatchObject({
      name: 'Bahar Kupası',
      game: 'cs2',
      registrationDeadline: fromLocalInput('2099-07-01T18:00'),
      startsAt: fromLocalInput('2099-07-02T18:00'),
    });
    expect(await screen.findByText('“Bahar Kupası” oluşturuldu.')).toBeInTheDocument();
  });

  it('moves the status at once, but asks before cancelling; the server’s refusal shows in a toast', async () => {
    const statusUrl = `${adminTournamentUrl('tr1')}/status`;
    const { fetch, user } = renderSection({
      [firstPage]: page([cup]),
      [`POST ${statusUrl}`]: (_url: string, init: RequestInit) => {
        const { status } = JSON.parse(String(init.body)) as { status: string };
        return status === 'registration_closed'
          ? jsonResponse(200, { tournament: makeTournament({ status: 'registration_closed' }) })
          : jsonResponse(409, { message: 'Bu durum değişikliği yapılamaz.', code: 'invalid_transition' });
      },
    });
    let menu = await openMenu(user, 'Yaz Kupası');
    // Only the moves TOURNAMENT_TRANSITIONS allows from "registration open".
    const group = within(menu).getByRole('group', { name: 'Durumu değiştir' });
    expect(
      within(group)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Taslak', 'Kayıtlar kapandı', 'İptal edildi']);
    await user.click(within(group).getByRole('menuitem', { name: 'Kayıtlar kapandı' }));
    expect(await screen.findByText('“Yaz Kupası” artık: Kayıtlar kapandı.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', statusUrl).map((c) => c.body)).toEqual([{ status: 'registration_closed' }]);

    menu = await openMenu(user, 'Yaz Kupası');
    await user.click(within(menu).getByRole('menuitem', { name: 'İptal edildi' }));
    const dialog = await screen.findByRole('dialog', { name: '“Yaz Kupası” durumu İptal edildi olsun mu?' });
    expect(dialog).toHaveTextContent('Bu işlem geri alınamaz.');
    expect(callsTo(fetch, 'POST', statusUrl)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Durumu değiştir' }));
    expect(await screen.findByText('Bu durum değişikliği yapılamaz.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', statusUrl).map((c) => c.body)).toEqual([
      { status: 'registration_closed' },
      { status: 'cancelled' },
    ]);
    // A refusal leaves the dialog open so the admin sees what was asked.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes only after the confirmation that says it cannot be undone', async () => {
    const { fetch, user } = renderSection({
      [firstPage]: page([cup]),
      [`DELETE ${adminTournamentUrl('tr1')}`]: new Response(null, { status: 204 }),
    });
    let menu = await openMenu(user, 'Yaz Kupası');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sil' }));
    let dialog = await screen.findByRole('dialog', { name: '“Yaz Kupası” silinsin mi?' });
    expect(dialog).toHaveAccessibleDescription(/Bu işlem geri alınamaz\.$/);
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', adminTournamentUrl('tr1'))).toHaveLength(0);

    menu = await openMenu(user, 'Yaz Kupası');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sil' }));
    dialog = await screen.findByRole('dialog', { name: '“Yaz Kupası” silinsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Kalıcı olarak sil' }));
    expect(await screen.findByText('“Yaz Kupası” silindi.')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', adminTournamentUrl('tr1'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('generates the bracket after asking, and shows the server’s message when it already exists', async () => {
    const bracketUrl = `${adminTournamentUrl('tr1')}/bracket`;
    let calls = 0;
    const { fetch, user } = renderSection({
      [firstPage]: page([cup, draft]),
      [`POST ${bracketUrl}`]: () =>
        ++calls === 1
          ? jsonResponse(201, { tournamentId: 'tr1' })
          : jsonResponse(409, { message: 'Eşleşme tablosu zaten oluşturuldu.', code: 'bracket_exists' }),
    });
    // Drafts have no bracket to generate.
    const draftMenu = await openMenu(user, 'Kış Kupası');
    expect(within(draftMenu).queryByRole('menuitem', { name: 'Eşleşme tablosunu oluştur' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    for (const expected of ['“Yaz Kupası” eşleşme tablosu hazır.', 'Eşleşme tablosu zaten oluşturuldu.']) {
      const menu = await openMenu(user, 'Yaz Kupası');
      await user.click(within(menu).getByRole('menuitem', { name: 'Eşleşme tablosunu oluştur' }));
      const dialog = await screen.findByRole('dialog', { name: '“Yaz Kupası” için eşleşme tablosu oluşturulsun mu?' });
      await user.click(within(dialog).getByRole('button', { name: 'Eşleşme tablosunu oluştur' }));
      expect(await screen.findByText(expected)).toBeInTheDocument();
      if (calls === 2) break;
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(callsTo(fetch, 'POST', bracketUrl)).toHaveLength(2);
  });
});
