import type { Conversation, ConversationPage, Message, MessagePage, PublicUser, Upload } from '@esn/contract';
import { messagesApi } from '@esn/contract/messages/routes.gen';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKey } from '../../shared/api';
import { senderIdOf } from './lib/conversation';

/** The conversation list's cache: newest activity first; the page param is the list's cursor. */
export type ConversationPages = InfiniteData<ConversationPage, string | undefined>;
/** A thread's cache: `pages[0]` is the newest page, each page oldest first; the page param is `before`. */
export type ThreadPages = InfiniteData<MessagePage, string | undefined>;

/** A message written in this tab that the server has not confirmed yet (or refused). */
export interface PendingMessage {
  clientId: string;
  conversationId: string;
  text: string;
  uploads: Upload[];
  createdAt: string;
  status: 'sending' | 'failed';
  /** The server's words (or the browser's) for a failure. */
  error?: string;
}

export interface TypingEntry {
  user: PublicUser;
  until: number;
}

/**
 * `shared/api`'s keys (the URL path, then the query): every conversation list (one per search text) starts with
 * `conversationListsKey`; a conversation and its thread have their own paths.
 */
export const conversationListsKey = queryKey(messagesApi.listConversations);
export const conversationListKey = (q: string) => queryKey(messagesApi.listConversations, { query: { q } });
export const conversationKey = (id: string) => queryKey(messagesApi.getConversation, { params: { id } });
export const threadKey = (id: string) => queryKey(messagesApi.listMessages, { params: { id } });
/** Local only (never fetched, so no endpoint's key): this tab's unconfirmed messages of a conversation. */
export const pendingKey = (id: string) => ['messages', 'pending', id] as const;
/** Local only (never fetched): who is typing in a conversation, from the socket. */
export const typingKey = (id: string) => ['messages', 'typing', id] as const;

const time = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : Number.NEGATIVE_INFINITY);

function threadHas(thread: ThreadPages | undefined, messageId: string): boolean {
  return Boolean(thread?.pages.some((page) => page.items.some((m) => m.id === messageId)));
}

/** The thread with one more message, at its place by time in the newest page; the same message twice changes nothing. */
function insertMessage(thread: ThreadPages, message: Message): ThreadPages {
  if (threadHas(thread, message.id)) return thread;
  const [newest = { items: [], nextCursor: null }, ...older] = thread.pages;
  const items = [...newest.items];
  let at = items.length;
  while (at > 0 && time(items[at - 1]!.createdAt) > time(message.createdAt)) at -= 1;
  items.splice(at, 0, message);
  return { ...thread, pages: [{ ...newest, items }, ...older] };
}

/** The messages of a thread, oldest first, over every loaded page. */
export function threadMessages(thread: Pick<ThreadPages, 'pages'> | undefined): Message[] {
  if (!thread) return [];
  return [...thread.pages].reverse().flatMap((page) => page.items);
}

/** The conversation after a new message in it: its last message and activity, and its unread count. */
function withMessage(conversation: Conversation, message: Message, countAsUnread: boolean): Conversation {
  const newer = time(message.createdAt) >= time(conversation.lastMessage?.createdAt);
  return {
    ...conversation,
    lastMessage: newer ? message : conversation.lastMessage,
    updatedAt:
      newer && time(message.createdAt) > time(conversation.updatedAt) ? message.createdAt : conversation.updatedAt,
    unreadCount: conversation.unreadCount + (countAsUnread ? 1 : 0),
  };
}

/** Applies `update` to a conversation wherever it is cached: its own entry and every list that holds it. */
function updateConversation(
  queryClient: QueryClient,
  id: string,
  update: (conversation: Conversation) => Conversation,
): void {
  queryClient.setQueryData<Conversation>(conversationKey(id), (current) => (current ? update(current) : current));
  queryClient.setQueriesData<ConversationPages>({ queryKey: conversationListsKey }, (list) =>
    list && list.pages.some((page) => page.items.some((c) => c.id === id))
      ? {
          ...list,
          pages: list.pages.map((page) => ({ ...page, items: page.items.map((c) => (c.id === id ? update(c) : c)) })),
        }
      : list,
  );
}

/** Moves a conversation to the top of every list that holds it (its latest activity is now). */
function moveToTop(list: ConversationPages, id: string): ConversationPages {
  const found = list.pages.flatMap((page) => page.items).find((c) => c.id === id);
  if (!found) return list;
  const pages = list.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== id) }));
  const [first, ...rest] = pages;
  return { ...list, pages: [{ ...first!, items: [found, ...first!.items] }, ...rest] };
}

function removePending(queryClient: QueryClient, conversationId: string, clientId: string | null): void {
  if (!clientId) return;
  queryClient.setQueryData<PendingMessage[]>(pendingKey(conversationId), (pending) =>
    pending?.some((p) => p.clientId === clientId) ? pending.filter((p) => p.clientId !== clientId) : pending,
  );
}

export function setPending(
  queryClient: QueryClient,
  conversationId: string,
  update: (pending: PendingMessage[]) => PendingMessage[],
): void {
  queryClient.setQueryData<PendingMessage[]>(pendingKey(conversationId), (pending) => update(pending ?? []));
}

export interface MessageCommit {
  /** Whether this tab had already seen the message (the POST's answer and the socket both bring it). */
  known: boolean;
  /** Whether some list holds the conversation; when not, the lists are refetched to bring it. */
  listed: boolean;
}

/**
 * A message the server confirmed (the send's answer or `new-message`): into the thread, out of the pending ones, as
 * the conversation's last message at the top of the lists, and one more unread when someone else wrote it and this
 * tab is not showing it.
 */
export function commitMessage(
  queryClient: QueryClient,
  message: Message,
  { viewerId, countAsUnread }: { viewerId: string | undefined; countAsUnread: boolean },
): MessageCommit {
  const id = message.conversationId;
  const thread = queryClient.getQueryData<ThreadPages>(threadKey(id));
  const conversation = queryClient.getQueryData<Conversation>(conversationKey(id));
  const lists = queryClient.getQueriesData<ConversationPages>({ queryKey: conversationListsKey });
  const listed = lists.flatMap(([, list]) => list?.pages.flatMap((p) => p.items) ?? []).filter((c) => c.id === id);
  const known =
    threadHas(thread, message.id) || [conversation, ...listed].some((c) => c?.lastMessage?.id === message.id);

  if (thread) queryClient.setQueryData<ThreadPages>(threadKey(id), insertMessage(thread, message));
  const senderId = senderIdOf(message);
  removePending(queryClient, id, senderId !== null && senderId === viewerId ? message.clientId : null);
  if (senderId) removeTyping(queryClient, id, senderId);
  if (!known) {
    const unread = countAsUnread && senderId !== viewerId;
    updateConversation(queryClient, id, (c) => withMessage(c, message, unread));
    queryClient.setQueriesData<ConversationPages>({ queryKey: conversationListsKey }, (list) =>
      list ? moveToTop(list, id) : list,
    );
  }
  return { known, listed: listed.length > 0 };
}

/** After the reader read a conversation: nothing unread in it. */
export function markConversationRead(queryClient: QueryClient, id: string): void {
  updateConversation(queryClient, id, (c) => (c.unreadCount === 0 ? c : { ...c, unreadCount: 0 }));
}

/** Someone else read a conversation up to `readAt`: the read receipts move on (never back). */
export function markReadByOthers(queryClient: QueryClient, id: string, readAt: string): void {
  updateConversation(queryClient, id, (c) =>
    time(readAt) > time(c.othersReadAt) ? { ...c, othersReadAt: readAt } : c,
  );
}

/* Typing: entries that expire on their own, one timer per person and conversation. */

const typingTimers = new WeakMap<QueryClient, Map<string, ReturnType<typeof setTimeout>>>();

function timersOf(queryClient: QueryClient) {
  let timers = typingTimers.get(queryClient);
  if (!timers) {
    timers = new Map();
    typingTimers.set(queryClient, timers);
  }
  return timers;
}

function removeTyping(queryClient: QueryClient, conversationId: string, userId: string): void {
  const timers = timersOf(queryClient);
  const key = `${conversationId}|${userId}`;
  clearTimeout(timers.get(key));
  timers.delete(key);
  const entries = queryClient.getQueryData<TypingEntry[]>(typingKey(conversationId));
  if (entries?.some((e) => e.user.id === userId)) {
    queryClient.setQueryData<TypingEntry[]>(
      typingKey(conversationId),
      entries.filter((e) => e.user.id !== userId),
    );
  }
}

/** Someone is typing: shown for `ttlMs`, or until their message arrives, or a newer signal extends it. */
export function addTyping(queryClient: QueryClient, conversationId: string, user: PublicUser, ttlMs: number): void {
  const timers = timersOf(queryClient);
  const key = `${conversationId}|${user.id}`;
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => removeTyping(queryClient, conversationId, user.id), ttlMs),
  );
  queryClient.setQueryData<TypingEntry[]>(typingKey(conversationId), (entries = []) => [
    ...entries.filter((e) => e.user.id !== user.id),
    { user, until: Date.now() + ttlMs },
  ]);
}
