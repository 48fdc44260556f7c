import { ArrowRight, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Spinner } from '../../../shared/ui/Spinner';
import { useFeed } from '../../posts/api';
import { postsOf } from '../../posts/cache';
import { PostCard } from '../../posts/components/PostCard';

export const FEED_PREVIEW_SIZE = 3;

/** The first posts of the wall (the same cached feed), with the way to the whole of it. */
export function FeedPreview() {
  const { t } = useTranslation('dashboard');
  const feed = useFeed();
  const posts = postsOf(feed.data).slice(0, FEED_PREVIEW_SIZE);
  return (
    <Card className="space-y-4 p-4 sm:p-6" role="region" aria-labelledby="feed-preview-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="feed-preview-title" className="flex items-center gap-2 font-semibold text-white">
          <Newspaper className="h-5 w-5 text-cyan-300" aria-hidden="true" />
          {t('feed.title')}
        </h2>
        <Link to="/social-wall" className={buttonClasses('secondary', 'sm')}>
          {t('feed.openWall')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      {feed.isPending ? (
        <p role="status" className="flex items-center gap-2 py-4 text-sm text-zinc-400">
          <Spinner size="sm" />
          {t('feed.loading')}
        </p>
      ) : feed.isError && posts.length === 0 ? (
        <div className="flex items-center gap-3 py-4 text-sm text-zinc-400">
          <p role="alert">{t('feed.error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void feed.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : posts.length === 0 ? (
        <p className="py-4 text-sm text-zinc-400">{t('feed.empty')}</p>
      ) : (
        <div className="space-y-4">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
    </Card>
  );
}
