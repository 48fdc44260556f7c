import type { Conversation, Message } from '@esn/contract';
import { displayName } from '../../../shared/ui/Avatar';

/**
 * What a conversation is called: the other person's name, or the team's; `deletedName` ("Deleted account") for a
 * direct conversation whose other person deleted his account (the reader keeps it, `other` is then null).
 */
export function conversationTitle(conversation: Pick<Conversation, 'other' | 'team'>, deletedName: string): string {
  if (conversation.other) return displayName(conversation.other);
  return conversation.team?.name ?? deletedName;
}

/** A direct conversation whose other person deleted his account. */
export const isWithDeletedAccount = (conversation: Pick<Conversation, 'kind' | 'other'>) =>
  conversation.kind === 'direct' && conversation.other === null;

/** The id of a message's sender; null once he deleted his account. */
export const senderIdOf = (message: Pick<Message, 'sender'>): string | null => message.sender?.id ?? null;

/** Where the conversation's name leads: the person's profile or the team's page. */
export function conversationHref(conversation: Pick<Conversation, 'other' | 'team'>): string | null {
  if (conversation.other) return `/profile/${encodeURIComponent(conversation.other.id)}`;
  if (conversation.team) return `/team/${encodeURIComponent(conversation.team.slug)}`;
  return null;
}

export const messagesPath = (id?: string) => (id ? `/messages/${encodeURIComponent(id)}` : '/messages');
