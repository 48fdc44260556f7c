import { createContext, useContext, type ReactNode } from 'react';
import type { SocketFactory } from './socket';

/**
 * Tests put a fake socket here; null means socket.io. Kept apart from the realtime wiring so that the app's
 * providers do not pull socket.io into the first page: it loads with the first signed-in screen.
 */
const SocketFactoryContext = createContext<SocketFactory | null>(null);

export function SocketFactoryProvider({ factory, children }: { factory?: SocketFactory; children: ReactNode }) {
  return <SocketFactoryContext.Provider value={factory ?? null}>{children}</SocketFactoryContext.Provider>;
}

export function useInjectedSocketFactory(): SocketFactory | null {
  return useContext(SocketFactoryContext);
}
