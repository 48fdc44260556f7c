import { COMPLETENESS_WEIGHTS, type CompletenessItem, type CompletenessStage } from '@esn/contract';
import { CheckCircle2, Circle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { CHECKLIST_ORDER, isComplete } from '../lib/completeness';
import { useFormatPercent } from '../../../shared/lib/percent';

interface CompletenessMeterProps {
  percent: number;
  stage: CompletenessStage;
  items: Record<CompletenessItem, boolean>;
  /** The edit page shows the whole checklist with ticks; the cards only what is left to do. */
  showDone?: boolean;
  /** The nudge to finish the profile, shown only while it is not complete (the card and the edit page alike). */
  showTip?: boolean;
}

const BAR_TONE: Record<CompletenessStage, string> = {
  get_started: 'from-rose-500 to-amber-400',
  good_start: 'from-amber-500 to-yellow-300',
  great_progress: 'from-violet-600 to-cyan-500',
  almost_there: 'from-cyan-500 to-emerald-400',
  complete: 'from-emerald-500 to-emerald-300',
};

/** Percent, spec §4's message for the stage, a progress bar and the checklist with each item's weight. */
export function CompletenessMeter({
  percent,
  stage,
  items,
  showDone = false,
  showTip = false,
}: CompletenessMeterProps) {
  const { t } = useTranslation('profile');
  const formatPercent = useFormatPercent();
  const labelId = useId();
  // "%75" in Turkish, "75%" in English.
  const percentText = formatPercent(percent / 100);
  const shown = CHECKLIST_ORDER.filter((item) => showDone || !items[item]);
  return (
    <div className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-medium text-zinc-200">
          {t('completeness.label')}
        </span>
        <span className="text-2xl font-bold text-white" data-testid="completeness-percent">
          {percentText}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('completeness.valueText', { percent: percentText })}
        className="h-2.5 overflow-hidden rounded-full bg-zinc-800"
      >
        <div
          className={cn('h-full rounded-full bg-gradient-to-r transition-[width] duration-500', BAR_TONE[stage])}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm font-medium text-zinc-100" aria-live="polite">
        {t(`completeness.stages.${stage}`)}
      </p>
      {shown.length > 0 && (
        <ul className="space-y-1.5" aria-label={t('completeness.checklist')}>
          {shown.map((item) => (
            <li key={item} className="flex items-center gap-2 text-sm">
              {items[item] ? (
                <CheckCircle2 className="h-4 w-4 shrink-0 text-emerald-400" aria-hidden="true" />
              ) : (
                <Circle className="h-4 w-4 shrink-0 text-zinc-500" aria-hidden="true" />
              )}
              <span className={cn('flex-1', items[item] ? 'text-zinc-400 line-through' : 'text-zinc-200')}>
                {t(`completeness.items.${item}`)}
                {showDone && (
                  <span className="sr-only"> ({t(items[item] ? 'completeness.done' : 'completeness.todo')})</span>
                )}
              </span>
              <span className="text-xs text-zinc-500">
                {formatPercent(COMPLETENESS_WEIGHTS[item] / 100, { signed: true })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {showTip && !isComplete(percent) && <p className="pt-1 text-xs text-zinc-400">{t('completeness.tip')}</p>}
    </div>
  );
}
