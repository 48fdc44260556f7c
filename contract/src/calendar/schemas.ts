import { z } from 'zod';

/**
 * A person's secret calendar feed (issue 27): an iCalendar (`.ics`) address a calendar app subscribes to, listing
 * the person's upcoming matches and their tournaments' key dates. Only its owner sees the address.
 */
export const CalendarFeed = z.object({
  /** The subscription address (`…/api/calendar/{token}.ics`); anybody who has it reads the feed. */
  url: z.string(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** `feed` is null until the person creates one (the first "regenerate"). */
export const CalendarFeedState = z.object({ feed: CalendarFeed.nullable() });
export type CalendarFeedState = z.infer<typeof CalendarFeedState>;

/** The feed's secret: 43 base64url characters (32 random bytes); anything else is an unknown feed. */
export const CalendarTokenParams = z.object({ token: z.string().min(1).max(200) });
