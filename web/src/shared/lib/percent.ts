import { useTranslation } from 'react-i18next';
import { localeFor } from './format';

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A percent the way the reader's language writes it: "%75" in Turkish, "75%" in English. `value` is a
 * fraction (0.75); `signed` writes the sign of a gain too ("+%20", "+20%").
 */
function formatPercent(value: number, language: string | undefined, { signed = false } = {}): string {
  const locale = localeFor(language);
  const key = `${locale}|${signed}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    percentFormats.set(key, format);
  }
  return format.format(value);
}

/** A percent in the UI language (formatPercent): the profile's completeness, the CV's win rate, the loading screen. */
export function useFormatPercent() {
  const { i18n } = useTranslation();
  return (value: number, options?: { signed?: boolean }) =>
    formatPercent(value, i18n.resolvedLanguage ?? i18n.language, options);
}
