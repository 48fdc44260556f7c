import type { Message, MessagesRead, Typing } from './messages/schemas';
import type { Notification } from './notifications/schemas';

/** Typed socket.io event maps shared by server and web (spec §7 Realtime). */
export interface ServerToClientEvents {
  /**
   * A new item, or an unread item another notification folded into (same id, count > 1, newer time): the client
   * replaces that item and moves it to the top without counting it again (issue 24).
   */
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
  // Live refresh: something the reader may have on screen changed. The payload names it by ids only and the web reads
  // it again through the API (which checks access as always). Sent after the change committed, to the people allowed
  // to see it, besides any notification (which is for the bell and the toast, not for refreshing caches).
  /** Roster, roles, owner or deletion: to the members and who left; applications, invitations: to the staff and him. */
  'team-changed': (p: TeamChanged) => void;
  /** An offer made, answered or closed: to its person, sender and team staff; a move also to old teams' staff. */
  'offer-changed': (p: OfferChanged) => void;
  /** A result submitted, answered, settled or made final: to everyone who plays the match and its organizer. */
  'match-changed': (p: MatchChanged) => void;
  /** A challenge completed (XP, badge, ranking): to the person, or to the team's staff and who joined it for it. */
  'challenge-changed': (p: ChallengeChanged) => void;
  /** The reader unlocked an achievement: to him only. */
  'achievements-changed': (p: { userId: string }) => void;
  /** Answer to `authenticate`: the socket now receives this user's events. */
  authenticated: (p: { userId: string }) => void;
  /** Answer to `authenticate` with an id that is not the session's own user: nothing was joined. */
  'auth-error': (p: { message: string }) => void;
}

export interface TeamChanged {
  teamId: string;
  slug: string;
}
export interface OfferChanged {
  offerId: string;
  teamId: string;
}
export interface MatchChanged {
  matchId: string;
  tournamentId: string | null;
  leagueId: string | null;
}
/** Exactly one of `userId` and `teamId`: whose challenge it was. */
export interface ChallengeChanged {
  challengeId: string;
  userId: string | null;
  teamId: string | null;
}

export interface ClientToServerEvents {
  authenticate: (userId: string) => void;
}

export const SOCKET_PATH = '/ws';
