import { gamesToWin, type Match } from '@esn/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sideNameOf } from '../lib/labels';
import { isElimination, type ScoreProblem } from '../lib/scores';
import { ScoreStepper } from './ScoreStepper';

export interface ScorePair {
  a: string;
  b: string;
}

/**
 * Both sides' scores side by side (stacked on a narrow phone), the elimination rule as a hint, and what is wrong
 * with them, announced and tied to both fields.
 */
export function ScoreFields({
  match,
  value,
  onChange,
  problem,
}: {
  match: Match;
  value: ScorePair;
  onChange: (value: ScorePair) => void;
  problem: ScoreProblem | null;
}) {
  const { t } = useTranslation('matches');
  const id = useId();
  const describedBy = problem ? `${id}-error` : `${id}-hint`;
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{t('score.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <ScoreStepper
          name={sideNameOf(t, match, 'a')}
          value={value.a}
          onChange={(a) => onChange({ ...value, a })}
          invalid={problem !== null}
          describedBy={describedBy}
        />
        <ScoreStepper
          name={sideNameOf(t, match, 'b')}
          value={value.b}
          onChange={(b) => onChange({ ...value, b })}
          invalid={problem !== null}
          describedBy={describedBy}
        />
      </div>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-rose-400">
          {t(`score.${problem}`, { bestOf: match.bestOf, toWin: gamesToWin(match.bestOf) })}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-zinc-400">
          {match.bestOf > 1
            ? t('score.hintSeries', { bestOf: match.bestOf, toWin: gamesToWin(match.bestOf) })
            : t(isElimination(match.position.groupKind) ? 'score.hintElimination' : 'score.hint')}
        </p>
      )}
    </fieldset>
  );
}
