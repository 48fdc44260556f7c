import type { Notification, PushPayload } from '@esn/contract';
import type { Lang } from '../../lib/language';
import { notificationText } from '../notifications/notification-text';

/** Push services take about 4 KB of payload; a notification's text is far shorter, but a long name must not fail it. */
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * What the service worker shows: the bell's text (notification-text.ts) in the browser's language, the page the notification opens (its own
 * address, else the dashboard, where the bell is) and its id as the tag, so an item that folds again replaces its push.
 */
export function pushPayload(n: Notification, lang: Lang): PushPayload {
  const { title, message: body } = notificationText(n, lang);
  const url = n.actionUrl?.startsWith('/') && !n.actionUrl.startsWith('//') ? n.actionUrl : '/dashboard';
  return { title: clip(title, 200), body: clip(body, 1000), url, tag: `notification:${n.id}` };
}
