import { levelOf } from '@esn/contract';
import { levelProgress } from './levels';

describe('levelProgress', () => {
  it('places the XP between the level’s start and the next level’s', () => {
    // Level 3 starts at 300 XP, level 4 at 600 (50·n·(n−1)).
    expect(levelProgress(450, levelOf(450))).toEqual({
      level: 3,
      xp: 450,
      floor: 300,
      next: 600,
      gained: 150,
      span: 300,
    });
  });

  it('starts at zero on a level’s first XP and on no XP at all', () => {
    expect(levelProgress(0, 1)).toMatchObject({ level: 1, floor: 0, next: 100, gained: 0, span: 100 });
    expect(levelProgress(100, levelOf(100))).toMatchObject({ level: 2, floor: 100, next: 300, gained: 0 });
    expect(levelProgress(99, levelOf(99))).toMatchObject({ level: 1, gained: 99, span: 100 });
  });
});
