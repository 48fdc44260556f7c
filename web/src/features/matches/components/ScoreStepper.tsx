import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { controlClasses, Label } from '../../../shared/ui/Field';
import { SCORE_MAX, stepScore } from '../lib/scores';

/**
 * One side's score: a number field (typed, or arrow keys) between a − and a + button for thumbs on a phone. The
 * value stays text so that a half-typed score is not rewritten under the cursor; the form checks it on submit.
 */
export function ScoreStepper({
  name,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  /** The side's name: the field is "<name> score". */
  name: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('matches');
  const id = useId();
  return (
    <div className="min-w-0">
      <Label htmlFor={id} className="truncate">
        {t('score.of', { name })}
      </Label>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          className="shrink-0"
          aria-label={t('score.decrease', { name })}
          aria-controls={id}
          onClick={() => onChange(stepScore(value, -1))}
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={SCORE_MAX}
          step={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(controlClasses, 'h-10 min-w-0 text-center text-lg font-semibold tabular-nums')}
        />
        <Button
          variant="secondary"
          size="icon"
          className="shrink-0"
          aria-label={t('score.increase', { name })}
          aria-controls={id}
          onClick={() => onChange(stepScore(value, 1))}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
