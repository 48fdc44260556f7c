import type { Notification } from '@esn/contract';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from './api';
import { runNotificationHandler } from './handlers';

export type ActionTarget = { kind: 'route'; path: string } | { kind: 'external'; href: string };

/**
 * Where an actionUrl leads: a path of this app goes through the router (no reload), another http(s) site
 * through the browser; anything else (`javascript:`, garbage) leads nowhere.
 */
export function actionTarget(actionUrl: string | null | undefined, origin: string): ActionTarget | null {
  const raw = actionUrl?.trim();
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return { kind: 'route', path: raw };
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin === origin) return { kind: 'route', path: `${url.pathname}${url.search}${url.hash}` };
  return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'external', href: url.href } : null;
}

/**
 * Spec §4: clicking marks an unread notification read first, then runs the type's registered handler
 * (a dialog), else follows actionUrl. A failed mark-read has shown its toast and does not block the way on.
 */
export function useOpenNotification(): (notification: Notification) => Promise<void> {
  const navigate = useNavigate();
  const { mutateAsync: markRead } = useMarkNotificationRead();
  return async (notification) => {
    if (!notification.read) {
      try {
        await markRead(notification.id);
      } catch {
        // The mutation's own error toast has told the person.
      }
    }
    if (runNotificationHandler(notification, { navigate })) return;
    const target = actionTarget(notification.actionUrl, window.location.origin);
    if (target?.kind === 'route') await navigate(target.path);
    else if (target?.kind === 'external') window.location.assign(target.href);
  };
}
