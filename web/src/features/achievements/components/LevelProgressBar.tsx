import { useTranslation } from 'react-i18next';
import { levelProgress } from '../lib/levels';
import { ProgressBar } from '../../../shared/ui/ProgressBar';

/** Level, XP and the bar to the next level, from the contract's curve; `headline` off where they are shown already. */
export function LevelProgressBar({ xp, level, headline = true }: { xp: number; level: number; headline?: boolean }) {
  const { t } = useTranslation('achievements');
  const p = levelProgress(xp, level);
  const nextLevel = level + 1;
  return (
    <div className="space-y-1.5">
      {headline && (
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="font-semibold text-white">{t('level', { level })}</span>
          <span className="text-zinc-300">{t('xp', { xp })}</span>
        </div>
      )}
      <ProgressBar
        value={p.gained}
        max={p.span}
        label={t('toLevel.label', { level: nextLevel })}
        valueText={t('toLevel.value', { gained: p.gained, span: p.span })}
      />
      <p className="text-xs text-zinc-400">{t('toLevel.left', { xp: p.next - xp, level: nextLevel })}</p>
    </div>
  );
}
