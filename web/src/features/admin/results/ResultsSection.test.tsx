import type { AdminResult } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { callsTo, jsonResponse } from '../../../test/fetchStub';
import { makeAdminResult } from '../testing/factories';
import { renderAdminSection } from '../testing/renderSection';
import { adminResultsUrl, adminResultVoidUrl } from './api';

const page = (items: AdminResult[], nextCursor: string | null = null) => ({ items, nextCursor });
const counted = makeAdminResult();
const voided = makeAdminResult({
  matchId: 'm2',
  game: 'lol',
  scoreA: 0,
  scoreB: 1,
  event: null,
  sideA: { kind: 'user', id: 'u1', name: 'Kaan Yılmaz', slug: 'kaan' },
  sideB: null,
  rated: 2,
  status: 'voided',
  voided: { at: '2026-06-13T09:30:00.000Z', by: { id: 'a1', nickname: 'root' }, reason: 'Yanlış kadro' },
});
const firstPage = adminResultsUrl({});
const voidUrl = adminResultVoidUrl('m1');

const table = () => screen.findByRole('table', { name: /Derecelendirilmiş maç sonuçları/ }, { timeout: 10_000 });
const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

describe('admin results section', { timeout: 20_000 }, () => {
  it('lists the rated results with their event, sides, score and void; filters by game, status and name', async () => {
    const filtered = adminResultsUrl({ q: 'wol', game: 'valorant', status: 'voided' });
    const { fetch, user } = renderAdminSection('results', {
      [firstPage]: page([counted, voided]),
      [filtered]: page([]),
    });
    await table();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Oynandı',
      'Oyun',
      'Etkinlik',
      'Maç',
      'Etkilenen derecelendirme',
      'Durum',
      'İşlemler',
    ]);
    const first = await row('Wolves 2 – 1 Eagles');
    expect(within(first).getByRole('link', { name: 'Bahar Kupası' })).toHaveAttribute('href', '/tournaments/tour1');
    expect(within(first).getByRole('link', { name: 'Wolves' })).toHaveAttribute('href', '/team/wolves');
    expect(within(first).getByRole('link', { name: '2 – 1' })).toHaveAttribute('href', '/matches/m1');
    expect(within(first).getByText('Sayılıyor')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Wolves – Eagles sonucunu geçersiz say' })).toBeInTheDocument();

    const second = await row('Kaan Yılmaz 0 – 1 —');
    expect(within(second).getByRole('link', { name: 'Kaan Yılmaz' })).toHaveAttribute('href', '/profile/u1');
    expect(within(second).getByText('League of Legends')).toBeInTheDocument();
    expect(within(second).getByText('Geçersiz')).toBeInTheDocument();
    expect(within(second).getByText('Yanlış kadro')).toBeInTheDocument();
    expect(within(second).getByText(/^@root, /)).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Kaan Yılmaz – — sonucunu geri al' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Oyun'), 'valorant');
    await user.selectOptions(screen.getByLabelText('Durum'), 'voided');
    await user.type(screen.getByLabelText('Sonuç ara'), 'wol');
    await waitFor(() => expect(callsTo(fetch, 'GET', filtered)).toHaveLength(1));
    expect(filtered).toBe('/api/admin/results?q=wol&game=valorant&status=voided&limit=20');
    expect(await screen.findByText('Bu filtrelere uyan derecelendirilmiş sonuç yok.')).toBeInTheDocument();
  });

  it('voids a result only with a reason, then says so and reads the list again', async () => {
    const { fetch, user } = renderAdminSection('results', {
      [firstPage]: page([counted]),
      [`POST ${voidUrl}`]: jsonResponse(200, { ...counted, status: 'voided' }),
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Wolves – Eagles sonucunu geçersiz say' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wolves – Eagles sonucu geçersiz sayılsın mı?' });
    expect(dialog).toHaveAccessibleDescription(/Maçın kendisi değişmez\.$/);
    await user.click(within(dialog).getByRole('button', { name: 'Sonucu geçersiz say' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('En az 3 karakterlik bir gerekçe yaz.');
    expect(callsTo(fetch, 'POST', voidUrl)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Gerekçe'), 'Yanlış kadro sahaya çıktı');
    await user.click(within(dialog).getByRole('button', { name: 'Sonucu geçersiz say' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', voidUrl)).toHaveLength(1));
    expect(callsTo(fetch, 'POST', voidUrl)[0]?.body).toEqual({ reason: 'Yanlış kadro sahaya çıktı' });
    expect(await screen.findByText('Wolves – Eagles sonucu geçersiz sayıldı')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo(fetch, 'GET', firstPage).length).toBeGreaterThan(1));
  });

  it('restores a voided result after a confirmation, in English; a refusal shows the server’s words', async () => {
    await i18next.changeLanguage('en');
    let refuse = true;
    const restoreUrl = adminResultVoidUrl('m2');
    const { fetch, user } = renderAdminSection('results', {
      [firstPage]: page([voided]),
      [`DELETE ${restoreUrl}`]: () =>
        refuse
          ? jsonResponse(409, { message: 'This result is not voided.', code: 'result_not_voided' })
          : jsonResponse(200, { ...voided, status: 'counted', voided: null }),
    });
    await screen.findByRole('table', { name: 'Rated match results, newest first' }, { timeout: 10_000 });
    expect(within(screen.getByRole('table')).getByText('Voided')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore the result of Kaan Yılmaz – —' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore the result of Kaan Yılmaz – —?' });
    expect(callsTo(fetch, 'DELETE', restoreUrl)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Restore result' }));
    expect(await screen.findByText('This result is not voided.')).toBeInTheDocument();
    expect(screen.getByText('Failed to restore the result')).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Restore result' }));
    expect(await screen.findByText('The result of Kaan Yılmaz – — counts again')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', restoreUrl)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
