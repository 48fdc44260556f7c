import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';

/** Dates in the UI language: tr-TR or en-US. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
    formatDate(value, i18n.resolvedLanguage ?? i18n.language, options);
}
