import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { PostCard } from '../../posts/components';
import { useDocumentTitle } from '../../settings';
import { TRENDING_LIMIT, useTagsPreview, useTrendingTags } from '../api';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { SearchBox } from '../components/SearchBox';
import { SearchResultsView } from '../components/SearchResultsView';
import { TrendingTagsCard } from '../components/TrendingTagsCard';

/** With an empty box: the newest posts of this many top tags, a few each, this many in all. */
const PREVIEW_TAGS = 3;
const PREVIEW_PER_TAG = 5;
const PREVIEW_TOTAL = 10;

/** `/explore`: search people, teams and posts; trending tags and their newest posts meanwhile. */
export function ExplorePage() {
  const { t } = useTranslation('explore');
  const { t: tPages } = useTranslation('pages');
  useDocumentTitle(tPages('titles.explore'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const searching = useDebouncedValue(q).trim();

  // The box lives in the address, so a search can be shared and survives going back.
  const setQ = (value: string) => setParams(value ? { q: value } : {}, { replace: true });

  return (
    <div className="space-y-6">
      <header>
        <h1 id="page-title" className="flex items-center gap-2 text-3xl font-bold tracking-tight text-white">
          <Compass className="h-7 w-7 text-cyan-300" aria-hidden="true" />
          {tPages('titles.explore')}
        </h1>
        <p className="mt-1 text-sm text-zinc-400">{t('subtitle')}</p>
      </header>
      <SearchBox value={q} onChange={setQ} autoFocus />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {searching && q.trim() ? (
            <section aria-labelledby="explore-results-title">
              <h2 id="explore-results-title" className="sr-only">
                {t('search.resultsTitle')}
              </h2>
              <SearchResultsView q={searching} />
            </section>
          ) : (
            <TrendingPosts />
          )}
        </div>
        <aside aria-label={t('sidebarLabel')} className="space-y-6">
          <TrendingTagsCard />
        </aside>
      </div>
    </div>
  );
}

function TrendingPosts() {
  const { t } = useTranslation('explore');
  const trending = useTrendingTags(TRENDING_LIMIT);
  const tags = (trending.data?.items ?? []).slice(0, PREVIEW_TAGS).map((item) => item.tag);
  const preview = useTagsPreview(tags, PREVIEW_PER_TAG, PREVIEW_TOTAL);
  const loading = trending.isPending || (tags.length > 0 && preview.isPending && preview.posts.length === 0);

  return (
    <section aria-labelledby="trending-posts-title" className="space-y-4">
      <h2 id="trending-posts-title" className="text-lg font-semibold text-white">
        {t('trendingPosts.title')}
      </h2>
      {loading ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
          <Spinner size="sm" />
          {t('trendingPosts.loading')}
        </p>
      ) : trending.isError || preview.isError ? (
        <div className="flex items-center gap-3 py-6 text-sm text-zinc-400">
          <p role="alert">{t('trendingPosts.error')}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => (trending.isError ? void trending.refetch() : preview.refetch())}
          >
            {t('retry')}
          </Button>
        </div>
      ) : preview.posts.length === 0 ? (
        <p className="py-6 text-sm text-zinc-400">{t('trendingPosts.empty')}</p>
      ) : (
        <div role="feed" aria-labelledby="trending-posts-title" className="space-y-4">
          {preview.posts.map((post, i) => (
            <PostCard key={post.id} post={post} position={i + 1} setSize={preview.posts.length} />
          ))}
        </div>
      )}
    </section>
  );
}
