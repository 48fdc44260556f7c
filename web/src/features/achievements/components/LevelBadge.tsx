import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';

/** "Level 5 · 1,250 XP" as a small pill; `xp` left out where only the level fits. */
export function LevelBadge({ level, xp, className }: { level: number; xp?: number; className?: string }) {
  const { t } = useTranslation('achievements');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-medium text-amber-200',
        className,
      )}
    >
      <Star className="h-3 w-3" aria-hidden="true" />
      {xp === undefined ? t('level', { level }) : t('levelAndXp', { level, xp })}
    </span>
  );
}
