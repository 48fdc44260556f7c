import { DEFAULT_LANGUAGE, type Language } from '@esn/contract';

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-US' };

export function localeFor(language: string | undefined): string {
  const lng = (language ?? DEFAULT_LANGUAGE).slice(0, 2);
  return lng === 'en' || lng === 'tr' ? LOCALES[lng] : LOCALES[DEFAULT_LANGUAGE];
}

/**
 * Building an Intl formatter costs about as much as rendering a card (it loads locale data); one per locale and
 * options, reused, keeps a page of dated items from spending its first second on them on a phone.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function formatDate(
  value: Date | string | number,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return dateFormat(localeFor(language), options).format(new Date(value));
}

/** A time in the reader's zone with the zone named ("Cum 27 Kas 2026 21:00 GMT+3"): times are stored in UTC. */
export function formatZoned(iso: string, language: string | undefined, timeZone?: string): string {
  return formatDate(iso, language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}
