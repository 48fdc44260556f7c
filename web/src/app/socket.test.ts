import { SOCKET_PATH, TIMINGS } from '@esn/contract';
import { QueryClient } from '@tanstack/react-query';
import { FakeSocket } from '../test/fakeSocket';

// The one place that replaces socket.io-client itself: to see what the app asks it for.
const fake = vi.hoisted(() => ({ socket: null as unknown, io: vi.fn() }));
vi.mock('socket.io-client', () => ({ io: fake.io }));

const { createSocket, openRealtime } = await import('./socket');

beforeEach(() => {
  fake.socket = new FakeSocket();
  fake.io.mockReset();
  fake.io.mockImplementation(() => fake.socket);
});

const socket = () => fake.socket as FakeSocket;

describe('socket client', () => {
  it('asks socket.io for /ws, websocket then polling, and spec §9 reconnection without a limit', () => {
    createSocket();
    expect(fake.io).toHaveBeenCalledTimes(1);
    expect(fake.io).toHaveBeenCalledWith(
      expect.objectContaining({
        path: SOCKET_PATH,
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
        withCredentials: true,
        autoConnect: false,
        reconnection: true,
        reconnectionAttempts: Infinity,
        reconnectionDelay: TIMINGS.socketReconnectDelayMs,
        reconnectionDelayMax: TIMINGS.socketReconnectDelayMaxMs,
        randomizationFactor: TIMINGS.socketRandomization,
        timeout: TIMINGS.socketTimeoutMs,
      }),
    );
  });

  it('emits authenticate with the user id on every connect, reconnections included', () => {
    const close = openRealtime({
      userId: 'u42',
      createSocket,
      binders: [],
      context: { queryClient: new QueryClient() },
    });
    expect(socket().connectCalls).toBe(1);
    expect(socket().emitted).toEqual([]);

    socket().simulateConnect();
    expect(socket().emitted).toEqual([['authenticate', 'u42']]);
    socket().simulateConnect();
    expect(socket().emitted).toEqual([
      ['authenticate', 'u42'],
      ['authenticate', 'u42'],
    ]);

    close();
    expect(socket().disconnected).toBe(true);
    expect(socket().listenerCount('connect')).toBe(0);
  });

  it('tries again after a refusal the server could not decide (database away), not after unauthorized', () => {
    vi.useFakeTimers();
    try {
      const close = openRealtime({
        userId: 'u1',
        createSocket,
        binders: [],
        context: { queryClient: new QueryClient() },
      });
      expect(socket().connectCalls).toBe(1);
      socket().simulateRefusal('unavailable');
      vi.advanceTimersByTime(TIMINGS.socketReconnectDelayMaxMs - 1);
      expect(socket().connectCalls).toBe(1);
      vi.advanceTimersByTime(1);
      expect(socket().connectCalls).toBe(2);

      socket().simulateRefusal('unauthorized');
      vi.advanceTimersByTime(TIMINGS.socketReconnectDelayMaxMs * 3);
      expect(socket().connectCalls).toBe(2);

      socket().simulateRefusal('unavailable');
      close();
      vi.advanceTimersByTime(TIMINGS.socketReconnectDelayMaxMs * 3);
      expect(socket().connectCalls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets every feature bind its listeners before connecting', () => {
    const queryClient = new QueryClient();
    const order: string[] = [];
    const binder = vi.fn((s: unknown, ctx: { queryClient: QueryClient }) => {
      expect(s).toBe(fake.socket);
      expect(ctx.queryClient).toBe(queryClient);
      order.push(`bound, connectCalls=${socket().connectCalls}`);
    });
    openRealtime({ userId: 'u1', createSocket, binders: [binder], context: { queryClient } });
    expect(order).toEqual(['bound, connectCalls=0']);
  });
});
