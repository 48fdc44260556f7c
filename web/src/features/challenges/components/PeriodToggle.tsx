import { LeaderboardPeriod } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';

/** "All time" / "This week" as two toggle buttons (the pressed one is the board shown). */
export function PeriodToggle({
  value,
  onChange,
}: {
  value: LeaderboardPeriod;
  onChange: (period: LeaderboardPeriod) => void;
}) {
  const { t } = useTranslation('challenges');
  return (
    <div
      role="group"
      aria-label={t('leaderboard.period')}
      className="inline-flex rounded-lg border border-zinc-800 p-0.5"
    >
      {LeaderboardPeriod.options.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className={cn(
            'rounded-md px-3 py-1 text-xs font-medium transition-colors',
            value === period ? 'bg-zinc-800 text-white' : 'text-zinc-400 hover:text-white',
            focusRing,
          )}
        >
          {t(`leaderboard.periods.${period}`)}
        </button>
      ))}
    </div>
  );
}
