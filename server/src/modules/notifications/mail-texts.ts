import type { NotificationCategory } from '@esn/contract';
import type { Lang } from '../../lib/language';
import { notificationText, type TextedNotification } from './notification-text';

const CATEGORY_NAMES: Record<Lang, Record<NotificationCategory, string>> = {
  tr: {
    matches: 'Maçlar',
    transfers: 'Transfer teklifleri ve pazar',
    tournaments: 'Turnuvalar ve ligler',
    teams: 'Takımlar',
    social: 'Sosyal',
    system: 'Sistem ve diğer',
  },
  en: {
    matches: 'Matches',
    transfers: 'Transfer offers and market',
    tournaments: 'Tournaments and leagues',
    teams: 'Teams',
    social: 'Social',
    system: 'System and other',
  },
};

const WORDS = {
  tr: {
    hello: (name: string) => `Merhaba ${name},`,
    open: 'Uygulamada aç',
    why: (kind: string) => `Bu e-postayı "${kind}" bildirimlerini e-postayla da almayı seçtiğin için aldın.`,
    unsubscribe: 'Bu tür e-postaları almayı bırak',
    settings: 'Tüm e-posta bildirim ayarların',
  },
  en: {
    hello: (name: string) => `Hi ${name},`,
    open: 'Open in the app',
    why: (kind: string) => `You get this e-mail because you chose e-mail for "${kind}" notifications.`,
    unsubscribe: 'Stop these e-mails',
    settings: 'All your e-mail notification settings',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail of one notification: subject, plain text and a simple HTML version, each with the unsubscribe link. */
export function notificationMail(input: {
  lang: Lang;
  name: string;
  notification: TextedNotification;
  category: NotificationCategory;
  openUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}): { subject: string; text: string; html: string } {
  const { lang, openUrl, unsubscribeUrl, settingsUrl } = input;
  const w = WORDS[lang];
  const { title, message } = notificationText(input.notification, lang);
  const why = w.why(CATEGORY_NAMES[lang][input.category]);
  const text = [
    w.hello(input.name),
    '',
    title,
    message,
    '',
    `${w.open}: ${openUrl}`,
    '',
    '—',
    why,
    `${w.unsubscribe}: ${unsubscribeUrl}`,
    `${w.settings}: ${settingsUrl}`,
    '',
  ].join('\n');
  const a = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(w.hello(input.name))}</p>
<p><strong>${escapeHtml(title)}</strong><br>${escapeHtml(message)}</p>
<p>${a(openUrl, w.open)}</p>
<hr>
<p style="font-size:12px;color:#666">${escapeHtml(why)}<br>${a(unsubscribeUrl, w.unsubscribe)} · ${a(settingsUrl, w.settings)}</p>
</body></html>`;
  return { subject: title, text, html };
}
