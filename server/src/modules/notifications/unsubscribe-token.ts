import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationCategory } from '@esn/contract';

/**
 * The token of an unsubscribe link: `<user id>.<category>.<signature>`, the signature an HMAC-SHA256 of both under a
 * key derived from SESSION_SECRET for this one purpose (a cookie signature can never pass for one). It does not
 * expire: a link in an old mail must still work (RFC 8058), and all it can do is turn one kind of mail off.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('notification-unsubscribe/v1').digest();

const sign = (secret: string, userId: string, category: string) =>
  createHmac('sha256', keyOf(secret)).update(`${userId}.${category}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, category: NotificationCategory): string {
  return `${userId}.${category}.${sign(secret, userId, category)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whom and which kind a token names, or null when it is garbled or not ours. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; category: NotificationCategory } | null {
  const [userId, category, signature, ...rest] = token.split('.');
  if (!userId || !category || !signature || rest.length || !UUID.test(userId)) return null;
  const parsed = NotificationCategory.safeParse(category);
  if (!parsed.success) return null;
  const expected = Buffer.from(sign(secret, userId, category));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, category: parsed.data };
}
