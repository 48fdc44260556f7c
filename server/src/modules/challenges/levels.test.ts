import { describe, expect, it } from 'vitest';
import { levelOf, xpForLevel } from '@esn/contract';

describe('the level curve (contract)', () => {
  it('level n starts at 50·n·(n−1) XP: each edge exactly, and one XP before it', () => {
    expect([1, 2, 3, 4, 5, 10, 20].map(xpForLevel)).toEqual([0, 100, 300, 600, 1000, 4500, 19000]);
    for (let level = 2; level <= 200; level++) {
      expect(levelOf(xpForLevel(level))).toBe(level);
      expect(levelOf(xpForLevel(level) - 1)).toBe(level - 1);
    }
  });

  it('starts at level 1 and never goes below it', () => {
    expect(levelOf(0)).toBe(1);
    expect(levelOf(99)).toBe(1);
    expect(levelOf(-50)).toBe(1);
  });
});
