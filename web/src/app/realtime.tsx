import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bindMessageEvents } from '../features/messages/realtime';
import { bindNotificationEvents } from '../features/notifications/realtime';
import { bindTeamEvents } from '../features/teams/realtime';
import { bindTransferEvents } from '../features/transfers/realtime';
import { createSocket, openRealtime, type RealtimeBinder } from './socket';
import { useInjectedSocketFactory } from './socketFactory';
import { bindChallengeEvents } from '../features/challenges/realtime';
import { bindMatchEvents } from '../features/matches/realtime';

export { SocketFactoryProvider } from './socketFactory';

/** Every feature that listens to the socket; a feature adds its binder here. */
const REALTIME_BINDERS: readonly RealtimeBinder[] = [
  bindNotificationEvents,
  bindMessageEvents,
  bindTeamEvents,
  bindTransferEvents,
  bindChallengeEvents,
  bindMatchEvents,
];

/** One socket while someone is signed in; closed on logout and replaced when the user changes. */
export function useRealtimeConnection(userId: string | null): void {
  const factory = useInjectedSocketFactory() ?? createSocket;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return undefined;
    return openRealtime({ userId, createSocket: factory, binders: REALTIME_BINDERS, context: { queryClient } });
  }, [userId, factory, queryClient]);
}

/** The hook as a component, so that AppRoutes can load it (and socket.io) lazily once someone signs in. */
export function RealtimeConnection({ userId }: { userId: string }) {
  useRealtimeConnection(userId);
  return null;
}
