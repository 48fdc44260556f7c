import { messagesApi } from '@esn/contract/messages/routes.gen';
import type { RealtimeBinder } from '../../app/socket';
import { queryFilterAny } from '../../shared/api';
import type * as MessageHandlers from './realtimeHandlers';
import { unreadMessagesKey } from './unread';

type Handlers = typeof MessageHandlers;

/** The messages caches refetched after a reconnection: lists, conversations and threads (not local state). */
const caughtUp = queryFilterAny([messagesApi.listConversations, messagesApi.getConversation, messagesApi.listMessages]);
/** The open threads (a conversation and its messages), refetched on the first connection too. */
const openThreads = queryFilterAny([messagesApi.getConversation, messagesApi.listMessages]);

/**
 * Direct messages over the socket: new messages, read receipts and typing (realtimeHandlers.ts). The handlers and
 * the cache code arrive with the first such event, so that a signed-in first page does not download them; events
 * are applied in the order they came.
 */
export const bindMessageEvents: RealtimeBinder = (socket, { queryClient }) => {
  let handlers: Promise<Handlers> | undefined;
  const handle = (apply: (h: Handlers) => void) => {
    handlers ??= import('./realtimeHandlers');
    void handlers.then(apply, (error: unknown) => {
      // The chunk could not be fetched: the next event tries again, and the badge catches up from the API.
      handlers = undefined;
      console.warn('realtime: message handlers unavailable', error);
      void queryClient.invalidateQueries({ queryKey: unreadMessagesKey });
    });
  };

  socket.on('new-message', (message) => handle((h) => h.onNewMessage(queryClient, message)));
  socket.on('messages-read', (read) => handle((h) => h.onMessagesRead(queryClient, read)));
  socket.on('typing', (typing) => handle((h) => h.onTyping(queryClient, typing)));

  // Events sent while the socket was down are lost: after a reconnection, catch up from the API. On the first
  // authentication the unread count (the server answers it from memory) and the threads on screen are asked again:
  // a message that came between the page's first read and the socket listening would otherwise wait for the next
  // poll (the badge) or never show (an open thread, a match lobby). A first page without a thread asks nothing more.
  let authenticatedBefore = false;
  socket.on('authenticated', () => {
    void queryClient.invalidateQueries(authenticatedBefore ? caughtUp : { ...openThreads, refetchType: 'active' });
    void queryClient.invalidateQueries({ queryKey: unreadMessagesKey });
    authenticatedBefore = true;
  });
};
