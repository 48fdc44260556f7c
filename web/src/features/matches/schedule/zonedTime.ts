/** A `datetime-local` value, read in the reader's zone, as a UTC instant; null when empty or not a date. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  // `YYYY-MM-DDTHH:mm` without an offset is local time (ECMAScript date-time string format).
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the reader's zone (for `min`, `max` and defaults). */
export function isoToLocalInput(iso: string | Date): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
