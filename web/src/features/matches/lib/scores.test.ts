import { checkScores, isElimination, parseScore, stepScore } from './scores';

describe('scores', () => {
  it('reads whole numbers 0..999 only', () => {
    expect(parseScore('0')).toBe(0);
    expect(parseScore(' 13 ')).toBe(13);
    expect(parseScore('999')).toBe(999);
    for (const bad of ['', '-1', '1000', '1.5', 'abc', '1e2']) expect(parseScore(bad)).toBeNull();
  });

  it('refuses a draw in elimination matches only', () => {
    for (const kind of ['single', 'winners', 'losers', 'grand_final'] as const) {
      expect(isElimination(kind)).toBe(true);
      expect(checkScores('1', '1', kind)).toEqual({ problem: 'noDraw' });
    }
    for (const kind of ['round_robin', 'swiss', 'league'] as const) {
      expect(isElimination(kind)).toBe(false);
      expect(checkScores('1', '1', kind)).toEqual({ scoreA: 1, scoreB: 1 });
    }
  });

  it('needs two readable scores', () => {
    expect(checkScores('', '1', 'league')).toEqual({ problem: 'invalid' });
    expect(checkScores('2', '1', 'single')).toEqual({ scoreA: 2, scoreB: 1 });
  });

  it('steps within 0..999', () => {
    expect(stepScore('', 1)).toBe('1');
    expect(stepScore('0', -1)).toBe('0');
    expect(stepScore('998', 1)).toBe('999');
    expect(stepScore('999', 1)).toBe('999');
    expect(stepScore('x', -1)).toBe('0');
  });
});
