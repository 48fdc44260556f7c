import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';
import { controlClasses, Label } from '../../../shared/ui/Field';
import { useSharePost } from '../api';
import type { PostCore } from '../cache';
import { showCreateFailed } from './createFailed';
import { PostHeader } from './PostHeader';
import { PostText } from './PostText';

const SHARE_BODY_MAX = 2000;

/** Repost with an optional comment; the original is what gets shared, also when sharing a share. */
export function ShareDialog({
  post,
  open,
  onOpenChange,
}: {
  post: PostCore;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('posts');
  const share = useSharePost();
  const [body, setBody] = useState('');
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    share.mutate(
      { id: post.id, body: body.trim() },
      {
        onSuccess: () => {
          setBody('');
          onOpenChange(false);
        },
        onError: () => showCreateFailed(t),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('share.title')} description={t('share.description')} className="max-w-lg">
        <form onSubmit={submit} className="space-y-4">
          <div>
            <Label htmlFor={fieldId}>{t('share.commentLabel')}</Label>
            <textarea
              id={fieldId}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              maxLength={SHARE_BODY_MAX}
              rows={3}
              placeholder={t('share.commentPlaceholder')}
              className={cn(controlClasses, 'resize-y')}
            />
          </div>
          <div className="space-y-2 rounded-xl border border-zinc-800 bg-zinc-950/60 p-3">
            <PostHeader post={post} small />
            <PostText
              body={post.body.length > 280 ? `${post.body.slice(0, 279)}…` : post.body}
              className="text-sm text-zinc-300"
            />
          </div>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">{t('confirm.cancel')}</Button>
            </DialogClose>
            <Button type="submit" loading={share.isPending}>
              {t('share.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
