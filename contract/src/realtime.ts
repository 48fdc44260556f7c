/**
 * Typed socket.io event maps shared by server and web (spec §7 Realtime).
 * Payloads are filled in by the notifications feature; the names are fixed by the spec.
 */
export interface ServerToClientEvents {
  'new-notification': (n: Record<string, unknown>) => void;
  'notification-read': (p: { id: string }) => void;
  'all-notifications-read': () => void;
  'all-notifications-deleted': () => void;
  'notification-deleted': (p: { id: string }) => void;
  'match-result-approved': (p: { matchId: string }) => void;
  'new-message': (p: Record<string, unknown>) => void;
  authenticated: (p: { userId: string }) => void;
  'auth-error': (p: { message: string }) => void;
}
export interface ClientToServerEvents {
  authenticate: (userId: string) => void;
}
export const SOCKET_PATH = '/ws';
