import { MESSAGE_LIMITS, type Message, type MessagesRead, type Typing, type User } from '@esn/contract';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../auth';
import { isConversationShown } from './activity';
import { addTyping, commitMessage, conversationListKey, markConversationRead, markReadByOthers } from './cache';
import { senderIdOf } from './lib/conversation';
import { unreadMessagesKey } from './unread';

const viewerOf = (queryClient: QueryClient) => queryClient.getQueryData<User | null>(currentUserKey)?.id;

function bumpBadge(queryClient: QueryClient): void {
  const badge = queryClient.getQueryData<{ count: number } | null>(unreadMessagesKey);
  if (badge && typeof badge.count === 'number') queryClient.setQueryData(unreadMessagesKey, { count: badge.count + 1 });
  // The exact number is the server's (a conversation read in another tab, a message it counted already).
  void queryClient.invalidateQueries({ queryKey: unreadMessagesKey });
}

/**
 * A new message goes into its open thread, to the top of the lists and onto the badge (unless this tab shows that
 * conversation, which reads it at once).
 */
export function onNewMessage(queryClient: QueryClient, message: Message): void {
  const viewerId = viewerOf(queryClient);
  const fromOther = senderIdOf(message) !== viewerId;
  const shown = isConversationShown(message.conversationId);
  const { known, listed } = commitMessage(queryClient, message, { viewerId, countAsUnread: fromOther });
  if (fromOther && !known && !shown) bumpBadge(queryClient);
  // A conversation the lists do not hold yet (a first message, or one far down): the main list asks again.
  if (!listed) void queryClient.invalidateQueries({ queryKey: conversationListKey(''), exact: true });
}

/** Read receipts move for the others; the reader's own read in another tab clears the unread there. */
export function onMessagesRead(queryClient: QueryClient, { conversationId, userId, readAt }: MessagesRead): void {
  if (userId === viewerOf(queryClient)) {
    markConversationRead(queryClient, conversationId);
    void queryClient.invalidateQueries({ queryKey: unreadMessagesKey });
  } else {
    markReadByOthers(queryClient, conversationId, readAt);
  }
}

/** Someone typing shows for MESSAGE_LIMITS.typingTtlMs (the reader's own other tabs are not news). */
export function onTyping(queryClient: QueryClient, { conversationId, user }: Typing): void {
  if (user.id === viewerOf(queryClient)) return;
  addTyping(queryClient, conversationId, user, MESSAGE_LIMITS.typingTtlMs);
}
