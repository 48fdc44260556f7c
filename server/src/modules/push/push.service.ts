import webpush from 'web-push';
import {
  NOTIFICATION_PUSH_DEFAULTS,
  notificationCategoryOf,
  type Notification,
  type PushSubscriptionBody,
} from '@esn/contract';
import type { AppContext } from '../../context';
import { invalidFields, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/language';
import { pushRepository, type PushSubscriptionRow } from './push.repository';
import { pushPayload } from './push-text';

/** A person's browsers that receive pushes; past this, the oldest is dropped. */
const MAX_PUSH_SUBSCRIPTIONS = 20;
/** How long a push service keeps a push for a browser that is offline (seconds): a notification a day old is stale. */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

/** An https push service; in development and tests also one on this machine over http (a local test endpoint). */
function allowedEndpoint(ctx: AppContext, endpoint: string): boolean {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return true;
  return ctx.config.pushLocalEndpoints && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export async function subscribe(
  ctx: AppContext,
  userId: string,
  body: PushSubscriptionBody,
  meta: { lang: Lang; userAgent: string | undefined },
): Promise<void> {
  if (!allowedEndpoint(ctx, body.endpoint)) throw invalidFields([{ path: 'endpoint', message: 'push_endpoint' }]);
  await ctx.db.transaction(async (tx) => {
    await pushRepository.upsert(tx, {
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh.replace(/=+$/, ''),
      auth: body.keys.auth.replace(/=+$/, ''),
      lang: meta.lang,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    await pushRepository.trim(tx, userId, MAX_PUSH_SUBSCRIPTIONS);
  });
}

export async function unsubscribe(ctx: AppContext, userId: string, endpoint: string): Promise<void> {
  if (!(await pushRepository.removeOwn(ctx.db, userId, endpoint))) throw notFound();
}

/**
 * Sends a notification to every browser of its recipient that subscribed, unless they turned its kind's push off: encrypted for each (RFC 8291, aes128gcm)
 * and signed with the VAPID key (RFC 8292) by web-push, posted with fetch (so a local http endpoint works in tests).
 * Best effort: a failure is logged; a push service that no longer knows the subscription (404, 410) deletes it.
 */
export async function pushNotification(ctx: AppContext, notification: Notification): Promise<void> {
  const category = notificationCategoryOf(notification.type);
  const subscriptions = await pushRepository.wantingKind(ctx.db, notification.recipientId, {
    category,
    byDefault: NOTIFICATION_PUSH_DEFAULTS[category],
  });
  await Promise.all(subscriptions.map((s) => sendOne(ctx, s, notification)));
}

async function sendOne(ctx: AppContext, s: PushSubscriptionRow, notification: Notification): Promise<void> {
  try {
    const payload = JSON.stringify(pushPayload(notification, s.lang === 'en' ? 'en' : 'tr'));
    const request = webpush.generateRequestDetails(
      { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      payload,
      { vapidDetails: ctx.config.vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      redirect: 'error',
    });
    await res.body?.cancel();
    if (res.ok) await pushRepository.delivered(ctx.db, s.id);
    else if (res.status === 404 || res.status === 410) await pushRepository.removeGone(ctx.db, s.id, s.endpoint);
    else ctx.log.warn({ status: res.status, subscription: s.id }, 'push service refused a push');
  } catch (err) {
    ctx.log.warn({ err, subscription: s.id }, 'push failed');
  }
}
