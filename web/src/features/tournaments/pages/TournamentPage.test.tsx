import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import {
  makeDetail,
  makeMatch,
  makeRegistration,
  makeViewer,
  organizer,
  organizerViewer,
  participant,
  singleElimination,
} from '../testing/factories';
import { TournamentRoute } from './TournamentPage';

const me = makeUser({ id: 'u5', userType: 'team_owner', onboardingCompleted: true });
const registrations = { items: [makeRegistration(1), makeRegistration(2), makeRegistration(3)] };
const noBracket = () => jsonResponse(404, { message: 'Eşleşme tablosu henüz oluşturulmadı.' });

function renderTournament(route = '/tournaments/tr1') {
  return renderWithApp(
    <Routes>
      <Route path="/tournaments/:id" element={<TournamentRoute />} />
      <Route path="/tournaments" element={<p>list</p>} />
    </Routes>,
    { user: me, route },
  );
}

describe('/tournaments/:id for a team owner', () => {
  it('registers one of his teams of the game, picked in a dialog', async () => {
    const viewer = makeViewer({
      canRegister: true,
      registrableTeams: [
        { id: 'tA', slug: 'falcons', name: 'Falcons', logoUrl: null },
        { id: 'tB', slug: 'wolves', name: 'Wolves', logoUrl: null },
      ],
    });
    const fetch = stubFetch({
      '/api/tournaments/tr1': makeDetail(viewer),
      'POST /api/tournaments/tr1/registrations': () => jsonResponse(201, makeRegistration(9)),
    });
    const user = userEvent.setup();
    renderTournament();
    expect(await screen.findByRole('heading', { level: 1, name: 'Yaz Kupası' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Yönet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Takımımı kaydet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Takımını seç' });
    expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Wolves' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/tournaments/tr1/registrations')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/tournaments/tr1/registrations')[0]?.body).toEqual({ teamId: 'tB' });
    expect(await screen.findByText('Wolves turnuvaya kaydedildi.')).toBeInTheDocument();
  });

  it("shows the server's refusal (full, late…) in a toast", async () => {
    stubFetch({
      '/api/tournaments/tr1': makeDetail(
        makeViewer({
          canRegister: true,
          registrableTeams: [{ id: 'tA', slug: 'falcons', name: 'Falcons', logoUrl: null }],
        }),
      ),
      'POST /api/tournaments/tr1/registrations': () =>
        jsonResponse(409, { message: 'Turnuva dolu; kontenjan kalmadı.' }),
    });
    const user = userEvent.setup();
    renderTournament();
    await user.click(await screen.findByRole('button', { name: 'Takımımı kaydet' }));
    // One team: already picked.
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Turnuva dolu; kontenjan kalmadı.')).toBeInTheDocument();
  });

  it('disables registering with the reason, and lets him check in and withdraw his registration', async () => {
    const mine = makeRegistration(4, { name: 'Falcons' });
    const fetch = stubFetch({
      '/api/tournaments/tr1': makeDetail(makeViewer({ canRegister: false, canCheckIn: true, registrations: [mine] }), {
        participantsCount: 16,
        maxParticipants: 16,
        registrationDeadline: '2099-01-01T00:00:00.000Z',
      }),
      'POST /api/tournaments/tr1/check-in': { ...mine, checkedInAt: '2026-06-02T17:00:00.000Z' },
      'DELETE /api/tournaments/tr1/registrations/r4': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderTournament();
    expect(await screen.findByRole('button', { name: 'Takımımı kaydet' })).toBeDisabled();
    expect(screen.getByText('Turnuva dolu.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Kayıtların' });
    await user.click(within(list).getByRole('button', { name: 'Check-in yap' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/tournaments/tr1/check-in')[0]?.body).toEqual({ participantId: 'r4' }),
    );
    await user.click(within(list).getByRole('button', { name: 'Falcons kaydından çekil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kayıttan çekilinsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Kayıttan çekil' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE', '/api/tournaments/tr1/registrations/r4')).toHaveLength(1));
  });

  it('hides the manage tab from someone who cannot manage, even when the address asks for it', async () => {
    stubFetch({ '/api/tournaments/tr1': makeDetail(makeViewer()) });
    renderTournament('/tournaments/tr1?tab=manage');
    expect(await screen.findByRole('tab', { name: 'Genel bakış', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Yönet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Düzenle' })).not.toBeInTheDocument();
  });
});

describe('overview, rules and participants', () => {
  it('shows the description and facts, the rules text, and the participants in seed order with their links', async () => {
    stubFetch({
      '/api/tournaments/tr1': makeDetail(makeViewer(), {
        rules: 'Bo3, final Bo5\nHarita seçimi: veto',
        checkInOpensAt: '2026-06-02T16:00:00.000Z',
        checkInClosesAt: '2026-06-02T17:30:00.000Z',
      }),
      '/api/tournaments/tr1/participants': {
        items: [
          makeRegistration(1, { seed: 2, checkedInAt: '2026-06-02T16:10:00.000Z' }),
          makeRegistration(2, { seed: 1 }),
          makeRegistration(3, {
            kind: 'solo',
            team: null,
            user: { ...organizer, id: 'p3', nickname: 'solo3' },
            name: 'solo3',
            seed: 3,
          }),
        ],
      },
    });
    const user = userEvent.setup();
    renderTournament();
    expect(await screen.findByRole('tab', { name: 'Genel bakış', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Yaz turnuvası')).toBeInTheDocument();
    const facts = screen.getByRole('heading', { name: 'Bilgiler' }).nextElementSibling as HTMLElement;
    expect(within(facts).getByText('10.000 TL')).toBeInTheDocument();
    expect(within(facts).getByText('Kaan Demir')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Kurallar' }));
    const rules = await screen.findByRole('tabpanel', { name: 'Kurallar' });
    expect(within(rules).getByRole('heading', { name: 'Kurallar' })).toBeInTheDocument();
    expect(within(rules).getByText(/Bo3, final Bo5\s+Harita seçimi: veto/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Katılımcılar' }));
    const list = await screen.findByRole('list', { name: 'Katılımcılar' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((li) => within(li).getByRole('link').textContent)).toEqual(['Takım 2', 'Takım 1', 'solo3']);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/team/team-2');
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute('href', '/profile/p3');
    expect(within(rows[0]!).getByText('Check-in yapmadı')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Check-in yaptı')).toBeInTheDocument();
  });

  it('says when there are no rules and no registrations yet', async () => {
    stubFetch({
      '/api/tournaments/tr1': makeDetail(makeViewer(), { rules: null, participantsCount: 0 }),
      '/api/tournaments/tr1/participants': { items: [] },
    });
    const user = userEvent.setup();
    renderTournament('/tournaments/tr1?tab=rules');
    expect(await screen.findByText('Organizatör henüz kural eklemedi.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Katılımcılar' }));
    expect(await screen.findByText('Henüz kayıt yok.')).toBeInTheDocument();
  });

  it('says the bracket is not made yet without asking the server for it (its 404 filled the console)', async () => {
    const fetch = stubFetch({
      '/api/tournaments/tr1': makeDetail(makeViewer(), { bracketGeneratedAt: null }),
      '/api/tournaments/tr1/participants': registrations,
    });
    renderTournament('/tournaments/tr1?tab=bracket');
    expect(await screen.findByText('Eşleşme tablosu henüz oluşturulmadı.')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/tournaments/tr1/bracket')).toHaveLength(0);
  });
});

describe('manage tab', () => {
  it('reorders seeds with the keyboard buttons and saves them, or seeds by skill rating', async () => {
    const fetch = stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer),
      '/api/tournaments/tr1/participants': registrations,
      'PUT /api/tournaments/tr1/seeding': registrations,
    });
    const user = userEvent.setup();
    renderTournament('/tournaments/tr1?tab=manage');
    const list = await screen.findByRole('list', { name: 'Seed sırası' });
    expect(screen.getByRole('link', { name: 'Düzenle' })).toHaveAttribute('href', '/tournaments/tr1/edit');
    expect(within(list).getByRole('button', { name: 'Takım 1 yukarı taşı' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sıralamayı kaydet' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Takım 3 yukarı taşı' }));
    expect(screen.getByText('Takım 3 artık 2. sırada.')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Takım 1'),
      expect.stringContaining('Takım 3'),
      expect.stringContaining('Takım 2'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Sıralamayı kaydet' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'PUT', '/api/tournaments/tr1/seeding')[0]?.body).toEqual({
        participantIds: ['r1', 'r3', 'r2'],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Beceri puanına göre sırala' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'PUT', '/api/tournaments/tr1/seeding')[1]?.body).toEqual({ method: 'skill' }),
    );
  });

  it('generates the bracket after a confirmation and shows it', async () => {
    let generated = false;
    const fetch = stubFetch({
      '/api/tournaments/tr1': () =>
        jsonResponse(
          200,
          makeDetail(
            organizerViewer,
            generated ? { bracketGeneratedAt: '2026-06-02T17:00:00.000Z', status: 'registration_closed' } : {},
          ),
        ),
      '/api/tournaments/tr1/participants': registrations,
      '/api/tournaments/tr1/bracket': () => (generated ? jsonResponse(200, singleElimination(3)) : noBracket()),
      'POST /api/tournaments/tr1/bracket': () => {
        generated = true;
        return jsonResponse(201, singleElimination(3));
      },
      '/api/tournaments/tr1/matches': { items: [] },
    });
    const user = userEvent.setup();
    renderTournament('/tournaments/tr1?tab=manage');
    // Registration is open: starting is not one of the moves yet.
    await user.click(await screen.findByRole('button', { name: 'Eşleşme tablosunu oluştur' }));
    expect(screen.queryByRole('button', { name: 'Turnuvayı başlat' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Eşleşme tablosu oluşturulsun mu?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eşleşme tablosunu oluştur' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/tournaments/tr1/bracket')).toHaveLength(1));
    expect(await screen.findByText('Eşleşme tablosu oluşturuldu.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Eleme tablosu' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Eşleşmeler', selected: true })).toBeInTheDocument();
  });

  it('locks seeding, removal and generation once the bracket exists, and offers start', async () => {
    stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer, {
        status: 'registration_closed',
        bracketGeneratedAt: '2026-06-02T17:00:00.000Z',
      }),
      '/api/tournaments/tr1/participants': registrations,
      '/api/tournaments/tr1/matches': { items: [] },
    });
    renderTournament('/tournaments/tr1?tab=manage');
    expect(await screen.findByText('Eşleşme tablosu oluşturulduktan sonra sıralama değişmez.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /yukarı taşı/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /kaydını çıkar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eşleşme tablosunu oluştur' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turnuvayı başlat' })).toBeEnabled();
    // Reopening registration or going back to a draft would strand the bracket: not offered.
    expect(screen.queryByRole('button', { name: 'Kayıtları aç' })).not.toBeInTheDocument();
  });

  it('needs the bracket before the tournament can start', async () => {
    stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer, { status: 'registration_closed' }),
      '/api/tournaments/tr1/participants': registrations,
    });
    renderTournament('/tournaments/tr1?tab=manage');
    expect(await screen.findByRole('button', { name: 'Turnuvayı başlat' })).toBeDisabled();
    expect(screen.getByText('Başlatmadan önce eşleşme tablosunu oluştur.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kayıtları aç' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Eşleşme tablosunu oluştur' })).toBeEnabled();
  });

  it('cannot generate with fewer than two participants, and cancels only after a confirmation', async () => {
    const fetch = stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer, { participantsCount: 1 }),
      '/api/tournaments/tr1/participants': { items: [makeRegistration(1)] },
      'POST /api/tournaments/tr1/status': { tournament: { status: 'cancelled' } },
    });
    const user = userEvent.setup();
    renderTournament('/tournaments/tr1?tab=manage');
    expect(await screen.findByRole('button', { name: 'Eşleşme tablosunu oluştur' })).toBeDisabled();
    expect(screen.getByText('Eşleşme tablosu için en az 2 katılımcı gerekir.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kayıtları kapat' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/tournaments/tr1/status')[0]?.body).toEqual({ status: 'registration_closed' }),
    );
    await user.click(screen.getByRole('button', { name: 'Turnuvayı iptal et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turnuva iptal edilsin mi?' });
    expect(callsTo(fetch, 'POST', '/api/tournaments/tr1/status')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Turnuvayı iptal et' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/tournaments/tr1/status')[1]?.body).toEqual({ status: 'cancelled' }),
    );
  });

  it('checks in someone else’s registration during the window, and undoes a check-in', async () => {
    const checkedIn = new Set(['r1']);
    const current = () => ({
      items: [1, 2, 3].map((n) =>
        makeRegistration(n, { checkedInAt: checkedIn.has(`r${n}`) ? '2026-06-02T16:10:00.000Z' : null }),
      ),
    });
    const fetch = stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer, {
        checkInOpensAt: '2000-01-01T00:00:00.000Z',
        checkInClosesAt: '2099-01-01T00:00:00.000Z',
        checkedInCount: 1,
      }),
      '/api/tournaments/tr1/participants': () => jsonResponse(200, current()),
      'POST /api/tournaments/tr1/check-in': (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { participantId: string; checkedIn: boolean };
        if (body.checkedIn) checkedIn.add(body.participantId);
        else checkedIn.delete(body.participantId);
        return jsonResponse(
          200,
          current().items.find((p) => p.id === body.participantId),
        );
      },
    });
    const user = userEvent.setup();
    renderTournament('/tournaments/tr1?tab=manage');
    const list = await screen.findByRole('list', { name: 'Seed sırası' });
    const takim1 = within(list).getByRole('button', { name: 'Takım 1 için check-in' });
    const takim2 = within(list).getByRole('button', { name: 'Takım 2 için check-in' });
    expect(takim1).toHaveAttribute('aria-pressed', 'true');
    expect(takim2).toHaveAttribute('aria-pressed', 'false');

    await user.click(takim2);
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/tournaments/tr1/check-in')[0]?.body).toEqual({
        participantId: 'r2',
        checkedIn: true,
      }),
    );
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Takım 2 için check-in' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );

    await user.click(within(list).getByRole('button', { name: 'Takım 1 için check-in' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/tournaments/tr1/check-in')[1]?.body).toEqual({
        participantId: 'r1',
        checkedIn: false,
      }),
    );
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Takım 1 için check-in' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('shows check-in as text only, no toggle, outside the window', async () => {
    stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer, {
        checkInOpensAt: '2099-01-01T00:00:00.000Z',
        checkInClosesAt: '2099-01-02T00:00:00.000Z',
      }),
      '/api/tournaments/tr1/participants': registrations,
    });
    renderTournament('/tournaments/tr1?tab=manage');
    const list = await screen.findByRole('list', { name: 'Seed sırası' });
    expect(within(list).queryByRole('button', { name: /için check-in/ })).not.toBeInTheDocument();
    expect(within(list).getAllByText('Check-in yapmadı')).toHaveLength(3);
  });

  it('removes a registration after a confirmation', async () => {
    const fetch = stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer),
      '/api/tournaments/tr1/participants': registrations,
      'DELETE /api/tournaments/tr1/registrations/r2': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderTournament('/tournaments/tr1?tab=manage');
    await user.click(await screen.findByRole('button', { name: 'Takım 2 kaydını çıkar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Çıkar' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE', '/api/tournaments/tr1/registrations/r2')).toHaveLength(1));
    expect(await screen.findByText('Takım 2 turnuvadan çıkarıldı.')).toBeInTheDocument();
  });
});

describe('matches', () => {
  it('opens a match of the bracket and lets the organizer set the official result', async () => {
    const bracket = singleElimination(4);
    const match = bracket.stages[0]!.groups[0]!.rounds[0]!.matches[0]!;
    const fetch = stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer, {
        bracketGeneratedAt: '2026-06-02T17:00:00.000Z',
        status: 'in_progress',
      }),
      '/api/tournaments/tr1/bracket': bracket,
      [`/api/matches/${match.id}`]: { match, viewer: { canRecordResult: true, side: null } },
      [`POST /api/matches/${match.id}/official-result`]: { match, viewer: { canRecordResult: true, side: null } },
    });
    const user = userEvent.setup();
    renderTournament('/tournaments/tr1');
    await user.click(await screen.findByRole('button', { name: '1. maç: Takım 1 – Takım 4' }));
    // Named as the bracket names its round: the first of a four-team tree is the semi-finals.
    const dialog = await screen.findByRole('dialog', { name: 'Yarı final · 1. maç' });
    await user.type(within(dialog).getByLabelText('Takım 1 skoru'), '2');
    await user.type(within(dialog).getByLabelText('Takım 4 skoru'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Sonucu kaydet' }));
    expect(within(dialog).getByText('Eleme maçı berabere bitemez.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Takım 4 skoru'));
    await user.type(within(dialog).getByLabelText('Takım 4 skoru'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Sonucu kaydet' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', `/api/matches/${match.id}/official-result`)[0]?.body).toEqual({
        scoreA: 2,
        scoreB: 1,
      }),
    );
    expect(await screen.findByText('Sonuç kaydedildi.')).toBeInTheDocument();
    // The rest (approval, evidence, history) is on the match page.
    expect(within(dialog).getByRole('link', { name: 'Maç sayfasını aç' })).toHaveAttribute(
      'href',
      `/matches/${match.id}`,
    );
  });

  it('lists the disputed matches on the manage tab, each linked to its match page to settle it', async () => {
    const disputed = makeMatch({
      id: 'md',
      status: 'disputed',
      a: { participant: participant(3), score: null, result: null },
    });
    const waiting = makeMatch({ id: 'mw', status: 'awaiting_approval' });
    stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer, {
        bracketGeneratedAt: '2026-06-02T17:00:00.000Z',
        status: 'in_progress',
      }),
      '/api/tournaments/tr1/participants': registrations,
      '/api/tournaments/tr1/matches': { items: [waiting, disputed] },
    });
    renderTournament('/tournaments/tr1?tab=manage');
    const list = await screen.findByRole('list', { name: 'İtirazlı maçlar' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('İtirazı karara bağla: Takım 3 – Takım 2');
    expect(links[0]).toHaveAttribute('href', '/matches/md');
    // Both still wait for a result in the list below.
    expect(
      within(await screen.findByRole('list', { name: 'Sonuç bekleyen maçlar' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('says when no match is disputed', async () => {
    stubFetch({
      '/api/tournaments/tr1': makeDetail(organizerViewer, {
        bracketGeneratedAt: '2026-06-02T17:00:00.000Z',
        status: 'in_progress',
      }),
      '/api/tournaments/tr1/participants': registrations,
      '/api/tournaments/tr1/matches': { items: [makeMatch({ status: 'ready' })] },
    });
    renderTournament('/tournaments/tr1?tab=manage');
    expect(await screen.findByText('İtiraz edilmiş maç yok.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'İtirazlı maçlar' })).not.toBeInTheDocument();
  });

  it('shows a participant the match without the result form', async () => {
    const match = makeMatch({
      id: 'mx',
      a: { participant: participant(1), score: 2, result: 'win' },
      b: { participant: participant(2), score: 0, result: 'loss' },
      status: 'completed',
      winner: 'a',
    });
    stubFetch({
      '/api/tournaments/tr1': makeDetail(makeViewer(), {
        bracketGeneratedAt: '2026-06-02T17:00:00.000Z',
        status: 'in_progress',
      }),
      '/api/tournaments/tr1/matches': { items: [match] },
      '/api/matches/mx': { match, viewer: { canRecordResult: false, side: 'a' } },
    });
    const user = userEvent.setup();
    renderTournament('/tournaments/tr1?tab=matches');
    await user.click(await screen.findByRole('button', { name: 'Maçı aç: Takım 1 2 – 0 Takım 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Kazanan')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Sonucu kaydet' })).not.toBeInTheDocument();
  });
});
