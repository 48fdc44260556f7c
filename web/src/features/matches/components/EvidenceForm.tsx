import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { toast } from '../../../shared/ui/toast';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { useAddEvidence } from '../api';
import { ScreenshotPicker, type PickedScreenshot } from './ScreenshotPicker';

const COMMENT_MAX = 1000;

/** A side's evidence while a result waits or is disputed: a comment, a screenshot, or both (at least one). */
export function EvidenceForm({ matchId }: { matchId: string }) {
  const { t } = useTranslation('matches');
  const [comment, setComment] = useState('');
  const [screenshot, setScreenshot] = useState<PickedScreenshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = useAddEvidence(matchId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim() && !screenshot) return setError(t('evidence.empty'));
    if (comment.trim().length > COMMENT_MAX) return setError(t('evidence.tooLong', { max: COMMENT_MAX }));
    setError(null);
    add.mutate(
      { comment, screenshot: screenshot?.file ?? null },
      {
        onSuccess: () => {
          setComment('');
          setScreenshot(null);
          toast({ variant: 'success', description: t('evidence.added') });
        },
        onError: (failure) => toast({ variant: 'error', description: errorMessage(failure, t) }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 border-t border-zinc-800 pt-6">
      <h3 className="text-sm font-semibold text-white">{t('evidence.add')}</h3>
      <TextAreaField
        label={t('evidence.comment')}
        hint={t('evidence.commentHint', { max: COMMENT_MAX })}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={COMMENT_MAX}
        error={error ?? undefined}
      />
      <ScreenshotPicker value={screenshot} onChange={setScreenshot} disabled={add.isPending} />
      <Button type="submit" variant="secondary" loading={add.isPending} className="w-full sm:w-auto">
        {t('evidence.send')}
      </Button>
    </form>
  );
}
