import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { historyUrl } from '../api';
import { makeHistoryItem, makeMembership, page } from '../testing/factories';
import { ProfileTransfers } from './ProfileTransfers';

const ayse = { id: 'u2', nickname: 'ayse', userType: 'player' as const };
const ayseHistory = historyUrl({ userId: ayse.id }, 5);
const notAvailable = { availability: 'not_available', availableFrom: null, lookingForTeam: false, country: 'TR' };

/** A promise the test resolves when it wants the answer to arrive. */
function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

describe("the profile's transfers", () => {
  it('gives a player on his own profile the "mark myself available" card beside his transfer history', async () => {
    const fetch = stubFetch({
      '/api/me/teams': [],
      '/api/transfers/availability': notAvailable,
      [ayseHistory]: page([makeHistoryItem()]),
    });
    renderWithApp(<ProfileTransfers user={ayse} isOwn />, { user: makeUser({ ...ayse, onboardingCompleted: true }) });

    const form = await screen.findByRole('form', { name: 'Transfer durumum' });
    expect(await within(form).findByText('Şu an transfer pazarında uygun görünmüyorsun.')).toBeInTheDocument();
    await userEvent.setup().selectOptions(within(form).getByLabelText('Uygunluk'), 'now');
    expect(within(form).getByRole('button', { name: 'Kendimi uygun olarak işaretle' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Transferler' })).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Transfer geçmişi' });
    const move = within(history).getByRole('listitem', { name: 'Ayşe Yılmaz, Falcons' });
    expect(within(move).getByRole('link', { name: 'Eagles' })).toHaveAttribute('href', '/team/eagles');
    expect(within(move).getByRole('link', { name: 'Falcons' })).toHaveAttribute('href', '/team/falcons');
    // No offer to oneself.
    expect(screen.queryByRole('button', { name: /Teklif gönder/ })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', ayseHistory)).toHaveLength(1);
  });

  it("shows someone else's transfer history without his market status, and lets a team owner send him an offer", async () => {
    const fetch = stubFetch({
      '/api/me/teams': [makeMembership()],
      [ayseHistory]: page([makeHistoryItem({ fromTeam: null })]),
    });
    renderWithApp(<ProfileTransfers user={ayse} isOwn={false} games={[{ game: 'valorant' }]} />, {
      user: makeUser({ id: 'own', userType: 'team_owner', onboardingCompleted: true }),
    });

    const move = await screen.findByRole('listitem', { name: 'Ayşe Yılmaz, Falcons' });
    expect(within(move).getByText('Takımsız')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Teklif gönder: ayse' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Transfer durumum' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/transfers/availability')).toHaveLength(0);
  });

  it('gives a coach on his own profile a link to his coaching profile instead of the availability card', async () => {
    const coach = { id: 'c1', nickname: 'hakan', userType: 'coach' as const };
    stubFetch({ '/api/me/teams': [], [historyUrl({ userId: coach.id }, 5)]: page([]) });
    renderWithApp(<ProfileTransfers user={coach} isOwn />, { user: makeUser({ ...coach, onboardingCompleted: true }) });

    expect(await screen.findByRole('link', { name: 'Koçluk profilini düzenle' })).toHaveAttribute(
      'href',
      '/transfers?tab=coaching',
    );
    expect(await screen.findByText('Henüz transfer yok.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Transfer durumum' })).not.toBeInTheDocument();
  });

  it('says it is loading until the status and the history arrive, then that there are no transfers yet', async () => {
    const status = deferred();
    const history = deferred();
    stubFetch({
      '/api/me/teams': [],
      '/api/transfers/availability': () => status.promise,
      [ayseHistory]: () => history.promise,
    });
    renderWithApp(<ProfileTransfers user={ayse} isOwn />, { user: makeUser({ ...ayse, onboardingCompleted: true }) });

    expect(await screen.findAllByText('Yükleniyor…')).toHaveLength(2);
    expect(screen.queryByText('Henüz transfer yok.')).not.toBeInTheDocument();

    history.resolve(jsonResponse(200, page([])));
    expect(await screen.findByText('Henüz transfer yok.')).toBeInTheDocument();
    expect(screen.getAllByText('Yükleniyor…')).toHaveLength(1);

    status.resolve(jsonResponse(200, notAvailable));
    expect(await screen.findByRole('form', { name: 'Transfer durumum' })).toBeInTheDocument();
    expect(screen.queryByText('Yükleniyor…')).not.toBeInTheDocument();
  });

  it('offers a retry when the history cannot be read', async () => {
    stubFetch({ '/api/me/teams': [], [ayseHistory]: jsonResponse(500, { message: 'down' }) });
    renderWithApp(<ProfileTransfers user={ayse} isOwn={false} />, {
      user: makeUser({ id: 'p9', userType: 'player', onboardingCompleted: true }),
    });
    expect(await screen.findByText('Transfer geçmişi yüklenemedi.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });

  it("gives no offer button on one's own captain's profile, whichever of his teams the offer would come from", async () => {
    const owls = { id: 't2', slug: 'owls', name: 'Owls', logoUrl: null, games: ['valorant'] };
    const fetch = stubFetch({
      // He leads Falcons, where ayse is captain, and Owls.
      '/api/me/teams': [makeMembership(), makeMembership({ team: owls, role: 'manager' })],
      '/api/users/u2/teams': [makeMembership({ role: 'player', isCaptain: true })],
      [ayseHistory]: page([]),
    });
    renderWithApp(<ProfileTransfers user={ayse} isOwn={false} />, {
      user: makeUser({ id: 'own', userType: 'team_owner', onboardingCompleted: true }),
    });
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/users/u2/teams')).toHaveLength(1));
    await screen.findByText('Henüz transfer yok.');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Teklif gönder/ })).not.toBeInTheDocument());
  });

  it('says a coach joined a team as coach, not that he came from no team', async () => {
    const coach = { id: 'c1', nickname: 'hakan', userType: 'coach' as const };
    stubFetch({
      '/api/me/teams': [],
      [historyUrl({ userId: coach.id }, 5)]: page([
        makeHistoryItem({ role: 'coach', fromTeam: null, player: { ...makeHistoryItem().player, ...coach } }),
      ]),
    });
    renderWithApp(<ProfileTransfers user={coach} isOwn={false} />, {
      user: makeUser({ id: 'p9', userType: 'player', onboardingCompleted: true }),
    });
    const move = await screen.findByRole('listitem', { name: /Falcons/ });
    expect(within(move).getByText('Koç olarak katıldı:')).toBeInTheDocument();
    expect(within(move).getByRole('link', { name: 'Falcons' })).toHaveAttribute('href', '/team/falcons');
    expect(within(move).queryByText('Takımsız')).not.toBeInTheDocument();
  });
});
