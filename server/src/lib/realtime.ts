import type { ServerToClientEvents } from '@esn/contract';

/** Sending side of the socket, for event listeners. */
export type Realtime = {
  toUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** People with at least one connected socket, on every process. */
  onlineCount(): Promise<number>;
};
