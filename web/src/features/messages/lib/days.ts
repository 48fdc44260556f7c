/** The local calendar day of a moment, as a key ("2025-03-07"): messages are grouped under one separator per day. */
export function dayKey(value: string | number | Date): string {
  const d = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'today', 'yesterday', or null for an older day (which is then written as a date). */
export function relativeDay(value: string | number | Date, now: number): 'today' | 'yesterday' | null {
  const key = dayKey(value);
  if (key === dayKey(now)) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  return key === dayKey(yesterday) ? 'yesterday' : null;
}
