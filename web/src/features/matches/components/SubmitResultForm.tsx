import type { Match } from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { toast } from '../../../shared/ui/toast';
import { useSubmitResult } from '../api';
import { GamesFields } from './GamesFields';
import { ScoreFields } from './ScoreFields';
import { useResultDraft } from './useResultDraft';
import { ScreenshotPicker, type PickedScreenshot } from './ScreenshotPicker';
import { Section } from './Section';

/**
 * A side's result (issue 11): both scores with steppers (side A's first, whoever sends it), an optional screenshot,
 * no draw in an elimination match. In a series the score is games won, and each game (map, score) may be listed.
 * The other side then approves it, or it is approved at its deadline.
 */
export function SubmitResultForm({ match }: { match: Match }) {
  const { t } = useTranslation('matches');
  const draft = useResultDraft(match, () => ({ scores: { a: '0', b: '0' }, games: [] }));
  const [screenshot, setScreenshot] = useState<PickedScreenshot | null>(null);
  const submit = useSubmitResult(match.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = draft.check();
    if (!result) return;
    submit.mutate(
      { ...result, screenshot: screenshot?.file ?? null },
      {
        onSuccess: () => toast({ variant: 'success', description: t('submit.sent') }),
        onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
      },
    );
  };

  return (
    <Section id="match-submit" title={t('submit.title')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-zinc-400">{t('submit.intro')}</p>
        <ScoreFields {...draft.fields.scores} />
        <GamesFields {...draft.fields.games} />
        <ScreenshotPicker value={screenshot} onChange={setScreenshot} disabled={submit.isPending} />
        <Button type="submit" loading={submit.isPending} className="w-full sm:w-auto">
          {t('submit.send')}
        </Button>
      </form>
    </Section>
  );
}
