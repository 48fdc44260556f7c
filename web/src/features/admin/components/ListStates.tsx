import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';

/** A section's data on its way: announced, with a spinner. */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
      <Spinner size="sm" />
      {children}
    </p>
  );
}

/** A section's data could not be read: said once, with a way to ask again. */
export function ErrorState({ children, retry, onRetry }: { children: ReactNode; retry: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 py-6 text-sm text-zinc-400">
      <p role="alert">{children}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}

function EmptyState({ children }: { children: ReactNode }) {
  return <p className="py-6 text-sm text-zinc-400">{children}</p>;
}

interface QueryStatesProps {
  pending: boolean;
  /** Failed with nothing to show (a failed refetch keeps the rows on screen). */
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  texts: { loading: string; error: string; empty: string; retry: string };
  children: ReactNode;
}

/** Loading, error-with-retry and empty, in that order; otherwise the section's own rows. */
export function QueryStates({ pending, failed, empty, onRetry, texts, children }: QueryStatesProps) {
  if (pending) return <LoadingState>{texts.loading}</LoadingState>;
  if (failed)
    return (
      <ErrorState retry={texts.retry} onRetry={onRetry}>
        {texts.error}
      </ErrorState>
    );
  if (empty) return <EmptyState>{texts.empty}</EmptyState>;
  return <>{children}</>;
}
