import type { Notification, NotificationParams } from '@esn/contract';
import { messageKeyOf, namedAfterSender, withEnglishFallbacks } from '@esn/contract/notifications/message-key';
import type { TFunction } from 'i18next';

export interface NotificationText {
  title: string;
  message: string;
}

type Renderable = Pick<Notification, 'type' | 'title' | 'message'> & {
  params?: NotificationParams | null;
  count?: number;
  sender?: Notification['sender'];
};

/** The message older data carries for a transfer offer (spec §5), re-rendered with the translated template. */
const LEGACY_TRANSFER_OFFER = /^(?<user>.+?) sent you a transfer offer for (?<position>.+)$/;

const NO_TEMPLATE = '\u0000';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function legacyParams(n: Renderable): NotificationParams {
  if (n.type !== 'transfer_offer') return {};
  const groups = LEGACY_TRANSFER_OFFER.exec(n.message.trim())?.groups;
  return groups?.user && groups.position ? { user: groups.user, position: groups.position } : {};
}

/**
 * One line in the reader's language, or `null` when there is no template for it or the notification does not
 * carry every value the template names (a producer that has not sent its params yet).
 */
function renderTemplate(t: TFunction, key: string, params: NotificationParams): string | null {
  const template = t(key, { ns: 'notifications', skipInterpolation: true, defaultValue: NO_TEMPLATE });
  if (typeof template !== 'string' || template === NO_TEMPLATE || template === key) return null;
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  const missing = names.some((name) => params[name] === undefined || params[name] === '');
  // `replace` keeps a param called e.g. `count` or `context` from being read as an i18next option.
  return missing ? null : t(key, { ns: 'notifications', replace: params });
}

/**
 * Types that speak of a coaching offer in its own words, `types.<type>.coaching.*`, when `params.role` is `coach`
 * (the server stores the same choice); rows stored before those words carry the role too, so they read right.
 */
const COACHING_WORDS: ReadonlySet<Notification['type']> = new Set([
  'transfer_offer_accepted',
  'transfer_offer_rejected',
  'transfer_offer_response_accepted',
  'transfer_offer_response_rejected',
]);

function textBase(type: Notification['type'], params: NotificationParams): string {
  return COACHING_WORDS.has(type) && params.role === 'coach' ? `types.${type}.coaching` : `types.${type}`;
}

/**
 * Types whose message says which kind of thing happened, by a param: `types.<type>.<group>.<value>` (a tournament
 * update: registration closed, bracket drawn, …). A value without its own text (older rows' generic `status`) or a
 * row without the param gets the type's general message.
 */
const MESSAGE_BY_KIND: Partial<Record<Notification['type'], { param: string; group: string }>> = {
  tournament_update: { param: 'change', group: 'changes' },
};

function kindMessageKey(type: Notification['type'], params: NotificationParams): string | null {
  const byKind = MESSAGE_BY_KIND[type];
  const value = byKind ? params[byKind.param] : undefined;
  return byKind && typeof value === 'string' && /^\w+$/.test(value) ? `types.${type}.${byKind.group}.${value}` : null;
}

/**
 * Title and message of a notification in the reader's language, from `type` + `params`; the stored
 * (Turkish) title and message stay as they are for types or params the web has no template for.
 */
export function renderNotificationText(n: Renderable, t: TFunction): NotificationText {
  const params = withEnglishFallbacks(namedAfterSender({ ...legacyParams(n), ...(n.params ?? {}) }, n.sender));
  // A folded item (issue 24) says how many it stands for, where its type has the words for it.
  if ((n.count ?? 1) > 1) {
    const grouped = { ...params, count: n.count ?? 1 };
    const title = renderTemplate(t, `types.${n.type}.grouped.title`, grouped);
    const message = renderTemplate(t, `types.${n.type}.grouped.message`, grouped);
    if (title && message) return { title, message };
  }
  const byKind = kindMessageKey(n.type, params);
  const base = textBase(n.type, params);
  return {
    title: renderTemplate(t, `${base}.title`, params) ?? n.title,
    message:
      (byKind && renderTemplate(t, byKind, params)) ??
      renderTemplate(t, messageKeyOf(n.type, params, base), params) ??
      n.message,
  };
}
