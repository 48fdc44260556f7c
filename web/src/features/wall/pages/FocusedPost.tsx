import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../../shared/api';
import { buttonClasses } from '../../../shared/ui/Button';
import { usePost } from '../../posts';
import { PostCard } from '../../posts/components';

/**
 * The post a like or comment notification points at (`/social-wall?post={id}`), above the feed with its comments
 * open, so that clicking "Ayşe commented on your post" shows that post and that comment, not the top of the feed.
 * Focus moves to its heading so that keyboard and screen-reader users land on it too.
 */
export function FocusedPost({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('wall');
  const post = usePost(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [id]);
  const gone = post.data === null || isNotFound(post.error);

  return (
    <section aria-labelledby="focused-post-title" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2
          id="focused-post-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-white outline-none"
        >
          {t('focused.title')}
        </h2>
        <button type="button" onClick={onClose} className={buttonClasses('ghost', 'sm')}>
          <X className="h-4 w-4" aria-hidden="true" />
          {t('focused.close')}
        </button>
      </div>
      {post.data ? (
        <PostCard post={post.data} commentsOpen />
      ) : (
        <p role="status" className="rounded-2xl border border-zinc-800 bg-zinc-950/60 p-4 text-sm text-zinc-400">
          {gone ? t('focused.gone') : post.isError ? t('focused.failed') : t('focused.loading')}
        </p>
      )}
    </section>
  );
}
