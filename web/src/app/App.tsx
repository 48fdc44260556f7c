import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { PageLoadingScreen } from './loading/PageLoadingScreen';
import { AppProviders } from './providers';
import { AppRoutes } from './routing/AppRoutes';
import { ScrollToTop } from './routing/ScrollToTop';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <AppProviders queryClient={queryClient}>
        <Suspense fallback={<PageLoadingScreen />}>
          <AppRoutes />
        </Suspense>
      </AppProviders>
    </BrowserRouter>
  );
}
