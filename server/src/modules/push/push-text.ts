import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInstance, type TFunction } from 'i18next';
import { displayName, type Notification, type NotificationParams, type PushPayload } from '@esn/contract';
import type { Lang } from '../../lib/language';

/**
 * A push says what the notification list says, in the same words: the web's own texts
 * (web/public/locales/<lang>/notifications.json, and the namespaces they nest) read with i18next, the keys chosen as
 * web/src/features/notifications/text.ts chooses them. A type or a param the texts lack falls back to the stored
 * (Turkish) title and message, as the list does.
 */
const localesDir = fileURLToPath(new URL('../../../../web/public/locales', import.meta.url));
const NAMESPACES = ['notifications', 'teams', 'achievements'];

function loadTexts(): TFunction<string[]>[] | null {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const lang of ['tr', 'en'] as const) {
    resources[lang] = {};
    for (const ns of NAMESPACES) {
      const file = `${localesDir}/${lang}/${ns}.json`;
      if (!existsSync(file)) return null;
      resources[lang][ns] = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    }
  }
  const i18n = createInstance();
  void i18n.init({
    resources: resources as never,
    ns: NAMESPACES,
    defaultNS: 'notifications',
    lng: 'tr',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return [i18n.getFixedT('tr'), i18n.getFixedT('en')];
}

let texts: ReturnType<typeof loadTexts> | undefined;
function textsOf(lang: Lang): TFunction<string[]> | null {
  texts ??= loadTexts();
  return texts ? texts[lang === 'en' ? 1 : 0]! : null;
}

const NO_TEMPLATE = '\u0000';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The text of `key`, or null when it is missing or a value it names is absent (text.ts's renderTemplate). */
function render(t: TFunction<string[]>, key: string, params: NotificationParams): string | null {
  const template = t(key, { ns: 'notifications', skipInterpolation: true, defaultValue: NO_TEMPLATE });
  if (typeof template !== 'string' || template === NO_TEMPLATE || template === key) return null;
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  if (names.some((name) => params[name] === undefined || params[name] === '')) return null;
  return t(key, { ns: 'notifications', replace: params });
}

const OPTIONAL_PARAM: Partial<Record<Notification['type'], string>> = { challenge_completed: 'badge' };
const COACHING_WORDS = new Set<Notification['type']>([
  'transfer_offer_accepted',
  'transfer_offer_rejected',
  'transfer_offer_response_accepted',
  'transfer_offer_response_rejected',
]);
const MESSAGE_BY_KIND: Partial<Record<Notification['type'], { param: string; group: string }>> = {
  tournament_update: { param: 'change', group: 'changes' },
};

function text(n: Notification, lang: Lang): { title: string; body: string } {
  const t = textsOf(lang);
  if (!t) return { title: n.title, body: n.message };
  const params: NotificationParams =
    n.sender && n.params.nickname === n.sender.nickname
      ? { ...n.params, nickname: displayName(n.sender) }
      : { ...n.params };
  if (params.titleEn === undefined && params.title !== undefined) params.titleEn = params.title;
  if (n.count > 1) {
    const grouped = { ...params, count: n.count };
    const title = render(t, `types.${n.type}.grouped.title`, grouped);
    const body = render(t, `types.${n.type}.grouped.message`, grouped);
    if (title && body) return { title, body };
  }
  const base = COACHING_WORDS.has(n.type) && params.role === 'coach' ? `types.${n.type}.coaching` : `types.${n.type}`;
  const byKind = MESSAGE_BY_KIND[n.type];
  const kind = byKind ? params[byKind.param] : undefined;
  const kindKey =
    byKind && typeof kind === 'string' && /^\w+$/.test(kind) ? `types.${n.type}.${byKind.group}.${kind}` : null;
  const optional = OPTIONAL_PARAM[n.type];
  const messageKey = optional && !params[optional] ? `${base}.messageWithout` : `${base}.message`;
  return {
    title: render(t, `${base}.title`, params) ?? n.title,
    body: (kindKey && render(t, kindKey, params)) ?? render(t, messageKey, params) ?? n.message,
  };
}

/** Push services take about 4 KB of payload; a notification's text is far shorter, but a long name must not fail it. */
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * What the service worker shows: the text in the browser's language, the page the notification opens (its own
 * address, else the dashboard, where the bell is) and its id as the tag, so an item that folds again replaces its push.
 */
export function pushPayload(n: Notification, lang: Lang): PushPayload {
  const { title, body } = text(n, lang);
  const url = n.actionUrl?.startsWith('/') && !n.actionUrl.startsWith('//') ? n.actionUrl : '/dashboard';
  return { title: clip(title, 200), body: clip(body, 1000), url, tag: `notification:${n.id}` };
}
