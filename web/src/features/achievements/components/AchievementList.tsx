import type { Achievement, AchievementKey } from '@esn/contract';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { cn } from '../../../shared/lib/cn';
import { ACHIEVEMENT_ICONS, ACHIEVEMENT_KEYS, achievementParams } from '../catalogue';

interface AchievementListProps {
  earned: readonly Achievement[];
  /** The profile shows the whole catalogue, the ones still to earn greyed; the CV only what was earned. */
  showLocked?: boolean;
  className?: string;
}

/** The earned achievements with their dates, in catalogue order, then (optionally) the locked ones. */
export function AchievementList({ earned, showLocked = false, className }: AchievementListProps) {
  const { t } = useTranslation('achievements');
  const earnedAt = new Map(earned.map((a) => [a.key, a.earnedAt]));
  const keys = [
    ...ACHIEVEMENT_KEYS.filter((key) => earnedAt.has(key)),
    ...(showLocked ? ACHIEVEMENT_KEYS.filter((key) => !earnedAt.has(key)) : []),
  ];
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2', showLocked && 'xl:grid-cols-3', className)} aria-label={t('title')}>
      {keys.map((key) => (
        <AchievementItem key={key} achievementKey={key} earnedAt={earnedAt.get(key)} />
      ))}
    </ul>
  );
}

function AchievementItem({ achievementKey, earnedAt }: { achievementKey: AchievementKey; earnedAt?: string }) {
  const { t } = useTranslation('achievements');
  const formatDate = useFormatDate();
  const Icon = ACHIEVEMENT_ICONS[achievementKey];
  const locked = earnedAt === undefined;
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-xl border p-3',
        locked ? 'border-zinc-800 bg-zinc-950/40' : 'border-amber-500/30 bg-amber-500/5',
      )}
    >
      <span
        className={cn(
          'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
          locked ? 'bg-zinc-800 text-zinc-500' : 'bg-amber-500/20 text-amber-300',
        )}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 space-y-0.5">
        <h3 className={cn('text-sm font-semibold', locked ? 'text-zinc-300' : 'text-white')}>
          {t(`items.${achievementKey}.name`)}
        </h3>
        <p className={cn('text-xs', locked ? 'text-zinc-400' : 'text-zinc-300')}>
          {t(`items.${achievementKey}.text`, achievementParams(achievementKey))}
        </p>
        {locked ? (
          <p className="inline-flex items-center gap-1 text-xs text-zinc-400">
            <Lock className="h-3 w-3" aria-hidden="true" />
            {t('locked')}
          </p>
        ) : (
          <p className="text-xs text-amber-200">
            <time dateTime={earnedAt}>{t('earnedOn', { date: formatDate(earnedAt, { dateStyle: 'medium' }) })}</time>
          </p>
        )}
      </div>
    </li>
  );
}
