import { ChallengeType, LeaderboardPeriod } from '@esn/contract';
import type { ChallengeTab } from '../api';

export const CHALLENGE_TABS: readonly ChallengeTab[] = ['all', ...ChallengeType.options];

/** The tab and the leaderboard's period from the address (`?type=team&period=week`); anything else is the default. */
export function challengeViewFrom(params: URLSearchParams): { tab: ChallengeTab; period: LeaderboardPeriod } {
  const tab = ChallengeType.safeParse(params.get('type'));
  const period = LeaderboardPeriod.safeParse(params.get('period'));
  return { tab: tab.success ? tab.data : 'all', period: period.success ? period.data : 'all' };
}

/** The address for a view: defaults are left out, so `/challenges` is "all, all time". */
export function challengeViewParams(view: { tab: ChallengeTab; period: LeaderboardPeriod }): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== 'all') params.set('type', view.tab);
  if (view.period !== 'all') params.set('period', view.period);
  return params;
}
