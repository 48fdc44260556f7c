import type { LeagueFixtures } from '@esn/contract';

type Week = LeagueFixtures['weeks'][number];

/** The results tab: each week's completed matches, latest week first, weeks with none left out. */
export function completedWeeks(weeks: readonly Week[]): Week[] {
  return weeks
    .map((week) => ({ ...week, matches: week.matches.filter((m) => m.status === 'completed') }))
    .filter((week) => week.matches.length > 0)
    .reverse();
}
