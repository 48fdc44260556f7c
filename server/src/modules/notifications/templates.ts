import type { NotificationParams, NotificationType } from '@esn/contract';

/**
 * The stored title and message, in Turkish (the default language), for clients that do not render by type.
 * The web renders every type from `type` + `params` in the reader's language.
 */
const templates: Partial<Record<NotificationType, { title: string; message: string }>> = {
  follow: { title: 'Yeni takipçi', message: '{nickname} seni takip etmeye başladı' },
  like: { title: 'Yeni beğeni', message: '{nickname} gönderini beğendi' },
  comment: { title: 'Yeni yorum', message: '{nickname} gönderine yorum yaptı' },
  connection_request: { title: 'Yeni bağlantı isteği', message: '{nickname} seninle bağlantı kurmak istiyor' },
  connection_accepted: { title: 'Bağlantı isteğin kabul edildi', message: '{nickname} bağlantı isteğini kabul etti' },
};

export function renderStored(type: NotificationType, params: NotificationParams, fallback?: { title: string; message: string }) {
  const t = templates[type] ?? fallback;
  if (!t) throw new Error(`no template for notification type ${type}`);
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
  return { title: fill(t.title), message: fill(t.message) };
}
