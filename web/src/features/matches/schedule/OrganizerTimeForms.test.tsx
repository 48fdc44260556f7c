import type { Match, MatchSchedule } from '@esn/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeMatch } from '../testing/factories';
import { MatchTimeSection } from './MatchTimeSection';
import { isoToLocalInput } from './zonedTime';

const organizer = makeUser({ id: 'org', userType: 'player', onboardingCompleted: true });
const SCHEDULE = '/api/matches/m1/schedule';

const T1 = '2030-05-01T18:00:00.000Z';
const T2 = '2030-05-02T19:30:00.000Z';
const LATER = '2030-05-09T19:30:00.000Z';

const schedule = (over: Partial<MatchSchedule> = {}): MatchSchedule => ({
  matchId: 'm1',
  state: 'scheduled',
  scheduledAt: T2,
  playBy: null,
  round: 2,
  proposals: [],
  proposedBy: null,
  viewer: { actsFor: null, canPropose: false, canAccept: false, canSetTime: true },
  ...over,
});

const inRound = (round: number, id: string, over: Partial<Match> = {}) =>
  makeMatch({ id, position: { stage: 1, groupKind: 'single', group: 1, round, number: 1, rounds: 3 }, ...over });

/** Round 2: this match (T2) and another at T1 have a time, one has none, one is over; round 1 and 3's do not count. */
const roundMatches = (context: Match['context']) => [
  inRound(2, 'm1', { context, scheduledAt: T2 }),
  inRound(2, 'm2', { context, scheduledAt: T1 }),
  inRound(2, 'm3', { context, scheduledAt: null }),
  inRound(2, 'm4', { context, scheduledAt: LATER, status: 'completed' }),
  inRound(1, 'm5', { context, scheduledAt: LATER }),
  inRound(3, 'm6', { context, scheduledAt: LATER }),
];

async function playByInput() {
  const form = await screen.findByRole('form', { name: /(2\. tur son oynanma|Round 2 play-by)/ });
  return { form, input: within(form).getByLabelText(/^(Son oynanma|Play by)/) };
}

describe('the organizer’s play-by deadline', () => {
  it('warns, before saving, how many of the round’s scheduled matches are after the chosen deadline, and still saves', async () => {
    const tournament = { kind: 'tournament' as const, id: 'tr1', name: 'Yaz Kupası', game: 'valorant' as const };
    const fetch = stubFetch({
      [SCHEDULE]: schedule(),
      '/api/tournaments/tr1/matches': { items: roundMatches(tournament) },
      'PUT /api/tournaments/tr1/rounds/2/play-by': () => jsonResponse(200, { round: 2, playBy: T1 }),
    });
    const user = userEvent.setup();
    renderWithApp(<MatchTimeSection match={makeMatch({ id: 'm1', context: tournament })} />, {
      user: organizer,
      route: '/matches/m1',
    });
    const { form, input } = await playByInput();
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();

    await user.type(input, isoToLocalInput('2030-05-01T12:00:00.000Z'));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Bu turun 2 maçının saati bu tarihten sonra. Yine de kaydedebilirsin; maçların saati değişmez.',
    );
    await user.clear(input);
    await user.type(input, isoToLocalInput('2030-05-02T00:00:00.000Z'));
    expect(within(form).getByRole('status')).toHaveTextContent('Bu turun 1 maçının saati bu tarihten sonra.');
    await act(() => i18next.changeLanguage('en'));
    expect(within(form).getByRole('status')).toHaveTextContent(
      '1 match of this round is scheduled after this deadline. You can still save it; match times do not change.',
    );

    await user.click(within(form).getByRole('button', { name: 'Save the deadline' }));
    expect(await screen.findByText("The round's play-by deadline was saved.")).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', '/api/tournaments/tr1/rounds/2/play-by')).toHaveLength(1);

    await user.clear(input);
    await user.type(input, isoToLocalInput('2030-05-03T00:00:00.000Z'));
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });

  it('counts a league week’s fixtures the same way, in English', async () => {
    await i18next.changeLanguage('en');
    const league = { kind: 'league' as const, id: 'lg1', name: 'Lig', game: 'valorant' as const };
    const [m1, m2, m3, m4, m5, m6] = roundMatches(league);
    stubFetch({
      [SCHEDULE]: schedule(),
      '/api/leagues/lg1/fixtures': {
        weeks: [
          { week: 1, startsAt: T1, matches: [m5] },
          { week: 2, startsAt: T1, matches: [m1, m2, m3, m4] },
          { week: 3, startsAt: T1, matches: [m6] },
        ],
      },
    });
    const user = userEvent.setup();
    renderWithApp(<MatchTimeSection match={makeMatch({ id: 'm1', context: league })} />, {
      user: organizer,
      route: '/matches/m1',
    });
    const { form, input } = await playByInput();
    await user.type(input, isoToLocalInput('2030-04-30T12:00:00.000Z'));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      '2 matches of this round are scheduled after this deadline.',
    );
  });
});
