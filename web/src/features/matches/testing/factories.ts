import type { Match, MatchDetail, MatchHistoryEntry, PendingMatchResult } from '@esn/contract';
import { makeMatch } from '../../tournaments/testing/factories';

export { makeMatch, participant } from '../../tournaments/testing/factories';

type Viewer = MatchDetail['viewer'];

const outsider: Viewer = {
  canRecordResult: false,
  side: null,
  actsFor: null,
  canSubmitResult: false,
  canDecideResult: false,
  canAddEvidence: false,
  resultsOpenAt: null,
  canAwardWalkover: false,
};

export function makeDetail(
  match: Partial<Match> = {},
  viewer: Partial<Viewer> = {},
  submission: MatchDetail['submission'] = null,
): MatchDetail {
  return {
    match: makeMatch({ id: 'm1', ...match }),
    resultVoided: false,
    submission,
    viewer: { ...outsider, ...viewer },
  };
}

/** Side A's captain may submit while the match is ready. */
export const submitter: Partial<Viewer> = { side: 'a', actsFor: 'a', canSubmitResult: true };
/** Side B's captain answers side A's submission. */
export const decider: Partial<Viewer> = { side: 'b', actsFor: 'b', canDecideResult: true, canAddEvidence: true };
export const organizerViewer: Partial<Viewer> = { canRecordResult: true };

const inAnHour = () => new Date(Date.now() + 60 * 60_000 + 30_000).toISOString();

export function makePending(overrides: Partial<PendingMatchResult> = {}): PendingMatchResult {
  return {
    homeTeam: { name: 'Takım 1', logoUrl: '/public-objects/logos/t1.png' },
    awayTeam: { name: 'Takım 2', logoUrl: null },
    submittedScoreA: 2,
    submittedScoreB: 1,
    submittedBy: { nickname: 'kaan', firstName: 'Kaan', lastName: null },
    resultSubmittedAt: '2026-06-02T18:30:00.000Z',
    screenshotUrl: '/uploads/results/shot.png',
    approvalDeadline: inAnHour(),
    ...overrides,
  };
}

let entryCounter = 0;
export function makeEntry(overrides: Partial<MatchHistoryEntry> = {}): MatchHistoryEntry {
  entryCounter += 1;
  return {
    id: `e${entryCounter}`,
    kind: 'result_submitted',
    at: '2026-06-02T18:30:00.000Z',
    actor: { id: 'u1', nickname: 'kaan', firstName: 'Kaan', lastName: null, avatarUrl: null },
    side: 'a',
    scoreA: 2,
    scoreB: 1,
    games: [],
    comment: null,
    screenshotUrl: null,
    ...overrides,
  };
}
