import type { MatchCheckInState } from '@esn/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeMatch } from '../testing/factories';
import { CheckInSection } from './CheckInSection';

const URL = '/api/matches/m1/check-in';
const member = makeUser({ id: 'u2', userType: 'team_owner', onboardingCompleted: true });
const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const iso = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function makeState(over: Partial<MatchCheckInState> = {}): MatchCheckInState {
  return {
    enabled: true,
    forfeitNoShow: true,
    graceMinutes: 10,
    scheduledAt: iso(10),
    opensAt: iso(-5),
    closesAt: iso(20),
    phase: 'open',
    sides: { a: { checkedIn: false, checkedInAt: null }, b: { checkedIn: false, checkedInAt: null } },
    mySides: ['a'],
    canCheckIn: true,
    decision: null,
    canAnswerForfeit: false,
    now: new Date(NOW).toISOString(),
    ...over,
  };
}

/** The section once its state has arrived (it shows a loading line under the same heading until then). */
async function loaded() {
  await screen.findByRole('region', { name: 'Check-in' });
  await waitFor(() => expect(screen.queryByText('Check-in durumu yükleniyor…')).not.toBeInTheDocument());
  return screen.getByRole('region', { name: 'Check-in' });
}

const render = () =>
  renderWithApp(<CheckInSection match={makeMatch({ id: 'm1' })} />, { user: member, route: '/matches/m1' });

describe('the match page’s check-in', () => {
  it('counts down to the close, checks the side in and shows it', async () => {
    const fetch = stubFetch({
      [URL]: makeState(),
      [`POST ${URL}`]: makeState({
        canCheckIn: false,
        sides: { a: { checkedIn: true, checkedInAt: iso(0) }, b: { checkedIn: false, checkedInAt: null } },
      }),
    });
    render();
    const region = await loaded();
    // Minutes and seconds in words: "19:59" read as a time of day beside the match's own time.
    expect(within(region).getByRole('timer')).toHaveTextContent(
      /^Check-in açık: (20 dk 0 sn|19 dk 59 sn) içinde kapanıyor/,
    );
    const sides = within(region).getByRole('list', { name: 'Tarafların check-in durumu' });
    expect(within(sides).getAllByText('henüz check-in yapmadı')).toHaveLength(2);
    await userEvent.click(within(region).getByRole('button', { name: 'Check-in yap' }));
    expect(await within(region).findByText('Tarafın check-in yaptı.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Check-in yap' })).not.toBeInTheDocument();
    expect(within(sides).getAllByText(/^check-in yaptı/)).toHaveLength(1);
    expect(callsTo(fetch, 'POST', URL)).toHaveLength(1);
  });

  it('names the reader’s time zone with every time it shows (closing time, check-in time)', async () => {
    stubFetch({
      [URL]: makeState({
        sides: { a: { checkedIn: true, checkedInAt: iso(0) }, b: { checkedIn: false, checkedInAt: null } },
      }),
    });
    render();
    const region = await loaded();
    expect(within(region).getByRole('timer')).toHaveTextContent(/kapanıyor \(.+ (GMT|UTC)[^)]*\)/);
    const sides = within(region).getByRole('list', { name: 'Tarafların check-in durumu' });
    expect(within(sides).getByText(/^check-in yaptı/)).toHaveTextContent(/\(.+ (GMT|UTC)[^)]*\)$/);
  });

  it('before it opens: no button, the time it opens', async () => {
    stubFetch({ [URL]: makeState({ phase: 'upcoming', opensAt: iso(65), closesAt: iso(90), canCheckIn: false }) });
    render();
    const region = await loaded();
    expect(within(region).getByRole('timer')).toHaveTextContent(/^Check-in 1 sa 5 dk 0 sn sonra açılıyor/);
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a week ahead, says the days left rather than a timer of 167 hours, in both languages', async () => {
    const weekAhead = 7 * 24 * 60 + 30;
    stubFetch({
      [URL]: makeState({
        phase: 'upcoming',
        opensAt: iso(weekAhead),
        closesAt: iso(weekAhead + 25),
        canCheckIn: false,
      }),
    });
    render();
    const region = await loaded();
    expect(within(region).getByRole('timer')).toHaveTextContent(/^Check-in 7 gün sonra açılıyor \(/);
    await act(() => i18next.changeLanguage('en'));
    expect(within(region).getByRole('timer')).toHaveTextContent(/^Check-in opens in 7 days \(/);
    await act(() => i18next.changeLanguage('tr'));
  });

  it('the forfeit offer asks before accepting; declining needs no confirmation', async () => {
    const offered = makeState({
      phase: 'closed',
      canCheckIn: false,
      decision: { outcome: 'offered', side: 'a', decidedAt: iso(20) },
      canAnswerForfeit: true,
    });
    // The server's side: once accepted, the match reads accepted (the match page reads it again as it moves on).
    let current = offered;
    const fetch = stubFetch({
      [URL]: () => jsonResponse(200, current),
      [`POST ${URL.replace('check-in', 'forfeit/accept')}`]: () => {
        current = {
          ...offered,
          decision: { outcome: 'accepted', side: 'a', decidedAt: iso(20) },
          canAnswerForfeit: false,
        };
        return jsonResponse(200, current);
      },
    });
    render();
    const region = await loaded();
    expect(within(region).getByText(/hükmen galibiyet önerildi/)).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Hükmen galibiyeti kabul et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hükmen galibiyet kabul edilsin mi?' });
    // A league's match as much as a tournament's: the words do not say "the tournament" alone.
    expect(dialog).toHaveTextContent('Maç Takım 1 tarafına hükmen verilecek ve turnuva ya da lig ilerleyecek.');
    expect(callsTo(fetch, 'POST', '/api/matches/m1/forfeit/accept')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kabul et' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/matches/m1/forfeit/accept')).toHaveLength(1));
    expect(await within(region).findByText(/maçı hükmen kazandı/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Reddet' })).not.toBeInTheDocument();
  });

  it('names the side that did not come in the offer, so each reader knows who is who, in both languages', async () => {
    const offered = makeState({
      phase: 'closed',
      canCheckIn: false,
      mySides: ['b'],
      sides: { a: { checkedIn: true, checkedInAt: iso(-3) }, b: { checkedIn: false, checkedInAt: null } },
      decision: { outcome: 'offered', side: 'a', decidedAt: iso(20) },
    });
    stubFetch({ [URL]: () => jsonResponse(200, offered) });
    const { unmount } = render();
    let region = await loaded();
    expect(
      within(region).getByText('Takım 2 check-in yapmadı: Takım 1 tarafına hükmen galibiyet önerildi.'),
    ).toBeInTheDocument();
    // Closed, a side that did not come "did not check in", no longer "not checked in yet".
    const sides = within(region).getByRole('list', { name: 'Tarafların check-in durumu' });
    expect(within(sides).getByText('check-in yapmadı')).toBeInTheDocument();
    expect(within(sides).queryByText('henüz check-in yapmadı')).not.toBeInTheDocument();
    unmount();
    await i18next.changeLanguage('en');
    render();
    region = await loaded();
    expect(
      await within(region).findByText('Takım 2 did not check in: Takım 1 was offered the win by forfeit.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    stubFetch({
      [URL]: makeState(),
      [`POST ${URL}`]: jsonResponse(400, { message: 'Bu maçın check-in süresi doldu.', code: 'match_check_in_closed' }),
    });
    render();
    const region = await loaded();
    await userEvent.click(within(region).getByRole('button', { name: 'Check-in yap' }));
    expect(await screen.findAllByText('Bu maçın check-in süresi doldu.')).not.toHaveLength(0);
  });

  it('says the check-in could not be loaded (not the server’s text) and retries, in both languages', async () => {
    let fail = true;
    stubFetch({ [URL]: () => (fail ? jsonResponse(500, { message: 'boom' }) : jsonResponse(200, makeState())) });
    render();
    const region = await screen.findByRole('region', { name: 'Check-in' });
    expect(await within(region).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Check-in durumu yüklenemedi.',
    );
    expect(within(region).queryByText('boom')).not.toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(within(region).getByRole('alert')).toHaveTextContent('The check-in could not be loaded.');
    fail = false;
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Check in' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('says no side is "yet" to check in once the match no longer takes one (its result disputed)', async () => {
    stubFetch({ [URL]: makeState({ phase: 'off', opensAt: null, closesAt: null, canCheckIn: false }) });
    render();
    const region = await loaded();
    expect(within(region).getByText('Bu maç için check-in artık yok.')).toBeInTheDocument();
    const sides = within(region).getByRole('list', { name: 'Tarafların check-in durumu' });
    expect(within(sides).getAllByText('check-in yapmadı')).toHaveLength(2);
    expect(within(sides).queryByText('henüz check-in yapmadı')).not.toBeInTheDocument();
  });

  it('shows nothing when the event asks for no check-in', async () => {
    const fetch = stubFetch({ [URL]: makeState({ enabled: false, phase: 'off' }) });
    render();
    await waitFor(() => expect(callsTo(fetch, 'GET', URL)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Check-in' })).not.toBeInTheDocument());
  });
});
