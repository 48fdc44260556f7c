import { formatDate } from '../../shared/lib/format';

/** "Mayıs 2023" / "May 2023" from a YYYY-MM month. */
export function formatMonth(month: string, language: string | undefined): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return formatDate(`${month}-01T12:00:00Z`, language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
