import type { Match } from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { toast } from '../../../shared/ui/toast';
import { useSubmitResult } from '../api';
import { checkGames, checkScores, type GameDraft, type ScoreProblem } from '../lib/scores';
import { GamesFields } from './GamesFields';
import { ScoreFields, type ScorePair } from './ScoreFields';
import { ScreenshotPicker, type PickedScreenshot } from './ScreenshotPicker';
import { Section } from './Section';

/**
 * A side's result (issue 11): both scores with steppers (side A's first, whoever sends it), an optional screenshot,
 * no draw in an elimination match. In a series the score is games won, and each game (map, score) may be listed.
 * The other side then approves it, or it is approved at its deadline.
 */
export function SubmitResultForm({ match }: { match: Match }) {
  const { t } = useTranslation('matches');
  const [scores, setScores] = useState<ScorePair>({ a: '0', b: '0' });
  const [games, setGames] = useState<GameDraft[]>([]);
  const [screenshot, setScreenshot] = useState<PickedScreenshot | null>(null);
  const [problem, setProblem] = useState<ScoreProblem | null>(null);
  const submit = useSubmitResult(match.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkScores(scores.a, scores.b, match.position.groupKind, match.bestOf);
    if ('problem' in checked) return setProblem(checked.problem);
    const played = checkGames(games, checked, match.bestOf);
    if ('problem' in played) return setProblem(played.problem);
    setProblem(null);
    submit.mutate(
      { ...checked, games: played.games, screenshot: screenshot?.file ?? null },
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
        <ScoreFields match={match} value={scores} onChange={setScores} problem={problem} />
        <GamesFields match={match} value={games} onChange={setGames} />
        <ScreenshotPicker value={screenshot} onChange={setScreenshot} disabled={submit.isPending} />
        <Button type="submit" loading={submit.isPending} className="w-full sm:w-auto">
          {t('submit.send')}
        </Button>
      </form>
    </Section>
  );
}
