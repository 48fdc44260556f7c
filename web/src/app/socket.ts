import { SOCKET_PATH, TIMINGS, type ClientToServerEvents, type ServerToClientEvents } from '@esn/contract';
import type { QueryClient } from '@tanstack/react-query';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type SocketFactory = () => AppSocket;

/** Spec §7/§9: /ws on the same origin, websocket first with polling as fallback, reconnecting forever. */
const SOCKET_OPTIONS = {
  path: SOCKET_PATH,
  transports: ['websocket', 'polling'],
  // Without it engine.io gives up after the first transport fails instead of falling back to polling.
  tryAllTransports: true,
  withCredentials: true,
  autoConnect: false,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: TIMINGS.socketReconnectDelayMs,
  reconnectionDelayMax: TIMINGS.socketReconnectDelayMaxMs,
  randomizationFactor: TIMINGS.socketRandomization,
  timeout: TIMINGS.socketTimeoutMs,
} satisfies Partial<ManagerOptions & SocketOptions>;

/** The app's socket: not connected yet, so listeners can be attached first. */
export const createSocket: SocketFactory = () => io(SOCKET_OPTIONS);

interface RealtimeContext {
  queryClient: QueryClient;
}

/** A feature's listeners (`features/<feature>/realtime.ts`); they live as long as the socket. */
export type RealtimeBinder = (socket: AppSocket, context: RealtimeContext) => void;

/** Handshake refusals (server/src/plugins/realtime.ts) that a later attempt may get past. */
const RETRYABLE_REFUSALS = new Set(['unavailable', 'internal']);

export interface OpenRealtimeOptions {
  userId: string;
  createSocket: SocketFactory;
  binders: readonly RealtimeBinder[];
  context: RealtimeContext;
}

/**
 * Opens the signed-in user's socket (spec §4). The session cookie authenticates the handshake; the server
 * still wants `authenticate` with the user's id after every connect, reconnections included, before it
 * delivers that user's events. Returns the function that closes it for good (logout, another user).
 */
export function openRealtime({ userId, createSocket: create, binders, context }: OpenRealtimeOptions): () => void {
  const socket = create();
  socket.on('connect', () => {
    socket.emit('authenticate', userId);
  });
  // A refusal by the server's handshake check ends socket.io's own reconnecting. When the refusal says the
  // server could not check the session just then (its database was away), try again later; a session that is
  // gone ('unauthorized') is the logged-out recheck's business, not a reason to knock forever.
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect_error', (err) => {
    if (socket.active || !RETRYABLE_REFUSALS.has(err.message)) return;
    clearTimeout(retry);
    retry = setTimeout(() => socket.connect(), TIMINGS.socketReconnectDelayMaxMs);
  });
  socket.on('auth-error', ({ message }) => {
    // Nothing the person can act on: the session and the signed-in user disagree until the next reload.
    console.warn(`realtime: authentication refused (${message})`);
  });
  for (const bind of binders) bind(socket, context);
  socket.connect();
  return () => {
    clearTimeout(retry);
    socket.removeAllListeners();
    socket.disconnect();
  };
}
