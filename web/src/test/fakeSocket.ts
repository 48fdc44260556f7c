import type { ServerToClientEvents } from '@esn/contract';
import type { AppSocket, SocketFactory } from '../app/socket';

type Listener = (...args: never[]) => void;

/**
 * Stands in for a socket.io client socket in component tests: records what the app emits and lets a test
 * deliver server events with `receive`. It never touches the network.
 */
export class FakeSocket {
  connectCalls = 0;
  /** socket.io's `active`: false once the server refused the handshake (no automatic reconnection then). */
  active = true;
  disconnected = false;
  readonly emitted: unknown[][] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push([event, ...args]);
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** The transport came up (socket.io's reserved `connect` event). */
  simulateConnect(): void {
    this.fire('connect');
  }

  /** The server's handshake middleware refused the connection with this message. */
  simulateRefusal(message: string): void {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  /** A server event reaching this socket. */
  receive<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.fire(event, ...args);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (...a: unknown[]) => void)(...args);
  }
}

export function fakeSocketFactory(): { factory: SocketFactory; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  const factory: SocketFactory = () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket as unknown as AppSocket;
  };
  return { factory, sockets };
}
