import {
  NOTIFICATION_EMAIL_DEFAULTS,
  NOTIFICATION_PUSH_DEFAULTS,
  NotificationCategory,
  type NotificationEmailPreferences,
  type NotificationPreferenceChange,
  type UnsubscribeResult,
} from '@esn/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import type { Lang } from '../../lib/language';
import { emailRepository } from './email.repository';
import { readUnsubscribeToken } from './unsubscribe-token';

/** Every kind in the contract's order, with the person's choice where they made one, else the default. */
export async function emailPreferences(ctx: AppContext, userId: string): Promise<NotificationEmailPreferences> {
  const chosen = new Map((await emailRepository.choices(ctx.db, userId)).map((c) => [c.category, c]));
  return {
    items: NotificationCategory.options.map((category) => ({
      category,
      email: chosen.get(category)?.email ?? NOTIFICATION_EMAIL_DEFAULTS[category],
      push: chosen.get(category)?.push ?? NOTIFICATION_PUSH_DEFAULTS[category],
    })),
  };
}

/** A choice as stored: null where it is the default, undefined where it is not being changed. */
const stored = (value: boolean | undefined, byDefault: boolean) =>
  value === undefined ? undefined : value === byDefault ? null : value;

/** Saves the given kinds (the others keep theirs) and the language the person's mails are written in. */
export async function updateEmailPreferences(
  ctx: AppContext,
  userId: string,
  items: NotificationPreferenceChange[],
  lang: Lang,
): Promise<NotificationEmailPreferences> {
  await ctx.db.transaction(async (tx) => {
    for (const { category, email, push } of items)
      await emailRepository.choose(tx, userId, category, {
        email: stored(email, NOTIFICATION_EMAIL_DEFAULTS[category]),
        push: stored(push, NOTIFICATION_PUSH_DEFAULTS[category]),
      });
    await emailRepository.setLanguage(tx, userId, lang);
  });
  return emailPreferences(ctx, userId);
}

/** One-click unsubscribe: e-mail off for the kind the signed token names. A token not ours is 400. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<UnsubscribeResult> {
  const target = readUnsubscribeToken(ctx.config.sessionSecret, token);
  if (!target) throw badRequest('invalid_unsubscribe_token');
  // The account may be gone since the mail: then there is nothing to turn off, and the answer is the same.
  await ctx.db.transaction(async (tx) => {
    if (!(await emailRepository.userExists(tx, target.userId))) return;
    await emailRepository.choose(tx, target.userId, target.category, {
      email: stored(false, NOTIFICATION_EMAIL_DEFAULTS[target.category]),
    });
  });
  return { category: target.category, email: false };
}

/**
 * Checks a token without acting (the GET of the link): the language of the mail it came in (the person's site
 * language), for the page it opens; null for a bad token.
 */
export async function unsubscribeLanguage(ctx: AppContext, token: string): Promise<Lang | null> {
  const target = readUnsubscribeToken(ctx.config.sessionSecret, token);
  return target ? ((await emailRepository.language(ctx.db, target.userId)) ?? 'tr') : null;
}
