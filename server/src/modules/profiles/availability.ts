import type { Availability } from '@esn/contract';

const addDays = (days: number, months = 0) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + months, d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** "From when" when only the availability was given: today, in two weeks, in a month; none when not available. */
const defaultFrom = (a: Availability): string | null =>
  a === 'now' ? addDays(0) : a === 'in_2_weeks' ? addDays(14) : a === 'in_1_month' ? addDays(0, 1) : null;

type AvailabilityState = { availability: Availability; availableFrom: string | null };

/**
 * The availability and its date after a change, the one rule for both ways of setting them (the profile edit and the
 * transfer market's status), so that the profile, the market card and `GET /api/transfers/availability` agree.
 * Not available has no date; a date given is kept; a new availability without a date takes its own; nothing
 * given keeps what was stored.
 */
export function nextAvailability(
  current: AvailabilityState,
  change: { availability?: Availability; availableFrom?: string | null },
): AvailabilityState {
  const availability = change.availability ?? current.availability;
  if (availability === 'not_available') return { availability, availableFrom: null };
  if (change.availableFrom !== undefined) return { availability, availableFrom: change.availableFrom };
  if (change.availability !== undefined) return { availability, availableFrom: defaultFrom(availability) };
  return { availability, availableFrom: current.availableFrom };
}
