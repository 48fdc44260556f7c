import { fixtures } from '../testing/factories';
import { completedWeeks } from './fixtures';

describe('completedWeeks', () => {
  it('keeps only played matches, latest week first, and drops weeks with none', () => {
    const weeks = completedWeeks(fixtures.weeks);
    expect(weeks.map((w) => w.week)).toEqual([2, 1]);
    expect(weeks.map((w) => w.matches.map((m) => m.id))).toEqual([['w2m1'], ['w1m1', 'w1m2']]);
  });

  it('leaves the fixtures it reads as they were', () => {
    const before = structuredClone(fixtures.weeks);
    completedWeeks(fixtures.weeks);
    expect(fixtures.weeks).toEqual(before);
  });

  it('is empty before any match is played', () => {
    expect(completedWeeks([])).toEqual([]);
  });
});
