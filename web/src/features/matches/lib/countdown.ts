import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';

const SECOND = 1_000;

/** Days, hours, minutes and seconds left until `deadline` (never negative). */
export function remainingParts(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / SECOND));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** "1 g 4 sa 5 dk" / "4 sa 5 dk 6 sn" / "5 dk 6 sn": the two or three units that matter at that distance. */
export function formatRemaining(ms: number, t: TFunction): string {
  const parts = remainingParts(ms);
  if (parts.days > 0) return t('matches:countdown.days', parts);
  if (parts.hours > 0) return t('matches:countdown.hours', parts);
  return t('matches:countdown.minutes', parts);
}

/** Milliseconds left until `deadline`, moved on every second while there is time left. */
export function useRemaining(deadline: string): number {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  const left = Number.isFinite(end) ? Math.max(0, end - now) : 0;
  const running = left > 0;
  // One interval for as long as time is left; it stops by itself at the deadline.
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
