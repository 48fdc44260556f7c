import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PostLoginProvider } from '../features/auth/postLogin';
import { Toaster } from '../shared/ui/toast';
import { TooltipProvider } from '../shared/ui/Tooltip';
import { SocketFactoryProvider } from './realtime';
import type { SocketFactory } from './socket';

export function AppProviders({
  queryClient,
  socketFactory,
  children,
}: {
  queryClient: QueryClient;
  /** Tests pass a fake; the app connects with socket.io. */
  socketFactory?: SocketFactory;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SocketFactoryProvider factory={socketFactory}>
        <TooltipProvider>
          <PostLoginProvider>
            {children}
            <Toaster />
          </PostLoginProvider>
        </TooltipProvider>
      </SocketFactoryProvider>
    </QueryClientProvider>
  );
}
