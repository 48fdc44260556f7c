import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { teamListUrl } from '../../teams/api';
import { makeTeam } from '../../teams/testing/factories';
import { fixtures, leagueMatch, leagueTeam, makeLeagueDetail, standings } from '../testing/factories';
import { LeagueRoute } from './LeaguePage';

const me = makeUser({ id: 'u5', userType: 'team_owner', onboardingCompleted: true });

function MatchPageStandIn() {
  const { id } = useParams();
  return <p>match page {id}</p>;
}

function renderLeague(route = '/leagues/lg1') {
  return renderWithApp(
    <Routes>
      <Route path="/leagues/:id" element={<LeagueRoute />} />
      <Route path="/matches/:id" element={<MatchPageStandIn />} />
    </Routes>,
    { user: me, route },
  );
}

describe('/leagues/:id', () => {
  it('shows the standings table: played, won, drawn, lost, for, against, difference, points', async () => {
    stubFetch({
      '/api/leagues/lg1': makeLeagueDetail(),
      '/api/leagues/lg1/standings': standings,
      '/api/leagues/lg1/fixtures': fixtures,
    });
    renderLeague();
    expect(await screen.findByRole('heading', { level: 1, name: 'Süper Lig' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Süper Lig puan durumu' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.querySelector('abbr')?.title ?? th.textContent);
    expect(heads).toEqual([
      'Sıra',
      'Katılımcı',
      'Oynanan',
      'Galibiyet',
      'Beraberlik',
      'Mağlubiyet',
      'Atılan',
      'Yenilen',
      'Averaj',
      'Puan',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(within(row).getByRole('rowheader')).getByRole('link').textContent)).toEqual([
      'Takım 3',
      'Takım 1',
      'Takım 2',
      'Takım 4',
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '2', '1', '1', '0', '4', '1', '+3', '4']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '2', '1', '0', '1', '2', '4', '-2', '3']);
    expect(within(rows[0]!).getByRole('link', { name: 'Takım 3' })).toHaveAttribute('href', '/team/team-3');
  });

  it('lists fixtures by match week and the results newest week first', async () => {
    stubFetch({
      '/api/leagues/lg1': makeLeagueDetail(),
      '/api/leagues/lg1/standings': standings,
      '/api/leagues/lg1/fixtures': fixtures,
    });
    const user = userEvent.setup();
    renderLeague('/leagues/lg1?tab=fixtures');
    const week1 = await screen.findByRole('list', { name: '1. hafta' });
    expect(within(week1).getAllByRole('listitem')).toHaveLength(2);
    expect(within(week1).getByRole('button', { name: 'Maçı aç: Takım 1 2 – 1 Takım 4' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '3. hafta' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sonuçlar' }));
    // Match weeks are named lists; the app's toast viewport (an unnamed list) is on the page too.
    const weeks = (await screen.findAllByRole('list')).filter((l) => l.hasAttribute('aria-label'));
    expect(weeks.map((l) => l.getAttribute('aria-label'))).toEqual(['2. hafta', '1. hafta']);
    expect(within(weeks[0]!).getAllByRole('listitem')).toHaveLength(1);
  });

  it('opens a fixture, which links to its match page (result, evidence, history)', async () => {
    const match = fixtures.weeks[0]!.matches[0]!;
    stubFetch({
      '/api/leagues/lg1': makeLeagueDetail(),
      '/api/leagues/lg1/standings': standings,
      '/api/leagues/lg1/fixtures': fixtures,
      [`/api/matches/${match.id}`]: { match, viewer: { canRecordResult: false, side: null } },
    });
    const user = userEvent.setup();
    renderLeague('/leagues/lg1?tab=fixtures');
    const week1 = await screen.findByRole('list', { name: '1. hafta' });
    await user.click(within(week1).getByRole('button', { name: 'Maçı aç: Takım 1 2 – 1 Takım 4' }));
    const dialog = await screen.findByRole('dialog', { name: '1. hafta' });
    await user.click(await within(dialog).findByRole('link', { name: 'Maç sayfasını aç' }));
    expect(await screen.findByText(`match page ${match.id}`)).toBeInTheDocument();
  });

  it('lets a team owner add his own team while teams are being added', async () => {
    const fetch = stubFetch({
      '/api/leagues/lg1': makeLeagueDetail(
        { registrableTeams: [{ id: 'mine', slug: 'falcons', name: 'Falcons', logoUrl: null }] },
        { status: 'upcoming', weeks: 0 },
      ),
      '/api/leagues/lg1/standings': { rows: [] },
      'POST /api/leagues/lg1/teams': () => jsonResponse(201, {}),
    });
    const user = userEvent.setup();
    renderLeague();
    await user.click(await screen.findByRole('button', { name: 'Takımımı ekle' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/leagues/lg1/teams')[0]?.body).toEqual({ teamId: 'mine' }));
    expect(await screen.findByText('Falcons lige eklendi.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Yönet' })).not.toBeInTheDocument();
  });

  it("lets an invited team's owner accept, or decline after a confirmation", async () => {
    const falcons = { id: 'mine', slug: 'falcons', name: 'Falcons', logoUrl: null };
    const wolves = { id: 'w', slug: 'wolves', name: 'Wolves', logoUrl: null };
    const detail = makeLeagueDetail({ invitedTeams: [falcons, wolves] }, { status: 'upcoming', weeks: 0 }, 2);
    detail.teams.push({ ...leagueTeam(9, 'invited'), team: falcons });
    const fetch = stubFetch({
      '/api/leagues/lg1': detail,
      '/api/leagues/lg1/standings': { rows: [] },
      'POST /api/leagues/lg1/teams/mine/accept': () => jsonResponse(200, { ...leagueTeam(9), team: falcons }),
      'POST /api/leagues/lg1/teams/w/decline': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderLeague('/leagues/lg1?tab=teams');
    const invitations = await screen.findByRole('region', { name: 'Takımın davet edildi' });
    expect(within(invitations).getAllByRole('listitem')).toHaveLength(2);
    // The public team list shows accepted teams only.
    expect(
      within(screen.getByRole('list', { name: 'Ligdeki takımlar' })).queryByText('Falcons'),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Davet edildi')).not.toBeInTheDocument();

    await user.click(within(invitations).getByRole('button', { name: 'Falcons için daveti kabul et' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/leagues/lg1/teams/mine/accept')).toHaveLength(1));
    expect(await screen.findByText('Falcons lige katıldı.')).toBeInTheDocument();

    // Declining asks first (keyboard: the dialog's buttons are reachable), then calls the server.
    await user.click(within(invitations).getByRole('button', { name: 'Wolves için daveti reddet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Davet reddedilsin mi?' });
    expect(callsTo(fetch, 'POST', '/api/leagues/lg1/teams/w/decline')).toHaveLength(0);
    within(dialog).getByRole('button', { name: 'Reddet' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/leagues/lg1/teams/w/decline')).toHaveLength(1));
    expect(await screen.findByText('Wolves için davet reddedildi.')).toBeInTheDocument();
  });

  it("shows the server's translated refusal when the answer fails", async () => {
    const falcons = { id: 'mine', slug: 'falcons', name: 'Falcons', logoUrl: null };
    stubFetch({
      '/api/leagues/lg1': makeLeagueDetail({ invitedTeams: [falcons] }, { status: 'upcoming', weeks: 0 }, 2),
      '/api/leagues/lg1/standings': { rows: [] },
      'POST /api/leagues/lg1/teams/mine/accept': () =>
        jsonResponse(404, {
          code: 'league_invitation_not_found',
          message: 'Bu takımın bu lige bekleyen bir daveti yok.',
        }),
    });
    const user = userEvent.setup();
    renderLeague();
    await user.click(await screen.findByRole('button', { name: 'Falcons için daveti kabul et' }));
    expect(await screen.findByText('Bu takımın bu lige bekleyen bir daveti yok.')).toBeInTheDocument();
  });
});

describe('league manage tab', () => {
  it('adds a team found by name and generates the fixtures after a confirmation', async () => {
    const url = teamListUrl({ q: 'wol', game: 'lol' });
    const fetch = stubFetch({
      '/api/leagues/lg1': makeLeagueDetail({ canManage: true }, { status: 'upcoming', weeks: 0 }, 2),
      '/api/leagues/lg1/standings': { rows: [] },
      [url]: {
        items: [makeTeam({ id: 'team1', name: 'Takım 1' }), makeTeam({ id: 'w', slug: 'wolves', name: 'Wolves' })],
        nextCursor: null,
      },
      'POST /api/leagues/lg1/teams': () => jsonResponse(201, {}),
      'POST /api/leagues/lg1/fixtures': () => jsonResponse(201, fixtures),
    });
    const user = userEvent.setup();
    renderLeague('/leagues/lg1?tab=manage');
    await user.type(await screen.findByLabelText('Takım ekle'), 'wol');
    const results = await screen.findByRole('list', { name: 'Bulunan takımlar' });
    // Already in the league: not offered again.
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(results).getByRole('button', { name: 'Wolves takımını ekle' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/leagues/lg1/teams')[0]?.body).toEqual({ teamId: 'w' }));
    await user.click(screen.getByRole('button', { name: 'Fikstürü oluştur' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fikstürü oluştur' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/leagues/lg1/fixtures')).toHaveLength(1));
    expect(await screen.findByText('Fikstür oluşturuldu.')).toBeInTheDocument();
  });

  it('cannot generate fixtures with one team; once they exist, teams are locked and results are set from the list', async () => {
    const pending = leagueMatch(3, 1, 1, 2);
    const fetch = stubFetch({
      '/api/leagues/lg1': makeLeagueDetail({ canManage: true }),
      '/api/leagues/lg1/standings': standings,
      '/api/leagues/lg1/fixtures': fixtures,
      [`/api/matches/${pending.id}`]: { match: pending, viewer: { canRecordResult: true, side: null } },
      [`POST /api/matches/${pending.id}/official-result`]: {
        match: pending,
        viewer: { canRecordResult: true, side: null },
      },
    });
    const user = userEvent.setup();
    renderLeague('/leagues/lg1?tab=manage');
    expect(await screen.findByText('Fikstür oluşturulduktan sonra takımlar değişmez.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /takımını çıkar/ })).not.toBeInTheDocument();
    const waiting = await screen.findByRole('list', { name: 'Sonuç bekleyen maçlar' });
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(waiting).getByRole('button', { name: 'Maçı aç: Takım 1 – Takım 2' }));
    const dialog = await screen.findByRole('dialog', { name: '3. hafta' });
    await user.type(within(dialog).getByLabelText('Takım 1 skoru'), '1');
    await user.type(within(dialog).getByLabelText('Takım 2 skoru'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Sonucu kaydet' }));
    // A league match may end in a draw.
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', `/api/matches/${pending.id}/official-result`)[0]?.body).toEqual({
        scoreA: 1,
        scoreB: 1,
      }),
    );
  });

  it('shows invitations as such: withdrawn after a confirmation, not counted for the fixtures; an add says it invited', async () => {
    const detail = makeLeagueDetail({ canManage: true }, { status: 'upcoming', weeks: 0 }, 1);
    detail.teams.push(leagueTeam(2, 'invited'));
    const url = teamListUrl({ q: 'wol', game: 'lol' });
    const fetch = stubFetch({
      '/api/leagues/lg1': detail,
      '/api/leagues/lg1/standings': { rows: [] },
      [url]: { items: [makeTeam({ id: 'w', slug: 'wolves', name: 'Wolves' })], nextCursor: null },
      'POST /api/leagues/lg1/teams': () => jsonResponse(201, { ...leagueTeam(3, 'invited') }),
      'DELETE /api/leagues/lg1/teams/team2': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderLeague('/leagues/lg1?tab=manage');
    const list = await screen.findByRole('list', { name: 'Ligdeki takımlar' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[1]!).getByText('Davet edildi')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Davet edildi')).not.toBeInTheDocument();
    // One accepted team: not enough for fixtures, whatever the invitations.
    expect(screen.getByRole('button', { name: 'Fikstürü oluştur' })).toBeDisabled();
    expect(screen.getByText('Kabul edilmemiş davetler fikstür oluşturulunca düşer.')).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Takım 2 davetini geri çek' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Davet geri çekilsin mi?' })).getByRole('button', {
        name: 'Geri çek',
      }),
    );
    await waitFor(() => expect(callsTo(fetch, 'DELETE', '/api/leagues/lg1/teams/team2')).toHaveLength(1));
    expect(await screen.findByText('Takım 2 takımına yapılan davet geri çekildi.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Takım ekle'), 'wol');
    await user.click(await screen.findByRole('button', { name: 'Wolves takımını ekle' }));
    expect(
      await screen.findByText('Wolves davet edildi; sahibi ya da bir yöneticisi kabul edince lige katılır.'),
    ).toBeInTheDocument();
  });

  it('keeps the grace menu usable and focused while it saves, and saves changes in the order chosen', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const detail = makeLeagueDetail(
      { canManage: true },
      { status: 'upcoming', weeks: 0, matchCheckInEnabled: true, matchCheckInGraceMinutes: 10 },
      2,
    );
    const fetch = stubFetch({
      '/api/leagues/lg1': detail,
      '/api/leagues/lg1/standings': { rows: [] },
      'PATCH /api/leagues/lg1': async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { matchCheckInGraceMinutes: number };
        if (body.matchCheckInGraceMinutes === 30) await held;
        return jsonResponse(200, { ...detail.league, ...body });
      },
    });
    const user = userEvent.setup();
    renderLeague('/leagues/lg1?tab=manage');
    const menu = await screen.findByRole('combobox', { name: 'Maç saatinden sonra bekleme süresi' });
    await user.selectOptions(menu, '30');
    await waitFor(() => expect(menu).toHaveAttribute('aria-busy', 'true'));
    expect(menu).toHaveValue('30');
    expect(menu).toBeEnabled();
    expect(menu).toHaveFocus();
    await user.selectOptions(menu, '0');
    expect(callsTo(fetch, 'PATCH', '/api/leagues/lg1')).toHaveLength(1);
    release();
    await waitFor(() =>
      expect(callsTo(fetch, 'PATCH', '/api/leagues/lg1').map((c) => c.body)).toEqual([
        { matchCheckInGraceMinutes: 30 },
        { matchCheckInGraceMinutes: 0 },
      ]),
    );
  });

  it('needs two teams before fixtures', async () => {
    stubFetch({
      '/api/leagues/lg1': makeLeagueDetail({ canManage: true }, { status: 'upcoming', weeks: 0 }, 1),
      '/api/leagues/lg1/standings': { rows: [] },
    });
    renderLeague('/leagues/lg1?tab=manage');
    expect(await screen.findByRole('button', { name: 'Fikstürü oluştur' })).toBeDisabled();
    expect(screen.getByText('Fikstür için en az 2 takım gerekir.')).toBeInTheDocument();
    // Not "1 takımın her biri diğerleriyle … karşılaşır", which says nothing with one team.
    expect(screen.queryByText(/takımın her biri/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Takım 1 takımını çıkar' })).toBeInTheDocument();
  });
});
