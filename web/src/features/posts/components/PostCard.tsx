import type { Post } from '@esn/contract';
import { Heart, MessageCircle, Repeat2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { displayName } from '../../../shared/ui/Avatar';
import { focusRing } from '../../../shared/ui/focus';
import { useAuth } from '../../auth';
import { ReportMenu } from '../../safety/components';
import { useDeletePost, useToggleLike } from '../api';
import type { PostCore } from '../cache';
import { CommentThread } from './CommentThread';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { PollView } from './PollView';
import { PostHeader } from './PostHeader';
import { PostMedia } from './PostMedia';
import { PostText } from './PostText';
import { ShareDialog } from './ShareDialog';

/** What a post says: its text with hashtag links, then its pictures, video or poll. */
function PostContent({ post }: { post: PostCore }) {
  const { user } = useAuth();
  return (
    <div className="space-y-3">
      <PostText body={post.body} />
      <PostMedia post={post} />
      {post.poll && <PollView postId={post.id} poll={post.poll} byReader={post.author.id === user?.id} />}
    </div>
  );
}

const actionClasses = cn(
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-zinc-400 transition-colors hover:bg-zinc-800 hover:text-white',
  focusRing,
);

type PostCardProps = {
  post: Post;
  position?: number;
  setSize?: number;
  /** The comments shown from the start (the post a comment notification points at). */
  commentsOpen?: boolean;
};

export function PostCard({ post, position, setSize, commentsOpen: openAtFirst = false }: PostCardProps) {
  const { t } = useTranslation('posts');
  const { user } = useAuth();
  const baseId = useId();
  const nameId = `${baseId}-author`;
  const threadId = `${baseId}-comments`;
  const [commentsOpen, setCommentsOpen] = useState(openAtFirst);
  const [sharing, setSharing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const like = useToggleLike(post);
  const remove = useDeletePost();
  const isOwn = user?.id === post.author.id;
  const original = post.sharedPost;
  const name = displayName(post.author);
  const originalName = original ? displayName(original.author) : '';

  return (
    <article
      aria-labelledby={nameId}
      aria-posinset={position}
      aria-setsize={setSize}
      className="space-y-3 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-4 shadow-lg shadow-black/20 sm:p-5"
    >
      <header className="flex items-start justify-between gap-3">
        <PostHeader post={post} nameId={nameId} />
        {isOwn && (
          <button
            type="button"
            onClick={() => setConfirmingDelete(true)}
            aria-label={t('delete.label')}
            className={cn('rounded-lg p-2 text-zinc-400 hover:bg-zinc-800 hover:text-rose-300', focusRing)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
        {user && !isOwn && (
          <ReportMenu
            target={{ type: 'post', id: post.id }}
            label={t('menu.label', { name })}
            reportLabel={t('menu.report')}
          />
        )}
      </header>

      {original ? (
        <>
          <p className="flex items-center gap-1.5 text-xs font-medium text-zinc-400">
            <Repeat2 className="h-4 w-4" aria-hidden="true" />
            {t('share.sharedBy', { name })}
          </p>
          <PostText body={post.body} />
          <section
            aria-label={t('share.originalLabel', { name: originalName })}
            className="space-y-3 rounded-xl border border-zinc-800 bg-zinc-950/50 p-3 sm:p-4"
          >
            <div className="flex items-start justify-between gap-3">
              <PostHeader post={original} small />
              {user && user.id !== original.author.id && (
                <ReportMenu
                  target={{ type: 'post', id: original.id }}
                  label={t('menu.label', { name: originalName })}
                  reportLabel={t('menu.report')}
                  className="h-8 w-8"
                />
              )}
            </div>
            <PostContent post={original} />
          </section>
        </>
      ) : (
        <PostContent post={post} />
      )}

      <div className="-mx-2 flex flex-wrap items-center gap-1 border-t border-zinc-800 pt-2">
        <button
          type="button"
          aria-pressed={post.likedByMe}
          aria-label={t('actions.like', { count: post.likeCount })}
          onClick={() => like.mutate(!post.likedByMe)}
          className={cn(actionClasses, post.likedByMe && 'text-rose-400 hover:text-rose-300')}
        >
          <Heart className={cn('h-4 w-4', post.likedByMe && 'fill-current')} aria-hidden="true" />
          <span aria-hidden="true">{post.likeCount}</span>
        </button>
        <button
          type="button"
          aria-expanded={commentsOpen}
          aria-controls={commentsOpen ? threadId : undefined}
          aria-label={t('actions.comment', { count: post.commentCount })}
          onClick={() => setCommentsOpen((open) => !open)}
          className={actionClasses}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{post.commentCount}</span>
        </button>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={t('actions.share', { count: (original ?? post).shareCount })}
          onClick={() => setSharing(true)}
          className={actionClasses}
        >
          <Repeat2 className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{(original ?? post).shareCount}</span>
        </button>
      </div>

      {commentsOpen && <CommentThread postId={post.id} id={threadId} />}

      {sharing && <ShareDialog post={original ?? post} open={sharing} onOpenChange={setSharing} />}
      {isOwn && (
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={t('delete.confirmTitle')}
          description={t('delete.confirmBody')}
          confirmLabel={t('delete.confirm')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(post.id, { onSettled: () => setConfirmingDelete(false) })}
        />
      )}
    </article>
  );
}
