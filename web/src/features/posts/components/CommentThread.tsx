import type { Comment } from '@esn/contract';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSendChord } from '../../../shared/lib/keys';
import { cn } from '../../../shared/lib/cn';
import { formatRelativeTime } from '../../../shared/lib/relativeTime';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { controlClasses, Label } from '../../../shared/ui/Field';
import { focusRing } from '../../../shared/ui/focus';
import { useNow } from '../../../shared/hooks/useNow';
import { Spinner } from '../../../shared/ui/Spinner';
import { useAuth } from '../../auth';
import { ReportMenu } from '../../safety/components';
import { useAddComment, useComments, useDeleteComment } from '../api';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { profilePath } from './PostHeader';

const COMMENT_MAX = 2000;

/** A post's comments, newest first, with a box to add one; delete where the server says `canDelete`. */
export function CommentThread({ postId, id }: { postId: string; id: string }) {
  const { t } = useTranslation('posts');
  const comments = useComments(postId, true);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div id={id} className="space-y-3 border-t border-zinc-800 pt-3">
      <CommentForm postId={postId} />
      {comments.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
          <Spinner size="sm" />
          {t('comments.loading')}
        </p>
      ) : comments.isError && items.length === 0 ? (
        <div className="flex items-center gap-3 text-sm text-zinc-400">
          <p role="alert">{t('comments.error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void comments.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('comments.empty')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('comments.listLabel')}>
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} postId={postId} />
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t('comments.loadMore')}
        </Button>
      )}
    </div>
  );
}

function CommentForm({ postId }: { postId: string }) {
  const { t } = useTranslation('posts');
  const add = useAddComment(postId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setError(t('comments.required'));
      return;
    }
    setError(undefined);
    add.mutate(text, { onSuccess: () => setBody('') });
  };

  return (
    <form onSubmit={submit} className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <Label htmlFor={fieldId} className="sr-only">
          {t('comments.label')}
        </Label>
        <textarea
          id={fieldId}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={(e) => {
            if (isSendChord(e)) submit(e);
          }}
          rows={1}
          maxLength={COMMENT_MAX}
          placeholder={t('comments.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={cn(controlClasses, 'min-h-10 resize-y')}
        />
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="mt-1 text-xs text-rose-400">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="md" loading={add.isPending}>
        {t('comments.submit')}
      </Button>
    </form>
  );
}

function CommentItem({ comment, postId }: { comment: Comment; postId: string }) {
  const { t, i18n } = useTranslation('posts');
  const remove = useDeleteComment(postId);
  const { user } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const now = useNow();
  const name = displayName(comment.author);
  const canReport = Boolean(user) && user?.id !== comment.author.id;
  return (
    <li className="flex gap-2">
      <Avatar user={comment.author} className="h-8 w-8" />
      <div className="min-w-0 flex-1 rounded-xl bg-zinc-800/60 px-3 py-2">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 truncate text-sm">
            <Link
              to={profilePath(comment.author.id)}
              className={cn('rounded font-semibold text-white hover:underline', focusRing)}
            >
              {name}
            </Link>
            <span className="text-xs text-zinc-400">
              <span aria-hidden="true"> · </span>
              <time dateTime={comment.createdAt}>
                {formatRelativeTime(comment.createdAt, now, i18n.resolvedLanguage)}
              </time>
            </span>
          </p>
          <div className="flex shrink-0 items-center gap-1">
            {comment.canDelete && (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                aria-label={t('comments.delete', { name })}
                className={cn('shrink-0 rounded p-1 text-zinc-400 hover:text-rose-300', focusRing)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            )}
            {canReport && (
              <ReportMenu
                target={{ type: 'comment', id: comment.id }}
                label={t('comments.menu.label', { name })}
                reportLabel={t('comments.menu.report')}
                className="-my-1 h-7 w-7"
              />
            )}
          </div>
        </div>
        <p className="whitespace-pre-wrap break-words text-sm text-zinc-200">{comment.body}</p>
      </div>
      {comment.canDelete && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('comments.confirmTitle')}
          description={t('comments.confirmBody')}
          confirmLabel={t('comments.confirmDelete')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(comment.id, { onSettled: () => setConfirming(false) })}
        />
      )}
    </li>
  );
}
