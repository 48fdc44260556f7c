import type { CareerEntry } from '@esn/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeCareerEntry } from '../../profile/testing/factories';
import { sortCareer } from '../api';
import { CareerRoute } from './CareerPage';

const me = makeUser({ id: 'me', onboardingCompleted: true, userType: 'player' });

function renderCareer(items: CareerEntry[], routes: Record<string, Handler | Response | unknown> = {}) {
  const fetch = stubFetch({ '/api/users/me/career': { items }, ...routes });
  const user = userEvent.setup();
  renderWithApp(<CareerRoute />, { user: me, route: '/career' });
  return { fetch, user };
}

const entries = () => screen.findByRole('list', { name: 'Kariyer kayıtları' });

describe('career page', () => {
  it('lists entries newest first with role, game and period ("Günümüz" while ongoing)', async () => {
    renderCareer([
      makeCareerEntry({ id: 'old', teamName: 'Old Team', from: '2019-03', to: '2020-01' }),
      makeCareerEntry({ id: 'now', teamName: 'Now Team', role: 'coach', game: 'cs2', from: '2024-02', to: null }),
      makeCareerEntry({ id: 'mid', teamName: 'Mid Team', from: '2021-05', to: '2023-12', description: 'Kaptan' }),
    ]);
    const items = within(await entries()).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Now Team',
      'Mid Team',
      'Old Team',
    ]);
    expect(items[0]).toHaveTextContent('Koç · Counter-Strike 2');
    expect(items[0]).toHaveTextContent('Şubat 2024 – Günümüz');
    expect(items[1]).toHaveTextContent('Mayıs 2021 – Aralık 2023');
    expect(items[1]).toHaveTextContent('Kaptan');
  });

  it('has an empty state that opens the form', async () => {
    const { user } = renderCareer([]);
    expect(await screen.findByText('Henüz kariyer kaydın yok')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'İlk kaydını ekle' }));
    expect(await screen.findByRole('dialog', { name: 'Kariyer kaydı ekle' })).toBeInTheDocument();
  });

  it('refuses an end before the start and a too-short team name, then adds a valid entry', async () => {
    const created = makeCareerEntry({ id: 'new', teamName: 'Nova Esports', from: '2023-01', to: null });
    const { user, fetch } = renderCareer([], { 'POST /api/career': jsonResponse(201, created) });
    await user.click(await screen.findByRole('button', { name: 'Kayıt ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kariyer kaydı ekle' });
    await user.type(within(dialog).getByLabelText('Takım'), 'N');
    fireEvent.change(within(dialog).getByLabelText('Başlangıç (ay)'), { target: { value: '2023-05' } });
    fireEvent.change(within(dialog).getByLabelText('Bitiş (ay)'), { target: { value: '2022-12' } });
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));

    expect(within(dialog).getByLabelText('Bitiş (ay)')).toHaveAccessibleDescription(
      'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    );
    expect(within(dialog).getByLabelText('Takım')).toHaveAccessibleDescription('En az 2 karakter olmalı.');
    expect(callsTo(fetch, 'POST', '/api/career')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Takım'), 'ova Esports');
    await user.selectOptions(within(dialog).getByLabelText('Rol'), 'manager');
    await user.selectOptions(within(dialog).getByLabelText('Oyun'), 'lol');
    fireEvent.change(within(dialog).getByLabelText('Başlangıç (ay)'), { target: { value: '2023-01' } });
    await user.click(within(dialog).getByLabelText('Hâlâ bu takımdayım'));
    expect(within(dialog).getByLabelText('Bitiş (ay)')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));

    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/career')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/career')[0]?.body).toEqual({
      teamName: 'Nova Esports',
      teamSlug: null,
      role: 'manager',
      game: 'lol',
      from: '2023-01',
      to: null,
      description: null,
    });
    expect(await screen.findByText('Kariyer kaydı eklendi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await entries()).getByRole('heading', { name: 'Nova Esports' })).toBeInTheDocument();
  });

  it('edits an entry in a dialog', async () => {
    const entry = makeCareerEntry({ id: 'c1', teamName: 'Fire Wolves', from: '2022-01', to: '2023-06' });
    const { user, fetch } = renderCareer([entry], {
      'PATCH /api/career/c1': { ...entry, description: 'Şampiyonluk' },
    });
    await user.click(await screen.findByRole('button', { name: 'Fire Wolves kaydını düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kariyer kaydını düzenle' });
    expect(within(dialog).getByLabelText('Takım')).toHaveValue('Fire Wolves');
    await user.type(within(dialog).getByLabelText('Açıklama (isteğe bağlı)'), 'Şampiyonluk');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', '/api/career/c1')).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH', '/api/career/c1')[0]?.body).toMatchObject({
      teamName: 'Fire Wolves',
      from: '2022-01',
      to: '2023-06',
      description: 'Şampiyonluk',
    });
    expect(await screen.findByText('Şampiyonluk')).toBeInTheDocument();
  });

  it('deletes only after confirming', async () => {
    const { user, fetch } = renderCareer([makeCareerEntry({ id: 'c1', teamName: 'Fire Wolves' })], {
      'DELETE /api/career/c1': new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Fire Wolves kaydını sil' }));
    let dialog = await screen.findByRole('dialog', { name: 'Bu kayıt silinsin mi?' });
    expect(dialog).toHaveTextContent('Fire Wolves kaydı kalıcı olarak silinecek.');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(callsTo(fetch, 'DELETE', '/api/career/c1')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Fire Wolves' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fire Wolves kaydını sil' }));
    dialog = await screen.findByRole('dialog', { name: 'Bu kayıt silinsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Henüz kariyer kaydın yok')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/api/career/c1')).toHaveLength(1);
    expect(screen.getByText('Kariyer kaydı silindi.')).toBeInTheDocument();
  });
});

describe('sortCareer', () => {
  it('puts the ongoing entry first among those that started the same month', () => {
    const a = makeCareerEntry({ id: 'a', from: '2023-01', to: '2023-05' });
    const b = makeCareerEntry({ id: 'b', from: '2023-01', to: null });
    const c = makeCareerEntry({ id: 'c', from: '2024-01', to: '2024-02' });
    expect(sortCareer([a, b, c]).map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });
});
