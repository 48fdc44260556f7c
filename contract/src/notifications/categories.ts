import { z } from 'zod';
import type { NotificationType } from './schemas';

/**
 * Kinds of notification a person chooses e-mail for (issue 27), each a group of notification types. `messages` is
 * not one: direct messages are not notifications (they have their own unread count).
 */
export const NotificationCategory = z.enum(['matches', 'transfers', 'tournaments', 'teams', 'social', 'system']);
export type NotificationCategory = z.infer<typeof NotificationCategory>;

/** What a person gets without having chosen: match reminders and results, and offers, also by e-mail. */
export const NOTIFICATION_EMAIL_DEFAULTS: Record<NotificationCategory, boolean> = {
  matches: true,
  transfers: true,
  tournaments: false,
  teams: false,
  social: false,
  system: false,
};

/**
 * Which kinds come to a browser that turned notifications on (web push), without having chosen: all of them, since
 * the person asked for them with a click; each kind can be turned off on its own.
 */
export const NOTIFICATION_PUSH_DEFAULTS: Record<NotificationCategory, boolean> = {
  matches: true,
  transfers: true,
  tournaments: true,
  teams: true,
  social: true,
  system: true,
};

/** Types whose name does not say their kind. */
const BY_TYPE: Partial<Record<NotificationType, NotificationCategory>> = {
  coaching_offer: 'transfers',
  market_search_alert: 'transfers',
  league_invitation: 'tournaments',
  like: 'social',
  comment: 'social',
  follow: 'social',
  connection_request: 'social',
  connection_accepted: 'social',
};

/**
 * By the type's name, so a type added later falls in its kind by itself (`match_reminder`, `match_time_proposed`,
 * `match_checkin_open` … are matches). The first prefix that fits wins.
 */
const BY_PREFIX: [string, NotificationCategory][] = [
  ['match_', 'matches'],
  ['transfer_', 'transfers'],
  ['tournament_', 'tournaments'],
  ['league_', 'tournaments'],
  ['team_', 'teams'],
];

/** The kind a notification type belongs to; anything unnamed is `system`. */
export function notificationCategoryOf(type: NotificationType | string): NotificationCategory {
  const named = BY_TYPE[type as NotificationType];
  if (named) return named;
  return BY_PREFIX.find(([prefix]) => type.startsWith(prefix))?.[1] ?? 'system';
}

/** One kind and whether it also comes by e-mail, and as a browser notification (web push) where those are on. */
export const NotificationEmailPreference = z.object({
  category: NotificationCategory,
  email: z.boolean(),
  push: z.boolean(),
});
export type NotificationEmailPreference = z.infer<typeof NotificationEmailPreference>;

/** Every kind, in a stable order, with the person's choice (or the default). */
export const NotificationEmailPreferences = z.object({ items: z.array(NotificationEmailPreference) });
export type NotificationEmailPreferences = z.infer<typeof NotificationEmailPreferences>;

/** A change of one kind: e-mail, push or both (what is left out keeps its choice). */
export const NotificationPreferenceChange = z
  .object({ category: NotificationCategory, email: z.boolean().optional(), push: z.boolean().optional() })
  .refine((c) => c.email !== undefined || c.push !== undefined, { message: 'email or push' });
export type NotificationPreferenceChange = z.infer<typeof NotificationPreferenceChange>;

/** `PUT`: the kinds to change (the others keep their choice). */
export const UpdateNotificationEmailPreferences = z.object({
  items: z
    .array(NotificationPreferenceChange)
    .min(1)
    .max(NotificationCategory.options.length)
    .refine((items) => new Set(items.map((i) => i.category)).size === items.length, {
      message: 'each kind at most once',
    }),
});
export type UpdateNotificationEmailPreferences = z.infer<typeof UpdateNotificationEmailPreferences>;

/** The signed token of an unsubscribe link (`?token=`). */
export const UnsubscribeQuery = z.object({ token: z.string().min(1).max(300) });

/** What the one-click unsubscribe turned off. */
export const UnsubscribeResult = z.object({ category: NotificationCategory, email: z.literal(false) });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResult>;
