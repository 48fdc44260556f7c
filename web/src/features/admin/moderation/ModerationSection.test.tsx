import type { Report } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { callsTo, jsonResponse } from '../../../test/fetchStub';
import { makePerson, makeReport } from '../testing/factories';
import { bearerOf, renderAdminSection } from '../testing/renderSection';
import { adminReportsUrl, adminReportUrl } from './api';

const page = (items: Report[], nextCursor: string | null = null) => ({ items, nextCursor });
const post = makeReport();
const profile = makeReport({
  id: 'r2',
  reason: 'impersonation',
  details: null,
  target: {
    type: 'profile',
    id: 'u7',
    text: 'pro_player',
    author: makePerson({ id: 'u7', nickname: 'pro_player' }),
    url: '/profile/u7',
    hidden: false,
    deleted: false,
  },
});
const team = makeReport({
  id: 'r3',
  reason: 'hate',
  target: {
    type: 'team',
    id: 't1',
    text: 'Wolves',
    author: makePerson({ id: 'o1', nickname: 'ayse' }),
    url: '/team/wolves',
    hidden: false,
    deleted: false,
  },
});
const goneComment = makeReport({
  id: 'r4',
  reason: 'harassment',
  reporter: null,
  target: { type: 'comment', id: 'c1', text: null, author: null, url: null, hidden: false, deleted: true },
});
const open = adminReportsUrl('open');

const card = async (title: string) =>
  (await screen.findAllByRole('article', { name: title }, { timeout: 10_000 }))[0] as HTMLElement;
const buttonsOf = (el: HTMLElement) =>
  within(within(el).getByRole('group', { name: 'Karar' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('admin moderation section', { timeout: 20_000 }, () => {
  it('shows each report with its target in context, and only the actions its target allows', async () => {
    const { fetch } = renderAdminSection('moderation', { [open]: page([post, profile, team, goneComment]) });

    const spam = await card('Gönderi şikâyeti: Spam');
    expect(open).toBe('/api/admin/reports?status=open&limit=20');
    expect(bearerOf(callsTo(fetch, 'GET', open)[0])).toBe('Bearer tok');
    expect(within(spam).getByText('Buy cheap boosts at spam.example')).toBeInTheDocument();
    expect(within(spam).getByText('Gönderi · @spammer')).toBeInTheDocument();
    expect(within(spam).getByRole('link', { name: 'Yeni sekmede aç' })).toHaveAttribute('href', '/social-wall?post=p1');
    expect(within(spam).getByText('@mert')).toBeInTheDocument();
    expect(within(spam).getByText('Posted ten times today')).toBeInTheDocument();
    expect(within(spam).getByText(/2026/)).toBeInTheDocument();
    expect(buttonsOf(spam)).toEqual(['Gizle', 'Sil', 'Yazarı uyar', 'Yazarı askıya al', 'Reddet']);

    const impersonation = await card('Profil şikâyeti: Kimliğe bürünme');
    expect(within(impersonation).getByText('Belirtilmemiş')).toBeInTheDocument();
    expect(buttonsOf(impersonation)).toEqual(['Yazarı uyar', 'Yazarı askıya al', 'Reddet']);
    expect(buttonsOf(await card('Takım şikâyeti: Nefret söylemi'))).toEqual([
      'Sil',
      'Yazarı uyar',
      'Yazarı askıya al',
      'Reddet',
    ]);

    const gone = await card('Yorum şikâyeti: Taciz');
    expect(within(gone).getByText('Silindi')).toBeInTheDocument();
    expect(within(gone).getByText('İçerik artık yok.')).toBeInTheDocument();
    expect(within(gone).getByText('Silinmiş bir hesap')).toBeInTheDocument();
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
    expect(buttonsOf(gone)).toEqual(['Reddet']);
  });

  it('hides after a confirmation, dismisses at once, and suspends only with a reason', async () => {
    const { fetch, user } = renderAdminSection('moderation', {
      [open]: page([post, profile]),
      [`PATCH ${adminReportUrl('r1')}`]: (_url: string, init: RequestInit) =>
        jsonResponse(200, {
          ...post,
          status: 'resolved',
          action: (JSON.parse(String(init.body)) as { action: string }).action,
        }),
      [`PATCH ${adminReportUrl('r2')}`]: (_url: string, init: RequestInit) =>
        jsonResponse(200, {
          ...profile,
          status: 'resolved',
          action: (JSON.parse(String(init.body)) as { action: string }).action,
        }),
    });
    const spam = await card('Gönderi şikâyeti: Spam');

    await user.click(within(spam).getByRole('button', { name: 'Gizle' }));
    let dialog = await screen.findByRole('dialog', { name: 'Bu gönderi gizlensin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'PATCH', adminReportUrl('r1'))).toHaveLength(0);

    await user.click(within(spam).getByRole('button', { name: 'Gizle' }));
    dialog = await screen.findByRole('dialog', { name: 'Bu gönderi gizlensin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Gizle' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', adminReportUrl('r1'))).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH', adminReportUrl('r1'))[0]?.body).toEqual({ action: 'hide' });
    expect(bearerOf(callsTo(fetch, 'PATCH', adminReportUrl('r1'))[0])).toBe('Bearer tok');
    expect(await screen.findByText('İçerik gizlendi, şikâyet kapatıldı.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The queue is read again.
    await waitFor(() => expect(callsTo(fetch, 'GET', open).length).toBeGreaterThan(1));

    await user.click(within(spam).getByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', adminReportUrl('r1'))).toHaveLength(2));
    expect(callsTo(fetch, 'PATCH', adminReportUrl('r1'))[1]?.body).toEqual({ action: 'dismiss' });
    expect(await screen.findByText('Şikâyet reddedildi.')).toBeInTheDocument();

    const impersonation = await card('Profil şikâyeti: Kimliğe bürünme');
    await user.click(within(impersonation).getByRole('button', { name: 'Yazarı askıya al' }));
    dialog = await screen.findByRole('dialog', { name: '@pro_player askıya alınsın mı?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yazarı askıya al' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('En az 3 karakterlik bir gerekçe yaz.');
    expect(callsTo(fetch, 'PATCH', adminReportUrl('r2'))).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Gerekçe'), 'Başka bir oyuncu gibi davranıyor');
    await user.click(within(dialog).getByRole('button', { name: 'Yazarı askıya al' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', adminReportUrl('r2'))).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH', adminReportUrl('r2'))[0]?.body).toEqual({
      action: 'suspend',
      reason: 'Başka bir oyuncu gibi davranıyor',
    });
    expect(await screen.findByText('Yazar askıya alındı, şikâyet kapatıldı.')).toBeInTheDocument();
  });

  it('deletes after the confirmation that says it cannot be undone; a refusal shows the server’s message', async () => {
    const { fetch, user } = renderAdminSection('moderation', {
      [open]: page([post]),
      [`PATCH ${adminReportUrl('r1')}`]: jsonResponse(409, { message: 'Bu şikâyet zaten sonuçlandı.' }),
    });
    await user.click(within(await card('Gönderi şikâyeti: Spam')).getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bu gönderi silinsin mi?' });
    expect(dialog).toHaveAccessibleDescription(/Bu işlem geri alınamaz\./);
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', adminReportUrl('r1'))).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH', adminReportUrl('r1'))[0]?.body).toEqual({ action: 'delete' });
    expect(await screen.findByText('Bu şikâyet zaten sonuçlandı.')).toBeInTheDocument();
    expect(screen.getByText('Moderasyon işlemi yapılamadı')).toBeInTheDocument();
  });

  it('has status tabs: decided reports say what was done, by whom; “load more” follows the cursor', async () => {
    const decided = makeReport({
      id: 'r9',
      status: 'resolved',
      action: 'hide',
      resolvedAt: '2026-06-30T12:00:00.000Z',
      resolvedBy: { id: 'a1', nickname: 'root' },
      target: { ...post.target, hidden: true },
    });
    const resolved = adminReportsUrl('resolved');
    const more = adminReportsUrl('resolved', 'c2');
    const { fetch, user } = renderAdminSection('moderation', {
      [open]: page([]),
      [resolved]: page([decided], 'c2'),
      [more]: page([{ ...decided, id: 'r10', reason: 'other' }]),
    });
    expect(await screen.findByText('Açık şikâyet yok. Kuyruk temiz.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Şikâyet durumu' });
    await user.click(within(tabs).getByRole('tab', { name: 'Sonuçlanan' }));
    const item = await card('Gönderi şikâyeti: Spam');
    expect(resolved).toBe('/api/admin/reports?status=resolved&limit=20');
    expect(within(item).getByText('Gizlendi')).toBeInTheDocument();
    expect(within(item).getByText(/^İçerik gizlendi · @root, /)).toBeInTheDocument();
    expect(within(item).queryByRole('group', { name: 'Karar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    expect(await card('Gönderi şikâyeti: Diğer')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', more)).toHaveLength(1);
  });

  it('speaks English, with an error and a retry', async () => {
    await i18next.changeLanguage('en');
    let fail = true;
    const { user } = renderAdminSection('moderation', {
      [open]: () => (fail ? jsonResponse(500, { message: 'down' }) : jsonResponse(200, page([post]))),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The reports could not be loaded.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const item = (await screen.findAllByRole('article', { name: 'Post reported for Spam' }))[0] as HTMLElement;
    expect(
      within(within(item).getByRole('group', { name: 'Decision' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Hide', 'Delete', 'Warn the author', 'Suspend the author', 'Dismiss']);
  });
});
