import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { bindMessageEvents } from '../features/messages/realtime';
import { bindNotificationEvents } from '../features/notifications/realtime';
import { bindTeamEvents } from '../features/teams/realtime';
import { createSocket, openRealtime, type RealtimeBinder, type SocketFactory } from './socket';

/** Every feature that listens to the socket; a feature adds its binder here. */
export const REALTIME_BINDERS: readonly RealtimeBinder[] = [bindNotificationEvents, bindMessageEvents, bindTeamEvents];

const SocketFactoryContext = createContext<SocketFactory>(createSocket);

/** Tests put a fake socket here; the app uses socket.io. */
export function SocketFactoryProvider({ factory, children }: { factory?: SocketFactory; children: ReactNode }) {
  return <SocketFactoryContext.Provider value={factory ?? createSocket}>{children}</SocketFactoryContext.Provider>;
}

/** One socket while someone is signed in; closed on logout and replaced when the user changes. */
export function useRealtimeConnection(userId: string | null): void {
  const factory = useContext(SocketFactoryContext);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return undefined;
    return openRealtime({ userId, createSocket: factory, binders: REALTIME_BINDERS, context: { queryClient } });
  }, [userId, factory, queryClient]);
}
