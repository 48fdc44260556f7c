import { z } from 'zod';

/** Every notification type (spec §3); features add theirs here and nowhere else. */
export const NotificationType = z.enum([
  'like',
  'comment',
  'follow',
  'transfer_offer',
  'transfer_offer_accepted',
  'transfer_offer_declined',
  'transfer_offer_rejected',
  'transfer_offer_response_accepted',
  'transfer_offer_response_rejected',
  /** Ours: a member of your team left it for another team through an accepted transfer offer. */
  'transfer_player_left',
  'tournament_registration',
  'tournament_registration_confirm',
  'tournament_update',
  'match_result',
  'match_result_approval',
  /** Ours: to the organizer, a side rejected the other side's result. */
  'match_dispute_opened',
  /** Ours: to both sides, the organizer settled a dispute or set or corrected the result. */
  'match_result_settled',
  /** Ours: a challenge the person (or his team) joined reached its target; XP and badge awarded. */
  'challenge_completed',
  /** Ours: one of spec §5's achievements was unlocked. */
  'achievement_unlocked',
  /** Ours: a report the person made was handled (params: action, targetType). */
  'report_resolved',
  /** Ours: a moderator warned the person about reported content (params: targetType). */
  'moderation_warning',
  /** Ours: a moderator hid the person's reported post or comment (params: targetType). */
  'content_hidden',
  'connection_request',
  'connection_accepted',
  'team_application',
  'team_application_accepted',
  'team_application_rejected',
  'team_application_withdrawn',
  'team_invitation',
  'team_invitation_accepted',
  'team_invitation_declined',
  'team_invitation_withdrawn',
  'team_member_removed',
  'team_role_changed',
  'team_ownership_transferred',
  'team_deleted',
  /** Ours: to a team's owner and managers, a league organizer invited the team (params: league, team, nickname). */
  'league_invitation',
  /** Ours: a coaching offer (an offer with the role coach), to whoever answers it; its own words, not a transfer's. */
  'coaching_offer',
  /** Ours (issue 26): players came to match a saved market search (params: search, count, names, query). */
  'market_search_alert',
  /** Ours (issue 27): the other side proposed times for a match (params: context, home, away, nickname, count, first). */
  'match_time_proposed',
  /** Ours (issue 27): the other side accepted a proposed time (params: context, home, away, nickname, at). */
  'match_time_accepted',
  /** Ours (issue 27): the organizer set the match's time (params: context, home, away, at). */
  'match_time_set',
  /** Ours (issue 27): a scheduled match starts soon, to both rosters and the organizer (params: kind 24h or 1h). */
  'match_reminder',
  /** Ours (issue 27): the other side did not check in; the side that did may take the win by forfeit. */
  'match_forfeit_offer',
  /** Ours (issue 27): to the organizer, a match's check-in ended without both sides (params: reason). */
  'match_no_show',
  /** Ours (issue 27): the side that checked in took the win by forfeit; to the other side and the organizer. */
  'match_forfeit_awarded',
]);
export type NotificationType = z.infer<typeof NotificationType>;

export const NotificationSender = z.object({
  nickname: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type NotificationSender = z.infer<typeof NotificationSender>;

/** Values the web needs to render the text in the reader's language (e.g. `{ nickname }`). */
export const NotificationParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof NotificationParams>;

/**
 * A notification as spec §3 has it. `title` and `message` are stored in Turkish (the default language) for
 * clients that do not know the type; the web renders the text from `type` + `params` in the reader's language.
 */
export const Notification = z.object({
  id: z.string(),
  recipientId: z.string(),
  senderId: z.string().nullable(),
  type: NotificationType,
  title: z.string(),
  message: z.string(),
  params: NotificationParams,
  actionUrl: z.string().nullable(),
  relatedId: z.string().nullable(),
  read: z.boolean(),
  /**
   * Ours (issue 24): how many notifications this item stands for. Repeats of a grouping type about one thing fold
   * into its unread item (count > 1, the newest sender, params and time, which brings it to the top); once read,
   * the next one starts a new item. The unread count counts items.
   */
  count: z.number().int().min(1),
  /** The time of the newest notification folded into the item. */
  createdAt: z.string(),
  sender: NotificationSender.nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = z.array(Notification);

/** `GET /api/notifications?limit=&before=`: newest first; `before` is the id of the last notification already shown. */
export const NOTIFICATION_PAGE_SIZE = 50;
export const NotificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
  before: z.string().max(200).optional(),
});

export const UnreadCount = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const NotificationIdParams = z.object({ id: z.string().max(100) });
