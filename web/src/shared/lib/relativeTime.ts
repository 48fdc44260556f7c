import { localeFor } from './format';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first; a month and a year are approximations, which is what "3 months ago" means anyway. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** One formatter per locale, reused: building one costs far more than formatting with it. */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/** Below this a moment is "now" rather than a count of seconds that would be stale before it is read. */
const JUST_NOW_MS = 45 * SECOND;

/**
 * "5 dakika önce" / "5 minutes ago", "dün" / "yesterday": `Intl.RelativeTimeFormat` in the reader's
 * language (tr-TR or en-US). An unreadable date gives an empty string rather than "NaN".
 */
export function formatRelativeTime(value: Date | string | number, now: number, language: string | undefined): string {
  const time = new Date(value).getTime();
  if (!Number.isFinite(time)) return '';
  const format = relativeFormat(localeFor(language));
  const diff = time - now;
  const abs = Math.abs(diff);
  if (abs < JUST_NOW_MS) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (abs >= size) return format.format(Math.trunc(diff / size), unit);
  }
  return format.format(Math.trunc(diff / SECOND), 'second');
}
