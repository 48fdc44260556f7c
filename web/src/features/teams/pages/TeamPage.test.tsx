import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { initTestI18n } from '../../../test/i18n';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeDetail, makeViewer, managerViewer, ownerViewer } from '../testing/factories';
import { TeamRoute } from './TeamPage';

const me = makeUser({ id: 'me', nickname: 'zeynep', userType: 'player', onboardingCompleted: true });
const DETAIL = '/api/teams/slug/falcons';

function renderTeam(routes: Record<string, Handler | Response | unknown>, user = me) {
  const fetch = stubFetch(routes);
  const view = renderWithApp(
    <Routes>
      <Route path="/team/:teamSlug" element={<TeamRoute />} />
      <Route path="/team/:teamSlug/manage" element={<p>manage page</p>} />
    </Routes>,
    { route: '/team/falcons', user },
  );
  return { fetch, user: userEvent.setup(), ...view };
}

describe('team page', () => {
  it('shows header, roster with roles and the captain, stats and recruiting', async () => {
    renderTeam({ [DETAIL]: makeDetail() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Falcons' })).toBeInTheDocument();
    expect(screen.getByText(/Amatör · TR · Kuruluş: 2020 · 12 takipçi/)).toBeInTheDocument();

    const roster = screen.getByRole('list', { name: 'Kadro' });
    const rows = within(roster).getAllByRole('listitem');
    // Leadership first, players after.
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Kaan Demir', 'Mert', 'Hakan', 'Ayşe Yılmaz']);
    expect(within(rows[3]!).getByText('Kaptan')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Sahip')).toBeInTheDocument();
    // A reader who cannot manage sees no row actions.
    expect(within(roster).queryByRole('button')).not.toBeInTheDocument();

    expect(screen.getByText('Beceri puanı').parentElement).toHaveTextContent('1.120');
    expect(screen.getByText('Kazanma oranı').parentElement).toHaveTextContent('%70');
    expect(screen.getByText('Bu takım oyuncu arıyor.')).toBeInTheDocument();
    expect(screen.getByText('Aranan roller: Entry, IGL')).toBeInTheDocument();
  });

  it('says when the team does not exist', async () => {
    renderTeam({ [DETAIL]: jsonResponse(404, { message: 'Takım bulunamadı.' }) });
    expect(await screen.findByRole('heading', { name: 'Takım bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Takımlara dön' })).toHaveAttribute('href', '/teams');
  });

  it('offers an outsider follow and apply, but not manage or leave', async () => {
    renderTeam({ [DETAIL]: makeDetail() });
    await screen.findByRole('heading', { level: 1, name: 'Falcons' });
    expect(screen.getByRole('button', { name: 'Falcons takımını takip et' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Takıma başvur' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Takımı yönet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Takımdan ayrıl' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Takımı doğrula' })).not.toBeInTheDocument();
  });

  it('gives those who manage a link to the manage page, and a manager the leave button', async () => {
    renderTeam({ [DETAIL]: makeDetail(managerViewer) });
    expect(await screen.findByRole('link', { name: 'Takımı yönet' })).toHaveAttribute('href', '/team/falcons/manage');
    expect(screen.getByRole('button', { name: 'Takımdan ayrıl' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Takıma başvur' })).not.toBeInTheDocument();
  });

  it('does not let the owner leave', async () => {
    renderTeam({ [DETAIL]: makeDetail(ownerViewer) });
    await screen.findByRole('link', { name: 'Takımı yönet' });
    expect(screen.queryByRole('button', { name: 'Takımdan ayrıl' })).not.toBeInTheDocument();
  });

  it('invites only outsiders to apply to a team that is not recruiting, never its own owner', async () => {
    const closed = { lookingForPlayers: false, lookingForCoach: false };
    const owner = makeUser({ id: 'u1', nickname: 'kaan', userType: 'team_owner', onboardingCompleted: true });
    const view = renderTeam({ [DETAIL]: makeDetail(ownerViewer, closed) }, owner);
    expect(await screen.findByText('Takım şu anda aktif olarak kimseyi aramıyor.')).toBeInTheDocument();
    expect(screen.queryByText(/yine de başvurabilirsin/)).not.toBeInTheDocument();
    view.unmount();

    renderTeam({ [DETAIL]: makeDetail(makeViewer(), closed) });
    expect(
      await screen.findByText('Takım şu anda aktif olarak kimseyi aramıyor, yine de başvurabilirsin.'),
    ).toBeInTheDocument();
  });

  it('applies with role and message, checked before sending; a coach account applies as coach only', async () => {
    let detail = makeDetail();
    const { fetch, user } = renderTeam(
      {
        [DETAIL]: () => jsonResponse(200, detail),
        'POST /api/teams/t1/applications': () => {
          detail = makeDetail(makeViewer({ pendingApplicationId: 'a1' }));
          return jsonResponse(201, { id: 'a1' });
        },
      },
      { ...me, userType: 'coach' },
    );
    await user.click(await screen.findByRole('button', { name: 'Takıma başvur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Falcons takımına başvur' });
    await user.click(within(dialog).getByRole('button', { name: 'Başvuruyu gönder' }));
    expect(within(dialog).getByLabelText('Mesajın')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, 'POST', '/api/teams/t1/applications')).toHaveLength(0);

    // The role follows the account: shown, not chosen.
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Başvurduğun rol: Koç')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Mesajın'), '  Beş yıllık koçum  ');
    await user.click(within(dialog).getByRole('button', { name: 'Başvuruyu gönder' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', '/api/teams/t1/applications').map((c) => c.body)).toEqual([
      { role: 'coach', message: 'Beş yıllık koçum' },
    ]);
    expect(await screen.findByText('Başvurun değerlendiriliyor.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Başvuruyu geri çek' })).toBeInTheDocument();
  });

  it('lets a player apply only as a player, never as coach', async () => {
    const { user } = renderTeam({ [DETAIL]: makeDetail() });
    await user.click(await screen.findByRole('button', { name: 'Takıma başvur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Falcons takımına başvur' });
    expect(within(dialog).getByText('Başvurduğun rol: Oyuncu')).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'Koç' })).not.toBeInTheDocument();
  });

  it('offers an admin no application (an admin holds no team role)', async () => {
    renderTeam({ [DETAIL]: makeDetail() }, { ...me, userType: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Falcons' });
    expect(screen.queryByRole('button', { name: 'Takıma başvur' })).not.toBeInTheDocument();
  });

  it.each([
    ['the owner', ownerViewer],
    ['a manager', managerViewer],
    ['a player', makeViewer({ role: 'player' })],
  ])('shows %s no "Takip et" on their own team', async (_, viewer) => {
    renderTeam({ [DETAIL]: makeDetail(viewer) });
    await screen.findByRole('heading', { level: 1, name: 'Falcons' });
    expect(screen.queryByRole('button', { name: /takip/i })).not.toBeInTheDocument();
  });

  it("shows the server's reason when applying fails", async () => {
    const { user } = renderTeam({
      [DETAIL]: makeDetail(),
      'POST /api/teams/t1/applications': jsonResponse(409, {
        message: 'Zaten bekleyen bir başvurun var.',
        code: 'already_pending',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Takıma başvur' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Mesajın'), 'Merhaba');
    await user.click(within(dialog).getByRole('button', { name: 'Başvuruyu gönder' }));
    expect(await within(dialog).findByText('Zaten bekleyen bir başvurun var.')).toBeInTheDocument();
  });

  it('follows at once and keeps the count the server answers', async () => {
    const { fetch, user } = renderTeam({
      [DETAIL]: makeDetail(),
      'POST /api/teams/t1/follow': { following: true, followers: 20 },
    });
    await user.click(await screen.findByRole('button', { name: 'Falcons takımını takip et' }));
    expect(await screen.findByRole('button', { name: 'Falcons takımını takibi bırak' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(screen.getByText(/20 takipçi/)).toBeInTheDocument());
    expect(callsTo(fetch, 'POST', '/api/teams/t1/follow')).toHaveLength(1);
  });

  it('lets a member leave after confirming', async () => {
    const { fetch, user } = renderTeam({
      [DETAIL]: makeDetail(makeViewer({ role: 'player' })),
      'DELETE /api/teams/t1/members/me': new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Takımdan ayrıl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Falcons takımından ayrılmak istiyor musun?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(callsTo(fetch, 'DELETE', '/api/teams/t1/members/me')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Takımdan ayrıl' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Evet, ayrıl' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE', '/api/teams/t1/members/me')).toHaveLength(1));
    expect(await screen.findByText('Takımdan ayrıldın')).toBeInTheDocument();
  });

  it('lets an admin toggle verification, with the spec notice', async () => {
    const admin = makeUser({ id: 'adm', userType: 'admin', onboardingCompleted: true });
    const { fetch, user } = renderTeam(
      {
        [DETAIL]: makeDetail(makeViewer({ canManage: true, isOwner: true })),
        'PATCH /api/teams/t1/verification': { team: {} },
      },
      admin,
    );
    await user.click(await screen.findByRole('button', { name: 'Takımı doğrula' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'PATCH', '/api/teams/t1/verification').map((c) => c.body)).toEqual([{ verified: true }]),
    );
    expect(await screen.findByText('Takım doğrulaması güncellendi')).toBeInTheDocument();
  });

  it('reads in English too', async () => {
    await initTestI18n('en');
    renderTeam({ [DETAIL]: makeDetail() });
    expect(await screen.findByRole('button', { name: 'Apply to team' })).toBeInTheDocument();
    expect(screen.getByText('Skill rating').parentElement).toHaveTextContent('1,120');
    expect(screen.getByText('Win rate').parentElement).toHaveTextContent('70%');
  });
});
