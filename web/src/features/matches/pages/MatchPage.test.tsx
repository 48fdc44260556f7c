import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import type { AppSocket } from '../../../app/socket';
import { FakeSocket } from '../../../test/fakeSocket';
import { bindMatchEvents } from '../realtime';
import {
  decider,
  makeDetail,
  makeEntry,
  makePending,
  organizerViewer,
  participant,
  submitter,
} from '../testing/factories';
import { MatchRoute } from './MatchPage';

const DETAIL = '/api/matches/m1';
const HISTORY = '/api/matches/m1/history';
const PENDING = '/api/matches/m1/pending-result';
const member = makeUser({ id: 'u2', userType: 'team_owner', onboardingCompleted: true });
const UPLOAD = {
  id: '5a1f0c1e-8a3c-4d7e-9f1a-2b3c4d5e6f70',
  url: '/public-objects/s.png',
  kind: 'image',
  mime: 'image/png',
  size: 3,
};

function renderPage(route = '/matches/m1') {
  return renderWithApp(
    <Routes>
      <Route path="/matches/:id" element={<MatchRoute />} />
    </Routes>,
    { user: member, route },
  );
}

/** The page with the app's match listener on a fake socket (what `RealtimeConnection` binds when signed in). */
function renderLive() {
  const rendered = renderPage();
  const socket = new FakeSocket();
  bindMatchEvents(socket as unknown as AppSocket, { queryClient: rendered.queryClient });
  return { ...rendered, socket };
}

const png = (name = 'shot.png', size = 3) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const awaiting = { status: 'awaiting_approval' as const };
const submission = {
  side: 'a' as const,
  approvalDeadline: new Date(Date.now() + 3_600_000).toISOString(),
  scoreA: 2,
  scoreB: 1,
  games: [],
};
const section = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('match page: states', () => {
  it('shows the match: where it belongs, its round, both sides with links, the score and the status', async () => {
    stubFetch({ [DETAIL]: makeDetail(), [HISTORY]: { items: [] } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Takım 1 – Takım 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turnuva: Yaz Kupası' })).toHaveAttribute('href', '/tournaments/tr1');
    // The bracket's round names: the first of three rounds is the quarter-finals, as on the bracket.
    expect(screen.getByText('Çeyrek final · 1. maç')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Takım 1' })).toHaveAttribute('href', '/team/team-1');
    expect(screen.getByText('Oynanacak')).toBeInTheDocument();
    expect(screen.getByText('vs')).toBeInTheDocument();
    expect(await screen.findByText('Bu maç için henüz bir kayıt yok.')).toBeInTheDocument();
    // An outsider may look, not act.
    expect(screen.queryByRole('button', { name: 'Sonucu gönder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resmi sonuç' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says when an admin voided the result: the score stands, it counts for no rating', async () => {
    const final = { status: 'completed' as const, winner: 'a' as const };
    stubFetch({ [DETAIL]: { ...makeDetail(final), resultVoided: true }, [HISTORY]: { items: [] } });
    renderPage();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Bu sonuç bir yönetici tarafından geçersiz sayıldı: derecelendirmelere ve oyuncuların doğrulanmış kayıtlarına sayılmaz.',
    );
  });

  it('links a league match to its league, by week', async () => {
    stubFetch({
      [DETAIL]: makeDetail({
        context: { kind: 'league', id: 'lg1', name: 'Süper Lig', game: 'valorant' },
        position: { stage: 1, groupKind: 'league', group: 1, round: 4, number: 2, rounds: 6 },
      }),
      [HISTORY]: { items: [] },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Lig: Süper Lig' })).toHaveAttribute('href', '/leagues/lg1');
    expect(screen.getByText('4. hafta')).toBeInTheDocument();
  });

  it('says so for an unknown match', async () => {
    stubFetch({ [DETAIL]: jsonResponse(404, { message: 'Maç bulunamadı.' }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Maç bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turnuvalara dön' })).toHaveAttribute('href', '/tournaments');
  });

  it('offers a retry when the match cannot be read', async () => {
    let fail = true;
    stubFetch({
      [DETAIL]: () => (fail ? jsonResponse(500, { message: 'x' }) : jsonResponse(200, makeDetail())),
      [HISTORY]: { items: [] },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Maç yüklenemedi.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Takım 1 – Takım 2' })).toBeInTheDocument();
  });
});

describe('match page: a side submits the result', () => {
  it('steps the scores, refuses a draw in an elimination match, and sends the score with a screenshot', async () => {
    const fetch = stubFetch({
      [DETAIL]: makeDetail({}, submitter),
      [HISTORY]: { items: [] },
      'POST /api/uploads': UPLOAD,
      'POST /api/matches/m1/result': jsonResponse(201, makePending()),
    });
    const user = userEvent.setup();
    renderPage();
    const form = await section('Sonucu gönder');
    expect(within(form).getByText('Eleme maçı berabere bitemez; kazanan bir sonraki tura geçer.')).toBeInTheDocument();
    const a = within(form).getByLabelText('Takım 1 skoru');
    expect(a).toHaveValue(0);
    await user.click(within(form).getByRole('button', { name: 'Sonucu gönder' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Eleme maçı berabere bitemez.');
    expect(a).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(form).getByRole('button', { name: 'Takım 1 skorunu artır' }));
    await user.click(within(form).getByRole('button', { name: 'Takım 1 skorunu artır' }));
    await user.click(within(form).getByRole('button', { name: 'Takım 1 skorunu artır' }));
    await user.click(within(form).getByRole('button', { name: 'Takım 1 skorunu azalt' }));
    await user.click(within(form).getByRole('button', { name: 'Takım 2 skorunu azalt' }));
    expect(a).toHaveValue(2);
    expect(within(form).getByLabelText('Takım 2 skoru')).toHaveValue(0);
    // The score was fixed: the message about the draw goes (it is checked again on sending).
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(a).not.toHaveAttribute('aria-invalid');

    await user.upload(within(form).getByLabelText('Ekran görüntüsü seç'), png());
    expect(within(form).getByRole('img', { name: 'Seçilen ekran görüntüsünün önizlemesi' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(within(form).getByRole('button', { name: 'Sonucu gönder' }));

    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/matches/m1/result')[0]?.body).toEqual({
        scoreA: 2,
        scoreB: 0,
        screenshotUploadId: UPLOAD.id,
      }),
    );
    expect(callsTo(fetch, 'POST', '/api/uploads')).toHaveLength(1);
    expect(await screen.findByText('Sonuç gönderildi; rakip tarafın onayı bekleniyor.')).toBeInTheDocument();
  });

  it('checks the typed scores, takes a screenshot off again, and refuses a file that is not an image', async () => {
    const fetch = stubFetch({
      [DETAIL]: makeDetail(
        { position: { stage: 1, groupKind: 'round_robin', group: 1, round: 2, number: 1, rounds: 3 } },
        submitter,
      ),
      [HISTORY]: { items: [] },
      'POST /api/matches/m1/result': jsonResponse(201, makePending()),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const form = await section('Sonucu gönder');
    const b = within(form).getByLabelText('Takım 2 skoru');
    await user.clear(b);
    await user.click(within(form).getByRole('button', { name: 'Sonucu gönder' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('0 ile 999 arasında iki skor gir.');
    await user.type(b, '0');

    const file = within(form).getByLabelText('Ekran görüntüsü seç');
    await user.upload(file, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(within(form).getByText('Yalnızca resim dosyası seçebilirsin.')).toHaveAttribute('role', 'alert');
    await user.upload(file, png('big.png', 5 * 1024 * 1024 + 1));
    expect(within(form).getByText('Resim en fazla 5 MB olabilir.')).toHaveAttribute('role', 'alert');
    expect(within(form).queryByRole('img')).not.toBeInTheDocument();
    await user.upload(within(form).getByLabelText('Ekran görüntüsü seç'), png());
    await user.click(within(form).getByRole('button', { name: 'Görüntüyü kaldır' }));
    expect(within(form).queryByRole('img')).not.toBeInTheDocument();

    // A draw is fine outside elimination brackets.
    await user.click(within(form).getByRole('button', { name: 'Sonucu gönder' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/matches/m1/result')[0]?.body).toEqual({ scoreA: 0, scoreB: 0 }),
    );
    expect(callsTo(fetch, 'POST', '/api/uploads')).toHaveLength(0);
  });

  it("shows the server's message when the result is refused", async () => {
    stubFetch({
      [DETAIL]: makeDetail({}, submitter),
      [HISTORY]: { items: [] },
      'POST /api/matches/m1/result': jsonResponse(409, { message: 'Bu maç için onay bekleyen bir sonuç var.' }),
    });
    const user = userEvent.setup();
    renderPage();
    const form = await section('Sonucu gönder');
    await user.click(within(form).getByRole('button', { name: 'Takım 1 skorunu artır' }));
    await user.click(within(form).getByRole('button', { name: 'Sonucu gönder' }));
    expect(await screen.findByText('Bu maç için onay bekleyen bir sonuç var.')).toBeInTheDocument();
  });
});

describe('match page: a result waiting for approval', () => {
  it('lets the other side approve it in the same panel as the dialog', async () => {
    const fetch = stubFetch({
      [DETAIL]: makeDetail(awaiting, decider, submission),
      [HISTORY]: { items: [makeEntry()] },
      [PENDING]: makePending(),
      'POST /api/matches/m1/approve-result': { outcome: 'approved', match: makeDetail().match },
    });
    const user = userEvent.setup();
    renderPage();
    const panel = await section('Onay bekleyen sonuç');
    expect(await within(panel).findByText('2 – 1')).toBeInTheDocument();
    expect(within(panel).getByRole('timer')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Onayla' }));
    // Approving is final: it asks first, and nothing is sent until the answer is yes.
    const confirm = await screen.findByRole('dialog', { name: 'Bu sonuç onaylansın mı?' });
    expect(confirm).toHaveAccessibleDescription(/^Takım 1 2 – 1 Takım 2 bu maçın kesin sonucu olur\./);
    expect(callsTo(fetch, 'POST', '/api/matches/m1/approve-result')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Sonucu onayla' }));
    expect(await screen.findByText('Maç sonucu işlendi')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/matches/m1/approve-result')[0]?.body).toEqual({ approved: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before approving, and "Vazgeç" (EN "Go back") keeps the result unanswered', async () => {
    const fetch = stubFetch({
      [DETAIL]: makeDetail(awaiting, decider, submission),
      [HISTORY]: { items: [] },
      [PENDING]: makePending(),
    });
    const user = userEvent.setup();
    renderPage();
    const panel = await section('Onay bekleyen sonuç');
    await user.click(await within(panel).findByRole('button', { name: 'Onayla' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bu sonuç onaylansın mı?' });
    await user.click(within(confirm).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Onayla' })).toBeEnabled();
    await i18next.changeLanguage('en');
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    const english = await screen.findByRole('dialog', { name: 'Approve this result?' });
    expect(english).toHaveAccessibleDescription(/^Takım 1 2 – 1 Takım 2 becomes the final result of this match\./);
    expect(within(english).getByRole('button', { name: 'Approve result' })).toBeInTheDocument();
    await user.click(within(english).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', '/api/matches/m1/approve-result')).toHaveLength(0);
  });

  it('draws no screenshot box when the result came without one (screenshotUrl null)', async () => {
    stubFetch({
      [DETAIL]: makeDetail(awaiting, decider, submission),
      [HISTORY]: { items: [] },
      [PENDING]: makePending({ screenshotUrl: null }),
    });
    renderPage();
    const panel = await section('Onay bekleyen sonuç');
    expect(await within(panel).findByText('2 – 1')).toBeInTheDocument();
    expect(within(panel).queryByText('Ekran görüntüsü bulunamadı')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Ekran görüntüsü yüklenemedi')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Ekran görüntüsünü büyüt' })).not.toBeInTheDocument();
  });

  it('tells the submitter it waits for the other side, without the buttons', async () => {
    stubFetch({
      [DETAIL]: makeDetail(awaiting, { side: 'a', actsFor: 'a', canAddEvidence: true }, submission),
      [HISTORY]: { items: [makeEntry()] },
      [PENDING]: makePending(),
    });
    renderPage();
    const panel = await section('Onay bekleyen sonuç');
    expect(within(panel).getByText('Gönderdiğin sonuç rakip tarafın onayını bekliyor.')).toBeInTheDocument();
    expect(await within(panel).findByText('2 – 1')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Onayla' })).not.toBeInTheDocument();
  });

  it('says "Maç sonucu bulunamadı" when the pending result is gone', async () => {
    stubFetch({
      [DETAIL]: makeDetail(awaiting, decider, submission),
      [HISTORY]: { items: [] },
      [PENDING]: jsonResponse(404, { message: 'Maç sonucu bulunamadı' }),
    });
    renderPage();
    const panel = await section('Onay bekleyen sonuç');
    expect(await within(panel).findByText('Maç sonucu bulunamadı')).toBeInTheDocument();
  });

  it('reads the match again when the result is approved elsewhere (match-changed)', async () => {
    let status: 'awaiting_approval' | 'completed' = 'awaiting_approval';
    stubFetch({
      [DETAIL]: () =>
        jsonResponse(
          200,
          status === 'completed'
            ? makeDetail({
                status,
                winner: 'a',
                a: { participant: participant(1), score: 2, result: 'win' },
                b: { participant: participant(2), score: 1, result: 'loss' },
              })
            : makeDetail(awaiting, decider, submission),
        ),
      [HISTORY]: { items: [] },
      [PENDING]: makePending(),
    });
    const { socket } = renderLive();
    expect(await screen.findByText('Onay bekliyor')).toBeInTheDocument();
    status = 'completed';
    socket.receive('match-changed', { matchId: 'm1', tournamentId: 't1', leagueId: null });
    expect(await screen.findByText('Bitti')).toBeInTheDocument();
    expect(screen.getByText('2 – 1')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Onay bekleyen sonuç' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kanıtlar' })).not.toBeInTheDocument();
  });
});

describe('match page: live', () => {
  it("reads the match again when the socket says it changed (the other side's result)", async () => {
    let submitted = false;
    stubFetch({
      [DETAIL]: () =>
        jsonResponse(
          200,
          submitted ? makeDetail(awaiting, decider, submission) : makeDetail({}, { side: 'b', actsFor: 'b' }),
        ),
      [HISTORY]: { items: [] },
      [PENDING]: makePending(),
    });
    const { socket } = renderLive();
    expect(await screen.findByText('Oynanacak')).toBeInTheDocument();
    submitted = true;
    socket.receive('match-changed', { matchId: 'm1', tournamentId: 't1', leagueId: null });
    const panel = await section('Onay bekleyen sonuç');
    expect(await within(panel).findByRole('button', { name: 'Onayla' })).toBeEnabled();
  });
});

describe('match page: evidence and history', () => {
  it('lets a side add evidence (a comment or a screenshot, at least one)', async () => {
    const evidence = makeEntry({
      kind: 'evidence_added',
      side: 'b',
      scoreA: null,
      scoreB: null,
      comment: 'Skor 1-2 idi.',
    });
    const fetch = stubFetch({
      [DETAIL]: makeDetail({ status: 'disputed' }, { side: 'b', actsFor: 'b', canAddEvidence: true }),
      [HISTORY]: { items: [makeEntry()] },
      'POST /api/uploads': UPLOAD,
      'POST /api/matches/m1/evidence': jsonResponse(201, { items: [makeEntry(), evidence] }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText('Bu maçın sonucuna itiraz edildi. Kanıtlarını ekle; organizatör sonucu belirleyecek.'),
    ).toBeInTheDocument();
    const box = await section('Kanıtlar');
    expect(await within(box).findByText('Henüz kanıt eklenmedi.')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Kanıtı ekle' }));
    expect(within(box).getByRole('alert')).toHaveTextContent('Bir açıklama yaz ya da bir ekran görüntüsü seç.');
    await user.type(within(box).getByLabelText('Açıklama'), 'Skor 1-2 idi.');
    await user.upload(within(box).getByLabelText('Ekran görüntüsü seç'), png());
    await user.click(within(box).getByRole('button', { name: 'Kanıtı ekle' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/matches/m1/evidence')[0]?.body).toEqual({
        comment: 'Skor 1-2 idi.',
        screenshotUploadId: UPLOAD.id,
      }),
    );
    expect(await screen.findByText('Kanıt eklendi.')).toBeInTheDocument();
    const list = within(box).getByRole('list', { name: 'Kanıtlar' });
    expect(within(list).getByText('Kaan · Takım 2 kanıt ekledi')).toBeInTheDocument();
    expect(within(list).getByText('Skor 1-2 idi.')).toBeInTheDocument();
    expect(within(box).getByLabelText('Açıklama')).toHaveValue('');
  });

  it('tells who did what and when, with scores, comments and screenshots that open larger', async () => {
    stubFetch({
      [DETAIL]: makeDetail({
        status: 'completed',
        winner: 'b',
        a: { participant: participant(1), score: 1, result: 'loss' },
        b: { participant: participant(2), score: 2, result: 'win' },
      }),
      [HISTORY]: {
        items: [
          makeEntry({ screenshotUrl: '/uploads/r/1.png' }),
          makeEntry({
            kind: 'result_rejected',
            side: 'b',
            actor: { id: 'u3', nickname: 'ayse', firstName: null, lastName: null, avatarUrl: null },
          }),
          makeEntry({ kind: 'evidence_added', side: 'b', scoreA: null, scoreB: null, comment: 'Tekrar izleyin.' }),
          makeEntry({
            kind: 'dispute_resolved',
            side: null,
            scoreA: 1,
            scoreB: 2,
            comment: 'Kayıt incelendi.',
            actor: { id: 'o1', nickname: 'org', firstName: null, lastName: null, avatarUrl: null },
          }),
          makeEntry({ kind: 'result_auto_approved', actor: null, side: null }),
        ],
      },
    });
    const user = userEvent.setup();
    renderPage();
    const history = await section('Maç geçmişi');
    const list = await within(history).findByRole('list', { name: 'Maç geçmişi' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Kaan · Takım 1 sonucu gönderdi (2 – 1)',
      'ayse · Takım 2 sonuca itiraz etti (2 – 1)',
      'Kaan · Takım 2 kanıt ekledi',
      'org · Organizatör itirazı karara bağladı (1 – 2)',
      'Onay süresi dolduğu için sonuç otomatik olarak onaylandı (2 – 1)',
    ]);
    expect(within(list).getByText('Kayıt incelendi.')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('time')).toHaveAttribute('datetime', '2026-06-02T18:30:00.000Z');
    await user.click(within(items[0]!).getByRole('button', { name: 'Ekran görüntüsünü büyüt' }));
    const viewer = await screen.findByRole('dialog', { name: 'Ekran görüntüsü' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/public-objects/r/1.png');
    // Once final, evidence is part of the history, not a section of its own.
    expect(screen.queryByRole('region', { name: 'Kanıtlar' })).not.toBeInTheDocument();
  });
});

describe('match page: a forfeit in the history', () => {
  it('says the side took the win by forfeit, not that an organizer decided it, in Turkish and English', async () => {
    const detail = makeDetail({
      status: 'completed',
      winner: 'a',
      a: { participant: participant(1), score: 1, result: 'win' },
      b: { participant: participant(2), score: 0, result: 'loss' },
    });
    const items = [
      makeEntry({ kind: 'walkover', side: 'a', scoreA: 1, scoreB: 0 }),
      makeEntry({
        kind: 'walkover',
        side: null,
        scoreA: 1,
        scoreB: 0,
        actor: { id: 'o1', nickname: 'org', firstName: null, lastName: null, avatarUrl: null },
      }),
    ];
    stubFetch({ [DETAIL]: () => jsonResponse(200, detail), [HISTORY]: () => jsonResponse(200, { items }) });
    const { unmount } = renderPage();
    let list = await within(await section('Maç geçmişi')).findByRole('list', { name: 'Maç geçmişi' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      'Kaan · Takım 1 hükmen galibiyeti kabul etti (1 – 0)',
      'org · Organizatör maçı hükmen sonuçlandırdı (1 – 0)',
    ]);
    unmount();
    await i18next.changeLanguage('en');
    renderPage();
    list = await within(await section('Match history')).findByRole('list', { name: 'Match history' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      'Kaan · Takım 1 took the win by forfeit (1 – 0)',
      'org · Organizer decided the match as a walkover (1 – 0)',
    ]);
  });
});

describe('match page: the organizer', () => {
  it('settles a dispute with the official result and a note', async () => {
    const fetch = stubFetch({
      [DETAIL]: makeDetail({ status: 'disputed' }, organizerViewer),
      [HISTORY]: { items: [] },
      'POST /api/matches/m1/official-result': makeDetail({ status: 'completed' }).match,
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText(
        'Bu maçın sonucuna itiraz edildi. Kanıtları inceleyip aşağıdan resmi sonucu girerek itirazı karara bağla.',
      ),
    ).toBeInTheDocument();
    const form = await section('İtirazı karara bağla');
    // The organizer reads the evidence but adds none.
    expect(within(await section('Kanıtlar')).queryByRole('button', { name: 'Kanıtı ekle' })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Takım 1 skoru'), '1');
    await user.type(within(form).getByLabelText('Takım 2 skoru'), '1');
    await user.click(within(form).getByRole('button', { name: 'İtirazı karara bağla' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Eleme maçı berabere bitemez.');
    await user.clear(within(form).getByLabelText('Takım 2 skoru'));
    await user.type(within(form).getByLabelText('Takım 2 skoru'), '3');
    await user.type(within(form).getByLabelText('Not (isteğe bağlı)'), 'Kayıt incelendi.');
    await user.click(within(form).getByRole('button', { name: 'İtirazı karara bağla' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/matches/m1/official-result')[0]?.body).toEqual({
        scoreA: 1,
        scoreB: 3,
        note: 'Kayıt incelendi.',
      }),
    );
    expect(await screen.findByText('Sonuç kaydedildi.')).toBeInTheDocument();
  });

  it('corrects a final result, prefilled with its score', async () => {
    stubFetch({
      [DETAIL]: makeDetail(
        {
          status: 'completed',
          winner: 'a',
          a: { participant: participant(1), score: 3, result: 'win' },
          b: { participant: participant(2), score: 1, result: 'loss' },
        },
        organizerViewer,
      ),
      [HISTORY]: { items: [] },
      'POST /api/matches/m1/official-result': jsonResponse(409, {
        message: 'Sonraki maçın sonucu girildiği için bu sonuç düzeltilemez.',
        code: 'match_locked',
      }),
    });
    const user = userEvent.setup();
    renderPage();
    const form = await section('Sonucu düzelt');
    expect(within(form).getByLabelText('Takım 1 skoru')).toHaveValue(3);
    expect(within(form).getByLabelText('Takım 2 skoru')).toHaveValue(1);
    await user.click(within(form).getByRole('button', { name: 'Düzeltmeyi kaydet' }));
    expect(await screen.findByText('Sonraki maçın sonucu girildiği için bu sonuç düzeltilemez.')).toBeInTheDocument();
  });
});

describe('match page in English', () => {
  it('words the page, the form and the history in English', async () => {
    await i18next.changeLanguage('en');
    stubFetch({
      [DETAIL]: makeDetail({}, { ...submitter, canRecordResult: true }),
      [HISTORY]: { items: [makeEntry({ kind: 'official_result', side: null })] },
    });
    renderPage();
    const form = await screen.findByRole('region', { name: 'Submit the result' });
    expect(within(form).getByLabelText('Takım 1 score')).toHaveValue(0);
    expect(within(form).getByRole('button', { name: 'Increase Takım 2 score' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Submit result' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Official result' })).toBeInTheDocument();
    expect(await screen.findByText('Kaan · Organizer entered the official result')).toBeInTheDocument();
    expect(screen.getByText('Quarter-finals · match 1')).toBeInTheDocument();
  });
});
