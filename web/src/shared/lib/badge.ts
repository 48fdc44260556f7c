import { LIMITS } from '@esn/contract';

/** Text of an unread badge: nothing for zero, the number up to the cap, then "99+" (spec §2). */
export function formatBadgeCount(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return whole > LIMITS.badgeCap ? `${LIMITS.badgeCap}+` : String(whole);
}
