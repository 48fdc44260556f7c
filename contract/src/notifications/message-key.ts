import { displayName, type NamedPerson } from '../users/display-name';
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

/**
 * The params an English template names (`titleEn`, `badgeEn`), from the Turkish ones where a notification carries
 * none: one stored before challenges had English titles and badges, or whose admin gave only Turkish.
 */
export function withEnglishFallbacks(params: NotificationParams): NotificationParams {
  const out = { ...params };
  if (out.titleEn === undefined && out.title !== undefined) out.titleEn = out.title;
  if (out.badgeEn === undefined && out.badge !== undefined) out.badgeEn = out.badge;
  return out;
}

/** The params that name the sender: `nickname`, and `user` in the transfer offers' texts. */
const SENDER_PARAMS = ['nickname', 'user'] as const;

/**
 * A param that is the sender's handle reads as the sender's name ("Mert Demir gönderine yorum yaptı", "Mert Demir
 * accepted your transfer offer"), in the stored text, the bell, mail and push alike; the stored params keep the handle.
 */
export function namedAfterSender(
  params: NotificationParams,
  sender: NamedPerson | null | undefined,
): NotificationParams {
  if (!sender) return params;
  let named = params;
  for (const key of SENDER_PARAMS)
    if (params[key] === sender.nickname) named = { ...named, [key]: displayName(sender) };
  return named;
}
