import { formatRelativeTime } from './relativeTime';

const now = Date.parse('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('formatRelativeTime', () => {
  it.each([
    [10_000, 'tr', 'şimdi'],
    [10_000, 'en', 'now'],
    [5 * MIN, 'tr', '5 dakika önce'],
    [5 * MIN, 'en', '5 minutes ago'],
    [3 * 60 * MIN, 'en', '3 hours ago'],
    [24 * 60 * MIN, 'tr', 'dün'],
    [24 * 60 * MIN, 'en', 'yesterday'],
    [3 * 24 * 60 * MIN, 'en', '3 days ago'],
    [14 * 24 * 60 * MIN, 'en', '2 weeks ago'],
    [400 * 24 * 60 * MIN, 'en', 'last year'],
  ])('%i ms ago in %s is "%s"', (ms, lng, expected) => {
    expect(formatRelativeTime(ago(ms), now, lng)).toBe(expected);
  });

  it('uses the Turkish default for an unknown language', () => {
    expect(formatRelativeTime(ago(5 * MIN), now, 'de')).toBe('5 dakika önce');
  });

  it('does not round 59.9 minutes up to an hour-ish "60 minutes"', () => {
    expect(formatRelativeTime(ago(59.9 * MIN), now, 'en')).toBe('59 minutes ago');
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatRelativeTime('not a date', now, 'en')).toBe('');
  });
});
