import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { PageLoadingScreen } from './loading/PageLoadingScreen';
import { AppProviders } from './providers';
import { AppRoutes } from './routing/AppRoutes';
import { ScrollOnNavigate } from './routing/ScrollOnNavigate';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <ScrollOnNavigate />
      <AppProviders queryClient={queryClient}>
        <Suspense fallback={<PageLoadingScreen />}>
          <AppRoutes />
        </Suspense>
      </AppProviders>
    </BrowserRouter>
  );
}
