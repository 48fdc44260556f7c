import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Spinner } from '../../../shared/ui/Spinner';

/** A dashboard card: a region named by its heading, with an optional link beside the heading. */
export function DashboardCard({
  id,
  icon: Icon,
  title,
  action,
  className,
  children,
}: {
  /** Unique on the page; names the region (`${id}-title`) and lets tests and later features find the card. */
  id: string;
  icon: LucideIcon;
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Card className={cn('space-y-4 p-4 sm:p-6', className)} role="region" aria-labelledby={titleId} data-card={id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold text-white">
          <Icon className="h-5 w-5 text-cyan-300" aria-hidden="true" />
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The three states every card shares before its data shows: loading, failed (with a retry) and empty. Data
 * already on screen stays when a later refetch fails.
 */
export function CardStates({
  query,
  empty,
  texts,
  children,
}: {
  query: QueryLike;
  /** What to show when the data came back empty, or `null` when there is data to show. */
  empty: ReactNode | null;
  texts: { loading: string; error: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {texts.loading}
      </p>
    );
  }
  if (query.isError && empty !== null) {
    return (
      <div className="flex flex-wrap items-center gap-3 py-2 text-sm text-zinc-400">
        <p role="alert">{texts.error}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (empty !== null) return <div className="py-2 text-sm text-zinc-400">{empty}</div>;
  return <>{children}</>;
}
