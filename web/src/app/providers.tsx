import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PostLoginProvider } from '../features/auth/postLogin';
import { Toaster } from '../shared/ui/toast';
import { TooltipProvider } from '../shared/ui/Tooltip';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <PostLoginProvider>
          {children}
          <Toaster />
        </PostLoginProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
