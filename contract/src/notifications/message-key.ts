import type { NotificationParams, NotificationType } from './schemas';

/**
 * The message template a notification's params pick under its base key (`types.<type>`), the same for the bell
 * (web) and for mail and push (server): a completed challenge is said to its own person as "you completed…"
 * (`subjectKind: 'user'`; a team's leaders read the team's name), and has a shorter form without a badge.
 */
export function messageKeyOf(type: NotificationType, params: NotificationParams, base: string): string {
  if (type !== 'challenge_completed') return `${base}.message`;
  const you = params.subjectKind === 'user' ? 'You' : '';
  return `${base}.message${you}${params.badge ? '' : 'Without'}`;
}
