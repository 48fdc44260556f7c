import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeSocketFactory } from '../test/fakeSocket';
import { SocketFactoryProvider, useRealtimeConnection } from './realtime';

function setup(initial: string | null) {
  const { factory, sockets } = fakeSocketFactory();
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SocketFactoryProvider factory={factory}>{children}</SocketFactoryProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(({ userId }: { userId: string | null }) => useRealtimeConnection(userId), {
    wrapper,
    initialProps: { userId: initial },
  });
  return { sockets, hook };
}

describe('useRealtimeConnection', () => {
  it('opens nothing while nobody is signed in', () => {
    const { sockets } = setup(null);
    expect(sockets).toHaveLength(0);
  });

  it('opens on sign-in, authenticates on connect and closes on logout', () => {
    const { sockets, hook } = setup(null);
    hook.rerender({ userId: 'u1' });
    expect(sockets).toHaveLength(1);
    sockets[0]?.simulateConnect();
    expect(sockets[0]?.emitted).toEqual([['authenticate', 'u1']]);
    // The notifications cache listens to notifications; the features refresh on their typed live events.
    expect(sockets[0]?.listenerCount('new-notification')).toBe(1);
    for (const event of ['team-changed', 'offer-changed', 'match-changed', 'challenge-changed'] as const)
      expect(sockets[0]?.listenerCount(event)).toBe(1);

    hook.rerender({ userId: null });
    expect(sockets[0]?.disconnected).toBe(true);
    expect(sockets).toHaveLength(1);
  });

  it('replaces the socket when another user signs in', () => {
    const { sockets, hook } = setup('u1');
    hook.rerender({ userId: 'u2' });
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.disconnected).toBe(true);
    sockets[1]?.simulateConnect();
    expect(sockets[1]?.emitted).toEqual([['authenticate', 'u2']]);
  });

  it('closes on unmount', () => {
    const { sockets, hook } = setup('u1');
    hook.unmount();
    expect(sockets[0]?.disconnected).toBe(true);
  });
});
