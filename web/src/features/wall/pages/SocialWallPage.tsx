import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { SearchBox, SearchResultsView, TrendingTagsCard } from '../../explore/components';
import { useFeed } from '../../posts';
import { PostComposer, PostList } from '../../posts/components';
import { useDocumentTitle } from '../../settings';
import { FocusedPost } from './FocusedPost';

/** Posts shown in the wall's search panel before "see all in explore". */
const WALL_SEARCH_POSTS = 3;

/** `/social-wall`: write, read the feed of people I follow or am connected to, search, trending tags. */
export function SocialWallPage() {
  const { t } = useTranslation('wall');
  const { t: tPages } = useTranslation('pages');
  useDocumentTitle(tPages('titles.socialWall'));
  const [q, setQ] = useState('');
  const searching = useDebouncedValue(q).trim();
  const feed = useFeed();
  const [params, setParams] = useSearchParams();
  const focused = params.get('post');

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <header>
          <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
            {tPages('titles.socialWall')}
          </h1>
          <p className="mt-1 text-sm text-zinc-400">{t('subtitle')}</p>
        </header>
        <SearchBox value={q} onChange={setQ} />
        {searching && q.trim() && (
          <section
            aria-labelledby="wall-search-title"
            className="rounded-2xl border border-zinc-800 bg-zinc-950/60 p-4 sm:p-5"
          >
            <h2 id="wall-search-title" className="mb-3 font-semibold text-white">
              {t('searchTitle')}
            </h2>
            <SearchResultsView
              q={searching}
              maxPosts={WALL_SEARCH_POSTS}
              footer={
                <Link
                  to={`/explore?${new URLSearchParams({ q: searching }).toString()}`}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {t('searchAll')}
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              }
            />
          </section>
        )}
        {focused && (
          <FocusedPost
            id={focused}
            onClose={() =>
              setParams((p) => {
                p.delete('post');
                return p;
              })
            }
          />
        )}
        <PostComposer />
        <section aria-labelledby="feed-title" className="space-y-4">
          <h2 id="feed-title" className="text-lg font-semibold text-white">
            {t('feedTitle')}
          </h2>
          <PostList query={feed} autoLoad empty={t('feedEmpty')} label={t('feedTitle')} />
        </section>
      </div>
      <aside aria-label={t('sidebarLabel')} className="space-y-6">
        <TrendingTagsCard />
      </aside>
    </div>
  );
}
