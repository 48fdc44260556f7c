import type { Conversation } from '@esn/contract';
import { displayName } from '../../../shared/ui/Avatar';

/** What a conversation is called: the other person's name, or the team's. */
export function conversationTitle(conversation: Pick<Conversation, 'other' | 'team'>): string {
  if (conversation.other) return displayName(conversation.other);
  return conversation.team?.name ?? '';
}

/** Where the conversation's name leads: the person's profile or the team's page. */
export function conversationHref(conversation: Pick<Conversation, 'other' | 'team'>): string | null {
  if (conversation.other) return `/profile/${encodeURIComponent(conversation.other.id)}`;
  if (conversation.team) return `/team/${encodeURIComponent(conversation.team.slug)}`;
  return null;
}

export const messagesPath = (id?: string) => (id ? `/messages/${encodeURIComponent(id)}` : '/messages');
