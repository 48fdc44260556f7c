import { MESSAGE_LIMITS, type Conversation, type MessageSettings, type Upload } from '@esn/contract';
import { messagesApi } from '@esn/contract/messages/routes.gen';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/lib/errorMessage';
import { call, endpointQuery, queryFilter, queryKey } from '../../shared/api';
import { unreadMessagesKey } from './unread';
import {
  commitMessage,
  conversationKey,
  conversationListKey,
  conversationListsKey,
  markConversationRead,
  pendingKey,
  setPending,
  threadKey,
  typingKey,
  type ConversationPages,
  type PendingMessage,
  type TypingEntry,
} from './cache';

export { unreadMessagesKey, useUnreadMessageCount } from './unread';

/** `GET /api/messages/conversations`: newest activity first, searched by name, more through the cursor. */
export function useConversations(q: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: conversationListKey(q),
    queryFn: ({ pageParam, signal }) =>
      call(
        messagesApi.listConversations,
        { query: { limit: MESSAGE_LIMITS.conversationPage, q: q || undefined, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new search keeps the previous answer on screen until its own arrives, instead of flashing "loading".
    placeholderData: keepPreviousData,
    enabled,
  });
}

function listedConversation(queryClient: QueryClient, id: string): Conversation | undefined {
  for (const [, list] of queryClient.getQueriesData<ConversationPages>({ queryKey: conversationListsKey })) {
    const found = list?.pages.flatMap((page) => page.items).find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

/** `GET /api/messages/conversations/{id}`; the list's copy shows meanwhile when the thread was opened from it. */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  return useQuery<Conversation>({
    queryKey: conversationKey(id),
    queryFn: ({ signal }) => call(messagesApi.getConversation, { params: { id } }, { signal }),
    placeholderData: () => listedConversation(queryClient, id),
    // A 404 (not a participant, or no such conversation) will not change on a second try.
    retry: false,
  });
}

/** A thread's pages: the newest first; scrolling back asks for the page before the oldest one loaded. */
export function useThread(id: string) {
  return useInfiniteQuery({
    queryKey: threadKey(id),
    queryFn: ({ pageParam, signal }) =>
      call(
        messagesApi.listMessages,
        { params: { id }, query: { limit: MESSAGE_LIMITS.threadPage, before: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}

/** Local state read like server state: this tab's pending messages, and who is typing (see cache.ts). */
function useLocal<T>(queryKey: readonly unknown[]): T[] {
  const { data } = useQuery<T[]>({
    queryKey,
    queryFn: () => [],
    initialData: [],
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return data;
}

export const usePendingMessages = (id: string) => useLocal<PendingMessage>(pendingKey(id));
export const useTypingPeople = (id: string) => useLocal<TypingEntry>(typingKey(id));

/** `POST …/{id}/read`: the answer is the reader's new unread total, which is the badge. */
export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(messagesApi.markConversationRead, { params: { id } }),
    onSuccess: (answer) => {
      markConversationRead(queryClient, id);
      queryClient.setQueryData(unreadMessagesKey, { count: answer.count });
    },
  });
}

let clientCounter = 0;
function newClientId(): string {
  clientCounter += 1;
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `c-${random}-${clientCounter}`;
}

export interface Draft {
  text: string;
  uploads: Upload[];
}

/**
 * Sending: the message shows at once as "sending"; the server's answer (or the socket, whichever comes first)
 * replaces it by `clientId`; a failure keeps it with the reason and a retry that sends the same `clientId` again.
 */
export function useSendMessage(conversationId: string, viewerId: string | undefined) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('errors');
  const post = useCallback(
    (pending: PendingMessage) => {
      const body = {
        text: pending.text,
        clientId: pending.clientId,
        ...(pending.uploads.length > 0 ? { uploadIds: pending.uploads.map((u) => u.id) } : {}),
      };
      call(messagesApi.sendMessage, { params: { id: conversationId }, body }).then(
        (message) => {
          commitMessage(queryClient, message, { viewerId, countAsUnread: false });
          // Answers without the echo (or a copy the socket did not bring) still leave no pending twin behind.
          setPending(queryClient, conversationId, (all) => all.filter((p) => p.clientId !== pending.clientId));
        },
        (error: unknown) => {
          setPending(queryClient, conversationId, (all) =>
            all.map((p) =>
              p.clientId === pending.clientId ? { ...p, status: 'failed', error: errorMessage(error, t) } : p,
            ),
          );
          // A refusal may mean the conversation changed (a block, connections-only): show what it is now.
          void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) });
        },
      );
    },
    [conversationId, queryClient, t, viewerId],
  );

  const send = useCallback(
    ({ text, uploads }: Draft) => {
      const pending: PendingMessage = {
        clientId: newClientId(),
        conversationId,
        text,
        uploads,
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      setPending(queryClient, conversationId, (all) => [...all, pending]);
      post(pending);
    },
    [conversationId, post, queryClient],
  );

  const retry = useCallback(
    (clientId: string) => {
      const found = queryClient
        .getQueryData<PendingMessage[]>(pendingKey(conversationId))
        ?.find((p) => p.clientId === clientId);
      if (!found) return;
      const again: PendingMessage = { ...found, status: 'sending', error: undefined };
      setPending(queryClient, conversationId, (all) => all.map((p) => (p.clientId === clientId ? again : p)));
      post(again);
    },
    [conversationId, post, queryClient],
  );

  const discard = useCallback(
    (clientId: string) => setPending(queryClient, conversationId, (all) => all.filter((p) => p.clientId !== clientId)),
    [conversationId, queryClient],
  );

  return { send, retry, discard };
}

/** How often "typing" is signalled while someone keeps typing (the contract's rule: at most every 3 s). */
const TYPING_SIGNAL_MS = 3000;

/** `POST …/{id}/typing`, at most once per 3 s; a lost signal costs nothing, so failures are ignored. */
export function useTypingSignal(id: string): () => void {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_SIGNAL_MS) return;
    last.current = now;
    call(messagesApi.sendTyping, { params: { id } }).catch(() => undefined);
  }, [id]);
}

function useOpenConversation<TBody>(open: (body: TBody) => Promise<Conversation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: open,
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKey(conversation.id), conversation);
      // A new conversation belongs in the list; an existing one is already there.
      void queryClient.invalidateQueries({ queryKey: conversationListsKey, refetchType: 'none' });
    },
  });
}

/** `POST /api/messages/conversations {userId}`: the conversation with a person, new or existing. */
export const useStartConversation = () =>
  useOpenConversation((body: { userId: string }) => call(messagesApi.startConversation, { body }));
/** `POST /api/messages/conversations/team {teamId}`: the team's group conversation (members only). */
export const useTeamConversation = () =>
  useOpenConversation((body: { teamId: string }) => call(messagesApi.openTeamConversation, { body }));

const messageSettingsKey = queryKey(messagesApi.getMessageSettings);

/** `GET /api/me/message-settings`. */
export function useMessageSettings() {
  return useQuery(endpointQuery(messagesApi.getMessageSettings));
}

/** `PATCH /api/me/message-settings`: shown at once, put back if the server refuses. */
export function useUpdateMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageSettings) => call(messagesApi.updateMessageSettings, { body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries(queryFilter(messagesApi.getMessageSettings));
      const before = queryClient.getQueryData<MessageSettings>(messageSettingsKey);
      queryClient.setQueryData(messageSettingsKey, body);
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(messageSettingsKey, answer);
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(messageSettingsKey, context.before);
    },
  });
}
