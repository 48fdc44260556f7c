import { localeFor } from '../../../shared/lib/format';

/** Spec §3: salary shown in dollars, whole dollars, in the reader's number format ("$1,500" / "$1.500"). */
export function formatDollars(amount: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeFor(language), {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

/** Today as YYYY-MM-DD in the reader's time zone (the date input's own format). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Names of ISO 639-1 codes in the UI language, falling back to the code. */
export function languageName(code: string, language: string | undefined): string {
  try {
    return new Intl.DisplayNames([localeFor(language)], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Languages offered in the coaching editor: the community's most common ones first. */
export const COACH_LANGUAGE_CODES = ['tr', 'en', 'de', 'az', 'ru', 'fr', 'es', 'ar', 'nl', 'pt'] as const;
