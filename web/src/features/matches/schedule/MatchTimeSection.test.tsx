import type { MatchSchedule, Notification } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { runNotificationHandler } from '../../notifications/handlers';
import { renderNotificationText } from '../../notifications/text';
import { makeMatch } from '../testing/factories';
import { MatchTimeSection } from './MatchTimeSection';
import { formatZoned } from '../../../shared/lib/format';
import { isoToLocalInput, localInputToIso } from './zonedTime';

const SCHEDULE = '/api/matches/m1/schedule';
const PROPOSALS = '/api/matches/m1/schedule/proposals';
const ACCEPT = '/api/matches/m1/schedule/accept';
const reader = makeUser({ id: 'u2', userType: 'team_owner', onboardingCompleted: true });
const match = makeMatch({ id: 'm1' });

const T1 = '2030-05-01T18:00:00.000Z';
const T2 = '2030-05-02T19:30:00.000Z';

function makeSchedule(over: Partial<MatchSchedule> = {}, viewer: Partial<MatchSchedule['viewer']> = {}): MatchSchedule {
  return {
    matchId: 'm1',
    state: 'unscheduled',
    scheduledAt: null,
    playBy: null,
    round: 1,
    proposals: [],
    proposedBy: null,
    ...over,
    viewer: { actsFor: null, canPropose: false, canAccept: false, canSetTime: false, ...viewer },
  };
}

const proposal = (id: string, time: string) => ({
  id,
  side: 'a' as const,
  time,
  status: 'open' as const,
  proposedBy: { id: 'u1', nickname: 'kaan' },
  createdAt: '2030-04-01T10:00:00.000Z',
});

const render = () => renderWithApp(<MatchTimeSection match={match} />, { user: reader, route: '/matches/m1' });

describe('the match time section', () => {
  it('side B sees side A’s times in its own zone, zone named, and accepts one', async () => {
    const proposed = makeSchedule(
      { state: 'proposed', proposedBy: 'a', proposals: [proposal('p1', T1), proposal('p2', T2)] },
      { actsFor: 'b', canAccept: true, canPropose: true },
    );
    const scheduled = makeSchedule({ state: 'scheduled', scheduledAt: T2 }, { actsFor: 'b', canPropose: true });
    let current = proposed;
    const fetch = stubFetch({
      [SCHEDULE]: () => jsonResponse(200, current),
      [`POST ${ACCEPT}`]: () => {
        current = scheduled;
        return jsonResponse(200, scheduled);
      },
    });
    const user = userEvent.setup();
    render();
    const section = await screen.findByRole('region', { name: 'Maç saati' });
    const list = await within(section).findByRole('list', { name: 'Önerilen saatler' });
    const when = formatZoned(T2, 'tr');
    expect(when).toMatch(/(GMT|UTC)/);
    expect(list).toHaveTextContent(when);
    expect(section).toHaveTextContent('Takım 1 tarafının önerdiği saatler');
    // A counter-proposal is offered too.
    expect(within(section).getByRole('heading', { name: 'Bunların yerine başka saatler öner' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: `${when} saatini kabul et` }));
    await waitFor(() => expect(callsTo(fetch, 'POST', ACCEPT)[0]?.body).toEqual({ proposalId: 'p2' }));
    await waitFor(() => expect(within(section).getByTestId('match-time')).toHaveTextContent(`Maç saati: ${when}`));
    expect(within(section).getByText(when).closest('time')).toHaveAttribute('dateTime', T2);
  });

  it('side A proposes up to three times typed in its zone, sent in UTC; the server’s refusal is shown', async () => {
    await i18next.changeLanguage('en');
    const fetch = stubFetch({
      [SCHEDULE]: makeSchedule({ playBy: T2 }, { actsFor: 'a', canPropose: true }),
      [`POST ${PROPOSALS}`]: jsonResponse(400, {
        message: 'A time after this round’s play-by deadline cannot be proposed; pick an earlier time.',
        code: 'schedule_after_play_by',
      }),
    });
    const user = userEvent.setup();
    render();
    const section = await screen.findByRole('region', { name: 'Match time' });
    const form = await within(section).findByRole('form', { name: 'Propose times' });
    expect(section).toHaveTextContent(`Round 1 must be played by: ${formatZoned(T2, 'en')}`);
    expect(section).toHaveTextContent('No time has been set for this match yet.');
    await user.type(within(form).getByLabelText('Time 1'), isoToLocalInput(T1));
    await user.click(within(form).getByRole('button', { name: 'Add another time' }));
    await user.click(within(form).getByRole('button', { name: 'Add another time' }));
    expect(within(form).queryByRole('button', { name: 'Add another time' })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Time 2'), isoToLocalInput(T2));
    await user.click(within(form).getByRole('button', { name: 'Remove time 3' }));
    await user.click(within(form).getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', PROPOSALS)[0]?.body).toEqual({ times: [T1, T2] }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('play-by deadline');
  });

  it('with a time agreed and nothing open, says so and offers a different time, in Turkish and English', async () => {
    const scheduled = makeSchedule({ state: 'scheduled', scheduledAt: T2 }, { actsFor: 'b', canPropose: true });
    stubFetch({ [SCHEDULE]: () => jsonResponse(200, scheduled) });
    const { unmount } = render();
    let section = await screen.findByRole('region', { name: 'Maç saati' });
    await within(section).findByTestId('match-time');
    // The agreed time is not "no time proposed yet", and the form proposes a change of it.
    expect(section).not.toHaveTextContent('Henüz saat önerilmedi.');
    expect(within(section).getByRole('heading', { name: 'Başka bir saat öner' })).toBeInTheDocument();
    unmount();

    await i18next.changeLanguage('en');
    render();
    section = await screen.findByRole('region', { name: 'Match time' });
    await within(section).findByTestId('match-time');
    expect(section).not.toHaveTextContent('No time has been proposed yet.');
    expect(within(section).getByRole('heading', { name: 'Propose a different time' })).toBeInTheDocument();
  });

  it('without a time, says no time has been proposed yet and offers the plain form', async () => {
    stubFetch({ [SCHEDULE]: () => jsonResponse(200, makeSchedule({}, { actsFor: 'a', canPropose: true })) });
    render();
    const section = await screen.findByRole('region', { name: 'Maç saati' });
    expect(await within(section).findByText('Henüz saat önerilmedi.')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Saat öner' })).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry', async () => {
    await i18next.changeLanguage('en');
    let fail = true;
    stubFetch({
      [SCHEDULE]: () => (fail ? jsonResponse(500, { message: 'x' }) : jsonResponse(200, makeSchedule())),
    });
    const user = userEvent.setup();
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the match time...');
    expect(await screen.findByText('The match time could not be loaded.', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No time has been set for this match yet.')).toBeInTheDocument();
  });

  it('converts the reader’s datetime-local to UTC and back', () => {
    expect(localInputToIso(isoToLocalInput(T1))).toBe(T1);
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('nope')).toBeNull();
  });

  it('words the notifications in the reader’s zone, zone named', async () => {
    await i18next.changeLanguage('en');
    const n = {
      type: 'match_time_accepted',
      title: 'Maç saati kesinleşti',
      message: 'stored',
      params: { context: 'Cup', home: 'Wolves', away: 'Bears', nickname: 'kaan', at: Date.parse(T1), atText: 'x' },
    } as unknown as Notification;
    const text = renderNotificationText(n, i18next.t);
    expect(text.title).toBe('Match time agreed');
    expect(text.message).toMatch(/^kaan accepted a time for Wolves vs Bears: .+(GMT|UTC)/);
  });

  it('a click on a match time notification opens the match page', () => {
    for (const type of ['match_time_proposed', 'match_time_accepted', 'match_time_set'] as const) {
      const navigate = vi.fn();
      const n = { type, actionUrl: '/matches/m1', relatedId: 'm1', params: {} } as unknown as Notification;
      expect(runNotificationHandler(n, { navigate })).toBe(true);
      expect(navigate).toHaveBeenCalledWith('/matches/m1');
      const bare = { ...n, actionUrl: null } as Notification;
      runNotificationHandler(bare, { navigate });
      expect(navigate).toHaveBeenLastCalledWith('/matches/m1');
    }
  });
});
