import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { postsOf, type PostPages } from '../cache';
import { PostCard } from './PostCard';

interface PostListProps {
  query: UseInfiniteQueryResult<PostPages>;
  /** Shown when the list has no post at all. */
  empty: string;
  label: string;
  /** Fetch the next page when the end of the list scrolls into view (the button stays as the fallback). */
  autoLoad?: boolean;
}

/** A paginated list of posts with its loading, error and empty states and a "load more" button. */
export function PostList({ query, empty, label, autoLoad = false }: PostListProps) {
  const { t } = useTranslation('posts');
  const posts = postsOf(query.data);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const target = sentinel.current;
    if (!autoLoad || !target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [autoLoad, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('list.loading')}
      </p>
    );
  }
  if (query.isError && posts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-sm text-zinc-400">
        <p role="alert">{t('list.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (posts.length === 0) return <p className="py-10 text-center text-sm text-zinc-400">{empty}</p>;

  return (
    <div className="space-y-4">
      <div role="feed" aria-label={label} aria-busy={query.isFetching} className="space-y-4">
        {posts.map((post, i) => (
          <PostCard key={post.id} post={post} position={i + 1} setSize={hasNextPage ? -1 : posts.length} />
        ))}
      </div>
      <div ref={sentinel} />
      {hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('list.loadMore')}
          </Button>
        </div>
      ) : (
        posts.length > 3 && <p className="text-center text-xs text-zinc-500">{t('list.end')}</p>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-rose-300">
          {t('list.moreError')}
        </p>
      )}
    </div>
  );
}
