import { xpForLevel } from '@esn/contract';

export interface LevelProgress {
  level: number;
  xp: number;
  /** XP at which this level starts and the next one starts (the contract's curve). */
  floor: number;
  next: number;
  /** XP earned inside this level, and what the level costs in all. */
  gained: number;
  span: number;
}

/** Where `xp` stands inside `level` (as the server reports both), for a "to the next level" bar. */
export function levelProgress(xp: number, level: number): LevelProgress {
  const floor = xpForLevel(level);
  const next = xpForLevel(level + 1);
  const span = next - floor;
  const gained = Math.min(span, Math.max(0, xp - floor));
  return { level, xp, floor, next, gained, span };
}
