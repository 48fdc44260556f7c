import { checkGames, checkScores, isElimination, parseScore, stepScore } from './scores';

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

describe('series scores and games', () => {
  it('a series is won by the side that reaches the majority, the other stays below it', () => {
    expect(checkScores('2', '1', 'single', 3)).toEqual({ scoreA: 2, scoreB: 1 });
    expect(checkScores('0', '3', 'swiss', 5)).toEqual({ scoreA: 0, scoreB: 3 });
    for (const [a, b] of [
      ['1', '0'],
      ['3', '1'],
      ['2', '2'],
    ])
      expect(checkScores(a!, b!, 'round_robin', 3)).toEqual({ problem: 'series' });
  });

  it('games: optional, each with a winner, adding up to the series, none after the decider', () => {
    const g = (a: string, b: string, map = '') => ({ map, a, b });
    const score = { scoreA: 2, scoreB: 1 };
    expect(checkGames([], score, 3)).toEqual({ games: [] });
    expect(checkGames([g('13', '9', ' Ascent '), g('7', '13'), g('13', '11')], score, 3)).toEqual({
      games: [
        { map: 'Ascent', scoreA: 13, scoreB: 9 },
        { scoreA: 7, scoreB: 13 },
        { scoreA: 13, scoreB: 11 },
      ],
    });
    expect(checkGames([g('13', '9'), g('13', '7'), g('7', '13')], score, 3)).toEqual({ problem: 'gamesAfterWin' });
    expect(checkGames([g('13', '9'), g('7', '13')], score, 3)).toEqual({ problem: 'gamesInvalid' });
    expect(checkGames([g('13', '13'), g('7', '13'), g('13', '9')], score, 3)).toEqual({ problem: 'gamesInvalid' });
    expect(checkGames([g('', '9')], score, 3)).toEqual({ problem: 'gamesInvalid' });
    // Bo1: one game whose score is the match's.
    expect(checkGames([g('13', '9', 'Bind')], { scoreA: 13, scoreB: 9 }, 1)).toEqual({
      games: [{ map: 'Bind', scoreA: 13, scoreB: 9 }],
    });
    expect(checkGames([g('13', '8')], { scoreA: 13, scoreB: 9 }, 1)).toEqual({ problem: 'gamesInvalid' });
  });
});
