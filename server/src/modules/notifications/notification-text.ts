import { readFileSync } from 'node:fs';
import { createInstance, type i18n, type Resource } from 'i18next';
import {
  messageKeyOf,
  namedAfterSender,
  withEnglishFallbacks,
  type NotificationParams,
  type NotificationType,
  type User,
} from '@esn/contract';
import type { Lang } from '../../lib/language';

/**
 * A notification's words outside the app (a mail, a browser push) are the app's own: the web's locale files
 * (web/public/locales/<lang>/), read through i18next the way the web renders them
 * (web/src/features/notifications/text.ts), so a mail and a push say what the bell says. Where the files or a
 * template are missing, the stored (Turkish) text of templates.ts is used.
 */
const NAMESPACES = ['notifications', 'teams', 'achievements'] as const;
const LOCALES = new URL('../../../../web/public/locales/', import.meta.url);

/** One instance per language: a nested `$t(…)` is looked up in the instance's own language, whatever the call says. */
const instances = new Map<Lang, i18n | null>();

function translator(lang: Lang): i18n | null {
  if (instances.has(lang)) return instances.get(lang)!;
  let instance: i18n | null = null;
  try {
    const resources: Resource = { [lang]: {} };
    for (const ns of NAMESPACES)
      resources[lang]![ns] = JSON.parse(
        readFileSync(new URL(`${lang}/${ns}.json`, LOCALES), 'utf8'),
      ) as Resource[string][string];
    instance = createInstance();
    void instance.init({
      resources,
      lng: lang,
      fallbackLng: false,
      ns: [...NAMESPACES],
      defaultNS: 'notifications',
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  } catch {
    instance = null;
  }
  instances.set(lang, instance);
  return instance;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const COACHING_WORDS = new Set<string>([
  'transfer_offer_accepted',
  'transfer_offer_rejected',
  'transfer_offer_response_accepted',
  'transfer_offer_response_rejected',
]);

/** One line, or null when there is no template or a value it names is missing (as the web decides). */
function line(i: i18n, key: string, params: NotificationParams): string | null {
  const t = i.t.bind(i);
  const template = t(key, { skipInterpolation: true, defaultValue: '\u0000' });
  if (typeof template !== 'string' || template === '\u0000' || template === key) return null;
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  if (names.some((n) => params[n] === undefined || params[n] === '')) return null;
  return t(key, { replace: params });
}

export type TextedNotification = {
  type: NotificationType;
  title: string;
  message: string;
  params: NotificationParams;
  count: number;
  /** Its sender: a `nickname` that is the sender's handle reads as his name, as in the bell. */
  sender?: Pick<User, 'nickname' | 'firstName' | 'lastName'> | null;
};

/** Title and message of a notification in `lang`, as the app shows them. */
export function notificationText(n: TextedNotification, lang: Lang): { title: string; message: string } {
  const i = translator(lang);
  if (!i) return { title: n.title, message: n.message };
  const params = withEnglishFallbacks(namedAfterSender(n.params, n.sender));
  if (n.count > 1) {
    const grouped = { ...params, count: n.count };
    const title = line(i, `types.${n.type}.grouped.title`, grouped);
    const message = line(i, `types.${n.type}.grouped.message`, grouped);
    if (title && message) return { title, message };
  }
  const base = COACHING_WORDS.has(n.type) && params.role === 'coach' ? `types.${n.type}.coaching` : `types.${n.type}`;
  const change = n.type === 'tournament_update' && typeof params.change === 'string' ? params.change : null;
  return {
    title: line(i, `${base}.title`, params) ?? n.title,
    message:
      (change && /^\w+$/.test(change) ? line(i, `types.${n.type}.changes.${change}`, params) : null) ??
      line(i, messageKeyOf(n.type, params, base), params) ??
      n.message,
  };
}
