import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { foldTag, tagLabel } from '@esn/contract/posts/tags';
import { buttonClasses } from '../../../shared/ui/Button';
import { TrendingTagsCard } from '../../explore/components';
import { useTagPosts } from '../../posts';
import { PostList } from '../../posts/components';
import { useDocumentTitle } from '../../settings';

/**
 * `/tags/:tag`, the tag as written (tagPath): shown so, and looked up folded (contract `foldTag`) as tags are stored, so
 * every spelling of a tag is one page.
 */
export function TagRoute() {
  const { tag = '' } = useParams();
  const folded = foldTag(tag);
  return <TagPage key={folded} folded={folded} label={tagLabel(tag) || folded} />;
}

function TagPage({ folded, label: tag }: { folded: string; label: string }) {
  const { t } = useTranslation('wall');
  const posts = useTagPosts(folded);
  useDocumentTitle(`#${tag}`);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="page-title" className="min-w-0 space-y-6">
        <header className="space-y-2">
          <Link to="/social-wall" className={buttonClasses('ghost', 'sm', '-ml-3')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('tag.back')}
          </Link>
          <h1 id="page-title" className="break-all text-3xl font-bold tracking-tight text-white">
            <span className="text-cyan-300">#</span>
            {tag}
          </h1>
          <p className="text-sm text-zinc-400">{t('tag.subtitle')}</p>
        </header>
        <PostList query={posts} autoLoad empty={t('tag.empty', { tag })} label={t('tag.listLabel', { tag })} />
      </section>
      <aside aria-label={t('sidebarLabel')} className="space-y-6">
        <TrendingTagsCard />
      </aside>
    </div>
  );
}
