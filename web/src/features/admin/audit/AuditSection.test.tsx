import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { callsTo, jsonResponse } from '../../../test/fetchStub';
import { makeAuditEntry } from '../testing/factories';
import { bearerOf, renderAdminSection } from '../testing/renderSection';
import { auditLogUrl } from './api';

const suspended = makeAuditEntry();
const edited = makeAuditEntry({
  id: 'a2',
  action: 'team.edited',
  targetType: 'team',
  targetId: 't1',
  targetLabel: 'Wolves',
  details: { name: 'Wolves', status: 'inactive' },
  at: '2026-06-29T10:00:00.000Z',
});
const voidedResult = makeAuditEntry({
  id: 'a4',
  action: 'result.voided',
  targetType: 'match',
  targetId: 'm1',
  targetLabel: 'Wolves – Eagles',
  details: { game: 'lol', score: '2–1', reason: 'Yanlış kadro' },
  at: '2026-06-29T09:00:00.000Z',
});
const resolved = makeAuditEntry({
  id: 'a3',
  actor: null,
  action: 'report.resolved',
  targetType: 'report',
  targetLabel: 'post:p1',
  details: { action: 'hide' },
  at: '2026-06-28T10:00:00.000Z',
});

describe('admin audit log section', { timeout: 20_000 }, () => {
  it('says who did what, to what, with which details and when; loads older entries', async () => {
    const first = auditLogUrl();
    const older = auditLogUrl('c2');
    const { fetch, user } = renderAdminSection('audit', {
      [first]: { items: [suspended, edited, voidedResult], nextCursor: 'c2' },
      [older]: { items: [resolved], nextCursor: null },
    });
    const table = await screen.findByRole('table', { name: 'Yönetici işlemleri, en yeni önce' }, { timeout: 10_000 });
    expect(first).toBe('/api/admin/audit-log?limit=50');
    expect(bearerOf(callsTo(fetch, 'GET', first)[0])).toBe('Bearer tok');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Kim', 'Ne', 'Hedef', 'Ayrıntılar', 'Ne zaman']);
    const row = (what: string) => within(table).getByRole('rowheader', { name: what }).closest('tr') as HTMLElement;
    const cells = (what: string) =>
      within(row(what))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Kullanıcıyı askıya aldı').slice(0, 3)).toEqual(['@root', 'Kullanıcıspammer', 'Gerekçe:Spam links']);
    expect(cells('Kullanıcıyı askıya aldı')[3]).toMatch(/2026/);
    expect(cells('Takımı düzenledi')[2]).toBe('Ad:WolvesDurum:Pasif');
    expect(cells('Bir sonucu geçersiz saydı').slice(1, 3)).toEqual([
      'MaçWolves – Eagles',
      'Oyun:League of LegendsSkor:2–1Gerekçe:Yanlış kadro',
    ]);

    await user.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    expect(await within(table).findByRole('rowheader', { name: 'Şikâyeti sonuçlandırdı' })).toBeInTheDocument();
    expect(cells('Şikâyeti sonuçlandırdı').slice(0, 3)).toEqual([
      'Silinmiş yönetici',
      'Şikâyetpost:p1',
      'Karar:İçerik gizlendi',
    ]);
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry, then the empty log, in English', async () => {
    await i18next.changeLanguage('en');
    let fail = true;
    const { user } = renderAdminSection('audit', {
      [auditLogUrl()]: () =>
        fail ? jsonResponse(500, { message: 'down' }) : jsonResponse(200, { items: [], nextCursor: null }),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The audit log could not be loaded.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No admin action has been recorded yet.')).toBeInTheDocument();
  });

  it('names what a settings change changed, in words, and the approval window in hours and minutes', async () => {
    const settings = makeAuditEntry({
      id: 'a5',
      action: 'settings.changed',
      targetType: 'settings',
      targetId: null,
      targetLabel: null,
      details: {
        'siteName.old': 'eSportsCV',
        'siteName.new': 'eSportsCV Türkiye',
        'matchResultApprovalMinutes.old': 1440,
        'matchResultApprovalMinutes.new': 2910,
      },
    });
    renderAdminSection('audit', { [auditLogUrl()]: { items: [settings], nextCursor: null } });
    const table = await screen.findByRole('table', { name: 'Yönetici işlemleri, en yeni önce' }, { timeout: 10_000 });
    const row = within(table).getByRole('rowheader', { name: 'Site ayarlarını değiştirdi' }).closest('tr')!;
    expect(within(row as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(
      'Önceki site adı:eSportsCVYeni site adı:eSportsCV TürkiyeÖnceki onay süresi:24 sa 0 dkYeni onay süresi:48 sa 30 dk',
    );
  });

  it('names every action in words in both languages', async () => {
    renderAdminSection('audit', {
      [auditLogUrl()]: {
        items: [
          makeAuditEntry({ action: 'tournament.bracket', targetType: 'tournament', targetLabel: null, details: {} }),
        ],
        nextCursor: null,
      },
    });
    expect(
      await screen.findByRole('rowheader', { name: 'Fikstür oluşturdu' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('rowheader', { name: 'Fikstür oluşturdu' }).closest('tr')).toHaveTextContent('—'),
    );
  });
});
