import { Hash, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { focusRing } from '../../../shared/ui/focus';
import { Spinner } from '../../../shared/ui/Spinner';
import { tagPath } from '../../posts/components';
import { useTrendingTags } from '../api';

/** Tags used by the most people in the last day (`GET /api/tags/trending`). */
export function TrendingTagsCard({ className }: { className?: string }) {
  const { t } = useTranslation('explore');
  const trending = useTrendingTags();
  const items = trending.data?.items ?? [];
  const headingId = 'trending-tags-title';
  return (
    <Card className={cn('p-5', className)} role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-white">
        <TrendingUp className="h-5 w-5 text-cyan-300" aria-hidden="true" />
        {t('trending.title')}
      </h2>
      {trending.isPending ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-zinc-400">
          <Spinner size="sm" />
          {t('trending.loading')}
        </p>
      ) : trending.isError ? (
        <div className="mt-4 flex items-center gap-3 text-sm text-zinc-400">
          <p role="alert">{t('trending.error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void trending.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-zinc-400">{t('trending.empty')}</p>
      ) : (
        <ol className="mt-3 space-y-1">
          {items.map((item, i) => (
            <li key={item.tag}>
              <Link
                to={tagPath(item.label)}
                className={cn(
                  'flex items-center gap-3 rounded-lg px-2 py-2 transition-colors hover:bg-zinc-800/70',
                  focusRing,
                )}
              >
                <span className="w-5 text-right text-xs tabular-nums text-zinc-500" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-0.5 truncate font-medium text-cyan-200">
                    <Hash className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                    {item.label}
                  </span>
                  <span className="block text-xs text-zinc-400">{t('trending.authors', { count: item.authors })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
