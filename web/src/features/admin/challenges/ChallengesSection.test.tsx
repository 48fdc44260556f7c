import type { Challenge } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { makeChallenge } from '../../challenges/testing/factories';
import { fromLocalInput } from '../../tournaments/lib/tournamentForm';
import { AdminDashboardPage } from '../pages/AdminDashboardPage';
import { adminChallengeListUrl, adminChallengeUrl } from './api';

const me = { '/api/admin/me': { id: 'a1', email: 'admin@example.com', nickname: 'admin' } };
const list = (items: Challenge[]) => ({ items });
const posts = makeChallenge({ id: 'c1', title: 'Paylaşım Ustası' });
const wins = makeChallenge({
  id: 'c2',
  title: 'Galibiyet Serisi',
  type: 'team',
  metric: 'matches_won',
  targetValue: 5,
  badgeReward: null,
  status: 'inactive',
  participantsCount: 0,
  completedCount: 0,
});
const all = adminChallengeListUrl({});

function renderSection(routes: Record<string, Handler | Response | unknown>) {
  localStorage.setItem('adminToken', 'tok');
  const fetch = stubFetch({ ...me, ...routes });
  const user = userEvent.setup();
  renderWithApp(
    <Routes>
      <Route path="/eadmincv/dashboard" element={<AdminDashboardPage />} />
    </Routes>,
    { route: '/eadmincv/dashboard?section=challenges' },
  );
  return { fetch, user };
}

// The section is its own chunk: the first test also waits for it to load.
const table = () => screen.findByRole('table', { name: 'Meydan okumalar, en yeni önce' }, { timeout: 5000 });
const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

describe('admin challenges section', { timeout: 20_000 }, () => {
  it('lists every challenge with its columns and filters by type and status with the bearer token', async () => {
    const filtered = adminChallengeListUrl({ type: 'team', status: 'inactive' });
    const { fetch, user } = renderSection({ [all]: list([posts, wins]), [filtered]: list([wins]) });

    expect(await screen.findByRole('tab', { name: 'Meydan Okumalar', selected: true })).toBeInTheDocument();
    await table();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Başlık',
      'Tür ve zorluk',
      'Hedef',
      'XP',
      'Rozet',
      'Durum',
      'Zaman aralığı',
      'Katılan / tamamlayan',
      'İşlemler',
    ]);
    const cells = within(await row('Paylaşım Ustası'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'BireyselKolay',
      '10 gönderi paylaş',
      '250',
      'Hikâyeci',
      'Aktif',
      'Süre sınırı yok',
      '12 / 3',
    ]);
    expect(within(await row('Galibiyet Serisi')).getAllByRole('cell')[3]).toHaveTextContent('Yok');
    expect(new Headers(callsTo(fetch, 'GET', all)[0]?.init.headers).get('Authorization')).toBe('Bearer tok');

    const filters = screen.getByRole('search', { name: 'Meydan okumaları filtrele' });
    await user.selectOptions(within(filters).getByLabelText('Tür'), 'team');
    await user.selectOptions(within(filters).getByLabelText('Durum'), 'inactive');
    await waitFor(() => expect(callsTo(fetch, 'GET', filtered)).toHaveLength(1));
    expect(filtered).toBe('/api/admin/challenges?type=team&status=inactive');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Paylaşım Ustası' })).not.toBeInTheDocument());
  });

  it('creates a challenge with every field, offering only the metrics its type may count', async () => {
    const { fetch, user } = renderSection({
      [all]: list([]),
      'POST /api/admin/challenges': () => jsonResponse(201, { challenge: makeChallenge({ id: 'new' }) }),
    });
    expect(await screen.findByText('Bu filtrelere uyan meydan okuma yok.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yeni meydan okuma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni meydan okuma' });

    // Nothing filled in: the contract's rules, in words, before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Meydan okumayı oluştur' }));
    expect(await within(dialog).findByText('En az 3 karakter olmalı.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Bu alan zorunludur.')).toHaveLength(2);
    expect(callsTo(fetch, 'POST', '/api/admin/challenges')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Başlık (Türkçe)'), 'Kadro Kur');
    await user.selectOptions(within(dialog).getByLabelText('Tür'), 'team');
    const metric = within(dialog).getByLabelText('Neyi sayar');
    expect(
      within(metric)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Oynanan maçlar', 'Kazanılan maçlar', 'Katılınan turnuvalar', 'Katılan oyuncular']);
    await user.selectOptions(metric, 'members_joined');
    expect(metric).toHaveAccessibleDescription('Takımın kadrosuna katılan oyuncuları sayar.');
    await user.selectOptions(within(dialog).getByLabelText('Zorluk'), 'medium');
    await user.type(within(dialog).getByLabelText('Açıklama (Türkçe)'), 'Beş oyuncuya ulaş.');
    await user.type(within(dialog).getByLabelText('XP ödülü'), '300');
    await user.type(within(dialog).getByLabelText('Hedef değer'), '5');
    await user.type(within(dialog).getByLabelText('Rozet ödülü (isteğe bağlı)'), 'Kadro Ustası');
    await user.type(within(dialog).getByLabelText('Rozet (İngilizce, isteğe bağlı)'), 'Roster Master');
    await user.type(within(dialog).getByLabelText('Başlangıç'), '2026-07-01T10:00');
    await user.type(within(dialog).getByLabelText('Bitiş'), '2026-07-31T22:00');
    await user.click(within(dialog).getByRole('button', { name: 'Meydan okumayı oluştur' }));

    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/admin/challenges')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/admin/challenges')[0]?.body).toEqual({
      title: 'Kadro Kur',
      titleEn: null,
      type: 'team',
      description: 'Beş oyuncuya ulaş.',
      descriptionEn: null,
      difficulty: 'medium',
      xpReward: 300,
      targetValue: 5,
      badgeReward: 'Kadro Ustası',
      badgeRewardEn: 'Roster Master',
      status: 'active',
      metric: 'members_joined',
      startsAt: fromLocalInput('2026-07-01T10:00'),
      endsAt: fromLocalInput('2026-07-31T22:00'),
    });
    expect(await screen.findByText('Meydan okuma oluşturuldu.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes the title and description in Turkish and, optionally, in English', async () => {
    const { fetch, user } = renderSection({
      [all]: list([]),
      'POST /api/admin/challenges': () => jsonResponse(201, { challenge: makeChallenge({ id: 'new' }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni meydan okuma' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni meydan okuma' });
    const titleEn = within(dialog).getByLabelText('Başlık (İngilizce, isteğe bağlı)');
    expect(titleEn).toHaveAccessibleDescription('Boş bırakırsan İngilizce okuyanlar Türkçesini görür.');
    expect(titleEn).toHaveAttribute('lang', 'en');
    await user.type(within(dialog).getByLabelText('Başlık (Türkçe)'), 'Paylaşım Ustası');
    await user.type(titleEn, 'Share Master');
    await user.type(within(dialog).getByLabelText('Açıklama (Türkçe)'), 'Beş gönderi paylaş.');
    await user.type(within(dialog).getByLabelText('Açıklama (İngilizce, isteğe bağlı)'), 'Share five posts.');
    await user.type(within(dialog).getByLabelText('XP ödülü'), '100');
    await user.type(within(dialog).getByLabelText('Hedef değer'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Meydan okumayı oluştur' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/admin/challenges')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/admin/challenges')[0]?.body).toMatchObject({
      title: 'Paylaşım Ustası',
      titleEn: 'Share Master',
      description: 'Beş gönderi paylaş.',
      descriptionEn: 'Share five posts.',
    });
  });

  it('shows a challenge’s English texts when editing and sends their removal as null', async () => {
    const bilingual = makeChallenge({ id: 'c1', titleEn: 'Share Master', descriptionEn: 'Share posts.' });
    const { fetch, user } = renderSection({
      [all]: list([bilingual]),
      [`PATCH ${adminChallengeUrl('c1')}`]: () => jsonResponse(200, { challenge: bilingual }),
    });
    await table();
    await user.click(screen.getByRole('button', { name: '“Paylaşım Ustası” meydan okumasını düzenle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Başlık (İngilizce, isteğe bağlı)')).toHaveValue('Share Master');
    expect(within(dialog).getByLabelText('Açıklama (İngilizce, isteğe bağlı)')).toHaveValue('Share posts.');
    await user.clear(within(dialog).getByLabelText('Başlık (İngilizce, isteğe bağlı)'));
    await user.click(within(dialog).getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', adminChallengeUrl('c1'))).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH', adminChallengeUrl('c1'))[0]?.body).toEqual({ titleEn: null });
  });

  it('checks the window order and a percentage target with the contract, in the form', async () => {
    const { fetch, user } = renderSection({ [all]: list([]) });
    await user.click(await screen.findByRole('button', { name: 'Yeni meydan okuma' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni meydan okuma' });
    await user.type(within(dialog).getByLabelText('Başlık (Türkçe)'), 'Profil Avcısı');
    await user.selectOptions(within(dialog).getByLabelText('Neyi sayar'), 'profile_completeness');
    await user.type(within(dialog).getByLabelText('XP ödülü'), '100');
    await user.type(within(dialog).getByLabelText('Hedef (profil yüzdesi)'), '150');
    await user.type(within(dialog).getByLabelText('Başlangıç'), '2026-07-31T10:00');
    await user.type(within(dialog).getByLabelText('Bitiş'), '2026-07-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Meydan okumayı oluştur' }));
    expect(await within(dialog).findByText('Bitiş, başlangıçtan sonra olmalı.')).toBeInTheDocument();
    expect(within(dialog).getByText('Yüzde hedefi en fazla 100 olabilir.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/admin/challenges')).toHaveLength(0);
  });

  it('shows “Failed to create challenge” with the server’s reason when creating fails', async () => {
    const { user } = renderSection({
      [all]: list([]),
      'POST /api/admin/challenges': jsonResponse(500, { message: 'Sunucu hatası.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni meydan okuma' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni meydan okuma' });
    await user.type(within(dialog).getByLabelText('Başlık (Türkçe)'), 'Paylaşım Ustası');
    await user.type(within(dialog).getByLabelText('XP ödülü'), '100');
    await user.type(within(dialog).getByLabelText('Hedef değer'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Meydan okumayı oluştur' }));
    expect(await screen.findByText('Meydan okuma oluşturulamadı')).toBeInTheDocument();
    expect(screen.getByText('Sunucu hatası.')).toBeInTheDocument();
    // The form stays open with what was typed.
    expect(within(dialog).getByLabelText('Başlık (Türkçe)')).toHaveValue('Paylaşım Ustası');
  });

  it('edits a challenge, sending only what changed; a joined one keeps its type and metric', async () => {
    const { fetch, user } = renderSection({
      [all]: list([posts]),
      [`PATCH ${adminChallengeUrl('c1')}`]: (_url: string, init: RequestInit) =>
        jsonResponse(200, { challenge: makeChallenge(JSON.parse(String(init.body)) as Partial<Challenge>) }),
    });
    await table();
    await user.click(screen.getByRole('button', { name: '“Paylaşım Ustası” meydan okumasını düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: '“Paylaşım Ustası” meydan okumasını düzenle' });
    expect(within(dialog).getByLabelText('Başlık (Türkçe)')).toHaveValue('Paylaşım Ustası');
    expect(within(dialog).getByLabelText('XP ödülü')).toHaveValue(250);
    expect(within(dialog).getByLabelText('Rozet ödülü (isteğe bağlı)')).toHaveValue('Hikâyeci');
    // Twelve people joined: the server refuses a new type or metric, so the form does not offer one.
    expect(within(dialog).getByLabelText('Tür')).toBeDisabled();
    expect(within(dialog).getByLabelText('Neyi sayar')).toBeDisabled();

    const xp = within(dialog).getByLabelText('XP ödülü');
    await user.clear(xp);
    await user.type(xp, '400');
    await user.clear(within(dialog).getByLabelText('Rozet ödülü (isteğe bağlı)'));
    await user.selectOptions(within(dialog).getByLabelText('Durum'), 'inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Değişiklikleri kaydet' }));

    await waitFor(() => expect(callsTo(fetch, 'PATCH', adminChallengeUrl('c1'))).toHaveLength(1));
    const [patch] = callsTo(fetch, 'PATCH', adminChallengeUrl('c1'));
    expect(patch?.body).toEqual({ xpReward: 400, badgeReward: null, status: 'inactive' });
    expect(new Headers(patch?.init.headers).get('Authorization')).toBe('Bearer tok');
    expect(await screen.findByText('Meydan okuma güncellendi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo(fetch, 'GET', all).length).toBeGreaterThan(1));
  });

  it('shows “Failed to update challenge” with the server’s reason when saving fails', async () => {
    const { user } = renderSection({
      [all]: list([wins]),
      [`PATCH ${adminChallengeUrl('c2')}`]: jsonResponse(409, {
        message: 'Katılan olduktan sonra meydan okumanın türü ve ölçtüğü eylem değiştirilemez.',
        code: 'challenge_has_participants',
      }),
    });
    await table();
    await user.click(screen.getByRole('button', { name: '“Galibiyet Serisi” meydan okumasını düzenle' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Neyi sayar'), 'matches_played');
    await user.click(within(dialog).getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(await screen.findByText('Meydan okuma güncellenemedi')).toBeInTheDocument();
    expect(
      screen.getByText('Katılan olduktan sonra meydan okumanın türü ve ölçtüğü eylem değiştirilemez.'),
    ).toBeInTheDocument();
  });

  it('deletes only after the confirmation that says it cannot be undone', async () => {
    let fail = true;
    const { fetch, user } = renderSection({
      [all]: list([posts]),
      [`DELETE ${adminChallengeUrl('c1')}`]: () =>
        fail ? jsonResponse(500, { message: 'Sunucu hatası.' }) : new Response(null, { status: 204 }),
    });
    await table();
    const remove = () => user.click(screen.getByRole('button', { name: '“Paylaşım Ustası” meydan okumasını sil' }));
    await remove();
    let dialog = await screen.findByRole('dialog', { name: '“Paylaşım Ustası” silinsin mi?' });
    expect(dialog).toHaveAccessibleDescription(/Bu işlem geri alınamaz\.$/);
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', adminChallengeUrl('c1'))).toHaveLength(0);

    await remove();
    dialog = await screen.findByRole('dialog', { name: '“Paylaşım Ustası” silinsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Kalıcı olarak sil' }));
    expect(await screen.findByText('Meydan okuma silinemedi')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Kalıcı olarak sil' }));
    expect(await screen.findByText('Meydan okuma silindi.')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', adminChallengeUrl('c1'))).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the toasts in English too', async () => {
    await i18next.changeLanguage('en');
    const { user } = renderSection({
      [all]: list([posts]),
      [`DELETE ${adminChallengeUrl('c1')}`]: jsonResponse(500, { message: 'Server error.' }),
    });
    await screen.findByRole('table', { name: 'Challenges, newest first' }, { timeout: 5000 });
    await user.click(await screen.findByRole('button', { name: 'Delete “Paylaşım Ustası”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Paylaşım Ustası”?' });
    expect(dialog).toHaveAccessibleDescription(/This cannot be undone\.$/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Failed to delete challenge')).toBeInTheDocument();
  });
});
