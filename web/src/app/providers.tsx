import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { PostLoginProvider } from '../features/auth/postLogin';
import { useToast } from '../shared/ui/toast';
import { SocketFactoryProvider } from './socketFactory';
import type { SocketFactory } from './socket';
import { lazyComponent } from './routing/lazyPage';

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
        <PostLoginProvider>
          {children}
          <DeferredToaster />
        </PostLoginProvider>
      </SocketFactoryProvider>
    </QueryClientProvider>
  );
}

const Toaster = lazyComponent(() => import('../shared/ui/toast/Toaster').then((m) => m.Toaster));

/** For tests: with the code loaded, the Toaster is there from the first render and toasts show at once. */
export const preloadToaster = Toaster.preload;

/**
 * Radix's toast code is not part of the first page: it loads with the first toast (most first visits never
 * show one), and renders at once from then on.
 */
function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(Toaster.isReady);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
