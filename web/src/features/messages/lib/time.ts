import { formatDate } from '../../../shared/lib/format';
import { relativeDay } from './days';

/** A conversation's last activity in the list: the time today, "yesterday", the weekday this week, else the date. */
export function listTime(iso: string, now: number, language: string | undefined, yesterday: string): string {
  const day = relativeDay(iso, now);
  if (day === 'today') return formatDate(iso, language, { hour: '2-digit', minute: '2-digit' });
  if (day === 'yesterday') return yesterday;
  if (now - new Date(iso).getTime() < 6 * 24 * 3600_000) return formatDate(iso, language, { weekday: 'short' });
  return formatDate(iso, language, { day: 'numeric', month: 'short' });
}

export const clockTime = (iso: string, language: string | undefined) =>
  formatDate(iso, language, { hour: '2-digit', minute: '2-digit' });
