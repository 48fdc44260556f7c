import type { NotificationType } from '@esn/contract';

/** What a grouping rule sees of a notification being sent. */
export interface GroupingInput {
  type: NotificationType;
  relatedId?: string | null;
  /** What the notification is about when relatedId names something else (a registration's tournament). */
  subjectId?: string | null;
}

/**
 * The types whose repeats about one thing fold into one unread item (issue 24: an organizer got one "new
 * registration" per team), the way Misskey and GitHub group them. Each names the thing its repeats are about.
 * Types that ask for an answer each (requests, offers, invitations, results) never group: every one needs its own.
 */
const GROUP_SUBJECT: Partial<Record<NotificationType, (n: GroupingInput) => string | null | undefined>> = {
  // Registrations for one tournament (relatedId is the entrant).
  tournament_registration: (n) => n.subjectId,
  // Likes and comments on one post (relatedId is the post).
  like: (n) => n.relatedId,
  comment: (n) => n.relatedId,
  // New followers of the recipient: the recipient is the subject.
  follow: () => 'me',
};

/** The item's group key, or null when this notification stands alone. */
export function groupKeyOf(n: GroupingInput): string | null {
  const subject = GROUP_SUBJECT[n.type]?.(n);
  return subject ? `${n.type}:${subject}` : null;
}
