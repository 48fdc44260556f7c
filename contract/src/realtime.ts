import type { Message, MessagesRead, Typing } from './messages/schemas';
import type { Notification } from './notifications/schemas';

/** Typed socket.io event maps shared by server and web (spec §7 Realtime). */
export interface ServerToClientEvents {
  'new-notification': (n: Notification) => void;
  'notification-read': (p: { id: string }) => void;
  'all-notifications-read': () => void;
  'all-notifications-deleted': () => void;
  'notification-deleted': (p: { id: string }) => void;
  'match-result-approved': (p: { matchId: string }) => void;
  /** To every tab of every participant, the sender's included (his other tabs, and his own as the confirmation). */
  'new-message': (m: Message) => void;
  /** Someone read a conversation up to now: read receipts for the others, the badge for the reader's other tabs. */
  'messages-read': (p: MessagesRead) => void;
  /** Someone is typing in a conversation (to the other participants; lasts MESSAGE_LIMITS.typingTtlMs). */
  typing: (p: Typing) => void;
  /** Answer to `authenticate`: the socket now receives this user's events. */
  authenticated: (p: { userId: string }) => void;
  /** Answer to `authenticate` with an id that is not the session's own user: nothing was joined. */
  'auth-error': (p: { message: string }) => void;
}

export interface ClientToServerEvents {
  authenticate: (userId: string) => void;
}

export const SOCKET_PATH = '/ws';
