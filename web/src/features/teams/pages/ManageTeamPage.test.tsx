import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { teamRequestsUrl } from '../api';
import { makeDetail, makeViewer, manager, managerViewer, owner, ownerViewer, player } from '../testing/factories';
import { ManageTeamRoute } from './ManageTeamPage';

const DETAIL = '/api/teams/slug/falcons';
const emptyPage = { items: [], nextCursor: null };

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderManage(routes: Record<string, Handler | Response | unknown>, { tab = 'edit', userId = owner.id } = {}) {
  const fetch = stubFetch({
    [teamRequestsUrl('t1', 'applications', 'pending')]: emptyPage,
    [teamRequestsUrl('t1', 'invitations', 'pending')]: emptyPage,
    ...routes,
  });
  const view = renderWithApp(
    <>
      <Routes>
        <Route path="/team/:teamSlug/manage" element={<ManageTeamRoute />} />
        <Route path="/team/:teamSlug" element={<p>team page</p>} />
        <Route path="/teams" element={<p>teams page</p>} />
      </Routes>
      <Location />
    </>,
    {
      route: `/team/falcons/manage?tab=${tab}`,
      user: makeUser({ id: userId, userType: 'team_owner', onboardingCompleted: true }),
    },
  );
  return { fetch, user: userEvent.setup(), ...view };
}

const row = (name: string) => within(screen.getByRole('list', { name: 'Kadro' })).getByRole('listitem', { name });

describe('manage team page', () => {
  it('sends someone who cannot manage to the team page', async () => {
    renderManage({ [DETAIL]: makeDetail(makeViewer({ role: 'player' })) });
    expect(await screen.findByText('team page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/team/falcons');
  });

  it('edits the team, sending only the fields that changed', async () => {
    const { fetch, user } = renderManage({
      [DETAIL]: makeDetail(ownerViewer),
      'PATCH /api/teams/t1': { team: {} },
    });
    const name = await screen.findByLabelText('Takım adı');
    await user.clear(name);
    await user.type(name, 'Falcons Academy');
    await user.click(screen.getByRole('switch', { name: 'Koç arıyoruz' }));
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'PATCH', '/api/teams/t1').map((c) => c.body)).toEqual([
        { name: 'Falcons Academy', lookingForCoach: true },
      ]),
    );
    expect(await screen.findByText('Takım güncellendi')).toBeInTheDocument();
  });

  it('marks the offending social link itself, and counts the roles wanted as a typed list', async () => {
    const { fetch, user } = renderManage({ [DETAIL]: makeDetail(ownerViewer) });
    const website = await screen.findByLabelText('Web sitesi');
    await user.type(website, 'not a url at all');
    const roles = screen.getByLabelText('Aranan roller');
    await user.clear(roles);
    await user.type(roles, 'Entry, IGL, Support, Sniper, Lurker, Flex, Anchor');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(
      await screen.findByText('Bağlantı https:// ile başlamalı ya da bir kullanıcı adı (@isim) olmalı.'),
    ).toBeInTheDocument();
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveAccessibleDescription(
      'Bağlantı https:// ile başlamalı ya da bir kullanıcı adı (@isim) olmalı.',
    );
    expect(screen.getByLabelText('Discord')).not.toHaveAttribute('aria-invalid');
    expect(roles).toHaveAttribute('aria-invalid', 'true');
    expect(roles).toHaveAccessibleDescription('En fazla 5 rol yazabilirsin.');
    expect(callsTo(fetch, 'PATCH', '/api/teams/t1')).toHaveLength(0);
  });

  it('shows the owner every roster action, with only the roles each member’s account may hold', async () => {
    renderManage({ [DETAIL]: makeDetail(ownerViewer) }, { tab: 'roster' });
    await screen.findByRole('list', { name: 'Kadro' });
    // A player account (Mert, the manager; Ayşe) plays or manages, never coaches.
    for (const name of ['Mert', 'Ayşe Yılmaz']) {
      const roleOptions = within(row(name)).getByRole('combobox', { name: `${name} için rol` });
      expect(
        within(roleOptions)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Oyuncu', 'Menajer']);
    }
    // A coach account is the coach and nothing else: no role menu at all, removal still offered.
    expect(within(row('Hakan')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row('Hakan')).getByRole('button', { name: 'Takımdan çıkar' })).toBeInTheDocument();
    expect(within(row('Mert')).getByRole('button', { name: 'Takımdan çıkar' })).toBeInTheDocument();
    expect(within(row('Kaan Demir')).queryByRole('button', { name: 'Takımdan çıkar' })).not.toBeInTheDocument();
  });

  it('gives a manager no way to change or remove another manager', async () => {
    renderManage({ [DETAIL]: makeDetail(managerViewer) }, { tab: 'roster', userId: 'someone' });
    await screen.findByRole('list', { name: 'Kadro' });
    expect(within(row('Mert')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row('Mert')).queryByRole('button', { name: 'Takımdan çıkar' })).not.toBeInTheDocument();
    // Between player and coach there is nothing to switch: the account type decides, so no role menu.
    expect(within(row('Ayşe Yılmaz')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row('Ayşe Yılmaz')).getByRole('button', { name: 'Takımdan çıkar' })).toBeInTheDocument();
  });

  it('sets a captain and changes a role', async () => {
    const { fetch, user } = renderManage(
      {
        [DETAIL]: makeDetail(ownerViewer),
        [`PATCH /api/teams/t1/members/${manager.id}`]: { user: manager, role: 'player', isCaptain: true, joinedAt: '' },
      },
      { tab: 'roster' },
    );
    await screen.findByRole('list', { name: 'Kadro' });
    await user.click(within(row('Mert')).getByRole('button', { name: 'Kaptan yap' }));
    await user.selectOptions(within(row('Mert')).getByRole('combobox', { name: 'Mert için rol' }), 'player');
    await waitFor(() =>
      expect(callsTo(fetch, 'PATCH', `/api/teams/t1/members/${manager.id}`).map((c) => c.body)).toEqual([
        { isCaptain: true },
        { role: 'player' },
      ]),
    );
    // One toast at a time (spec §9): the last change's notice is the one on screen.
    expect(await screen.findByText('Mert için rol güncellendi')).toBeInTheDocument();
  });

  it('keeps the role menu usable and focused while a change is saved, and saves changes in the order chosen', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const url = `/api/teams/t1/members/${player.id}`;
    const { fetch, user } = renderManage(
      {
        [DETAIL]: makeDetail(ownerViewer),
        [`PATCH ${url}`]: async (_url: string, init: RequestInit) => {
          const body = JSON.parse(String(init.body)) as { role: string };
          if (body.role === 'manager') await held;
          return jsonResponse(200, { user: player, role: body.role, isCaptain: false, joinedAt: '' });
        },
      },
      { tab: 'roster' },
    );
    await screen.findByRole('list', { name: 'Kadro' });
    const menu = within(row('Ayşe Yılmaz')).getByRole('combobox', { name: 'Ayşe Yılmaz için rol' });
    await user.selectOptions(menu, 'manager');
    // Saving: the menu shows the choice and says it is busy, but stays enabled (a disabled control drops keyboard
    // focus to the page).
    await waitFor(() => expect(menu).toHaveAttribute('aria-busy', 'true'));
    expect(menu).toHaveValue('manager');
    expect(menu).toBeEnabled();
    expect(menu).toHaveFocus();
    await user.selectOptions(menu, 'player');
    // The second change waits for the first: one request at a time, in the order chosen.
    expect(callsTo(fetch, 'PATCH', url)).toHaveLength(1);
    release();
    await waitFor(() =>
      expect(callsTo(fetch, 'PATCH', url).map((c) => c.body)).toEqual([{ role: 'manager' }, { role: 'player' }]),
    );
  });

  it('removes a member only after confirming', async () => {
    const { fetch, user } = renderManage(
      {
        [DETAIL]: makeDetail(ownerViewer),
        [`DELETE /api/teams/t1/members/${player.id}`]: new Response(null, { status: 204 }),
      },
      { tab: 'roster' },
    );
    await screen.findByRole('list', { name: 'Kadro' });
    await user.click(within(row('Ayşe Yılmaz')).getByRole('button', { name: 'Takımdan çıkar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ayşe Yılmaz takımdan çıkarılsın mı?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', `/api/teams/t1/members/${player.id}`)).toHaveLength(0);

    await user.click(within(row('Ayşe Yılmaz')).getByRole('button', { name: 'Takımdan çıkar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Evet, çıkar' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE', `/api/teams/t1/members/${player.id}`)).toHaveLength(1));
    expect(await screen.findByText('Ayşe Yılmaz takımdan çıkarıldı')).toBeInTheDocument();
  });

  it('accepts an application', async () => {
    const application = {
      id: 'a1',
      team: { id: 't1', slug: 'falcons', name: 'Falcons', logoUrl: null },
      applicant: player,
      role: 'player',
      message: 'Entry oynarım',
      status: 'pending',
      createdAt: '2026-03-01T10:00:00.000Z',
      decidedAt: null,
    };
    const { fetch, user } = renderManage(
      {
        [DETAIL]: makeDetail(ownerViewer),
        [teamRequestsUrl('t1', 'applications', 'pending')]: { items: [application], nextCursor: null },
        'POST /api/team-applications/a1/accept': { ...application, status: 'accepted' },
      },
      { tab: 'applications' },
    );
    expect(await screen.findByText('Entry oynarım')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ayşe Yılmaz başvurusunu kabul et' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/team-applications/a1/accept')).toHaveLength(1));
    expect(await screen.findByText('Ayşe Yılmaz takıma katıldı')).toBeInTheDocument();
  });

  it('deletes the team after confirming, with the spec notice, and leaves for /teams', async () => {
    const { fetch, user } = renderManage(
      { [DETAIL]: makeDetail(ownerViewer), 'DELETE /api/teams/t1': new Response(null, { status: 204 }) },
      { tab: 'danger' },
    );
    await user.click(await screen.findByRole('button', { name: 'Takımı sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Falcons silinsin mi?' });
    expect(callsTo(fetch, 'DELETE', '/api/teams/t1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Evet, takımı sil' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/teams'));
    expect(callsTo(fetch, 'DELETE', '/api/teams/t1')).toHaveLength(1);
    expect(await screen.findByText('Takım silindi')).toBeInTheDocument();
  });

  it('keeps delete and transfer from a manager, who may only leave', async () => {
    renderManage({ [DETAIL]: makeDetail(managerViewer) }, { tab: 'danger', userId: manager.id });
    expect(await screen.findByRole('button', { name: 'Takımdan ayrıl' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Takımı sil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sahipliği devret' })).not.toBeInTheDocument();
  });

  it('transfers ownership to a chosen member after confirming', async () => {
    const { fetch, user } = renderManage(
      { [DETAIL]: makeDetail(ownerViewer), 'POST /api/teams/t1/ownership': makeDetail(managerViewer) },
      { tab: 'danger' },
    );
    const transfer = await screen.findByRole('button', { name: 'Sahipliği devret' });
    expect(transfer).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Yeni sahip'), manager.id);
    await user.click(transfer);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Evet, devret' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/teams/t1/ownership').map((c) => c.body)).toEqual([{ userId: manager.id }]),
    );
  });

  it('invites a person found among those the chosen role fits: the coach role lists coach accounts', async () => {
    const someone = (id: string, firstName: string, userType: 'player' | 'coach') => ({
      ...player,
      id,
      nickname: firstName.toLowerCase(),
      firstName,
      lastName: null,
      userType,
    });
    const candidates = '/api/teams/t1/invite-candidates';
    const { fetch, user } = renderManage(
      {
        [DETAIL]: makeDetail(managerViewer),
        [`${candidates}?role=player&limit=8`]: { items: [] },
        [`${candidates}?role=player&q=den&limit=8`]: { items: [someone('p9', 'Deniz', 'player')] },
        [`${candidates}?role=coach&limit=8`]: { items: [] },
        [`${candidates}?role=coach&q=den&limit=8`]: { items: [someone('c9', 'Dench', 'coach')] },
        'POST /api/teams/t1/invitations': jsonResponse(201, { id: 'i1' }),
      },
      { tab: 'invitations' },
    );
    await user.click(await screen.findByRole('button', { name: 'Birini davet et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Takıma davet et' });
    // A manager may invite players and coaches only; the role comes first and says who can take it.
    const role = within(dialog).getByLabelText('Rol');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Oyuncu', 'Koç']);
    expect(role).toHaveAccessibleDescription(/Koç rolüne yalnızca koç hesapları/);
    await user.click(within(dialog).getByRole('button', { name: 'Davet gönder' }));
    expect(within(dialog).getByText('Davet edilecek kişiyi seç.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Kişi ara'), 'den');
    await user.click(await within(dialog).findByRole('radio', { name: /Deniz/ }));
    // Switching to coach clears the pick and lists coach accounts only.
    await user.selectOptions(role, 'coach');
    expect(await within(dialog).findByRole('radio', { name: /Dench/ })).not.toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: /Deniz/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Dench/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Davet gönder' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/teams/t1/invitations').map((c) => c.body)).toEqual([
        { userId: 'c9', role: 'coach' },
      ]),
    );
    expect(await screen.findByText('Dench davet edildi')).toBeInTheDocument();
  });
});
