import type { Conversation, Message } from '@esn/contract';
import { displayName } from '../../../shared/ui/Avatar';
import { formatZoned } from '../../../shared/lib/format';

/**
 * What a conversation is called: the other person's name, or the team's; `deletedName` ("Deleted account") for a
 * direct conversation whose other person deleted his account (the reader keeps it, `other` is then null).
 */
export function conversationTitle(
  conversation: Pick<Conversation, 'other' | 'team'> & Partial<Pick<Conversation, 'match'>>,
  deletedName: string,
): string {
  if (conversation.other) return displayName(conversation.other);
  if (conversation.match) return `${conversation.match.home} vs ${conversation.match.away}`;
  return conversation.team?.name ?? deletedName;
}

/** A time as the server words it in a line written once for every reader ("2026-11-30 17:00 UTC"). */
const UTC_TIME = /(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC/g;

/**
 * A match lobby's system line in the reader's language (the server words it in both), its times shown in the
 * reader's zone with the zone named, as on the rest of the match page.
 */
export const systemLineText = (message: Pick<Message, 'system'>, language: string | undefined) =>
  message.system
    ? (language?.startsWith('en') ? message.system.text.en : message.system.text.tr).replace(
        UTC_TIME,
        (_, day: string, time: string) => formatZoned(`${day}T${time}:00Z`, language),
      )
    : null;

/** A direct conversation whose other person deleted his account. */
export const isWithDeletedAccount = (conversation: Pick<Conversation, 'kind' | 'other'>) =>
  conversation.kind === 'direct' && conversation.other === null;

/** The id of a message's sender; null once he deleted his account. */
export const senderIdOf = (message: Pick<Message, 'sender'>): string | null => message.sender?.id ?? null;

/** Where the conversation's name leads: the person's profile or the team's page. */
export function conversationHref(
  conversation: Pick<Conversation, 'other' | 'team'> & Partial<Pick<Conversation, 'match'>>,
): string | null {
  if (conversation.other) return `/profile/${encodeURIComponent(conversation.other.id)}`;
  if (conversation.match) return `/matches/${encodeURIComponent(conversation.match.id)}`;
  if (conversation.team) return `/team/${encodeURIComponent(conversation.team.slug)}`;
  return null;
}

/** What a "Message" button passes to the messages page: open the thread with the cursor in its message box. */
export interface ComposeState {
  compose: true;
}

export const messagesPath = (id?: string) => (id ? `/messages/${encodeURIComponent(id)}` : '/messages');
