import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Spinner } from './Spinner';

export type PagedListTexts = { loading: string; error: string; retry: string; empty: string; loadMore: string };

/**
 * A cursor-paginated list of `{ items, nextCursor }` pages with its loading, error (with retry), empty and
 * "load more" states, so that every list of people or things behaves the same way.
 */
export function PagedList<T extends { id: string }>({
  query,
  texts,
  renderItem,
  listClassName,
  listLabel,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  texts: PagedListTexts;
  renderItem: (item: T) => ReactNode;
  listClassName: string;
  listLabel?: string;
}) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
        <Spinner size="sm" />
        {texts.loading}
      </p>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-zinc-400">
        <p role="alert">{texts.error}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <p className="py-6 text-sm text-zinc-400">{texts.empty}</p>;

  return (
    <div className="space-y-4">
      <ul className={listClassName} aria-label={listLabel} aria-busy={query.isFetching || undefined}>
        {items.map((item) => renderItem(item))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {texts.loadMore}
        </Button>
      )}
    </div>
  );
}
