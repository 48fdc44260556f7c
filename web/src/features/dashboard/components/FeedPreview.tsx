import { ArrowRight, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { useFeed, postsOf } from '../../posts';
import { PostCard } from '../../posts/components';
import { CardStates, DashboardCard } from './DashboardCard';

const FEED_PREVIEW_SIZE = 3;

/** The first posts of the wall (the same cached feed), with the way to the whole of it. */
export function FeedPreview() {
  const { t } = useTranslation('dashboard');
  const feed = useFeed();
  const posts = postsOf(feed.data).slice(0, FEED_PREVIEW_SIZE);
  return (
    <DashboardCard
      id="feed-preview"
      icon={Newspaper}
      title={t('feed.title')}
      action={
        <Link to="/social-wall" className={buttonClasses('secondary', 'sm')}>
          {t('feed.openWall')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      }
    >
      <CardStates
        query={feed}
        empty={posts.length === 0 ? <p>{t('feed.empty')}</p> : null}
        texts={{ loading: t('feed.loading'), error: t('feed.error') }}
      >
        <div className="space-y-4">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      </CardStates>
    </DashboardCard>
  );
}
