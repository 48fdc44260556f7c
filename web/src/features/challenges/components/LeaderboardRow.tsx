import type { LeaderboardEntry } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { SubjectIdentity } from './SubjectIdentity';

/** One place on the board: rank, who, level and XP; the reader's own place stands out and says "you". */
export function LeaderboardRow({ entry, isMe }: { entry: LeaderboardEntry; isMe: boolean }) {
  const { t } = useTranslation(['challenges', 'achievements']);
  return (
    <li
      aria-current={isMe ? 'true' : undefined}
      className={cn(
        'grid grid-cols-[2.75rem_minmax(0,1fr)_auto] items-center gap-2 rounded-lg px-2 py-2 text-sm',
        isMe ? 'bg-violet-600/20 ring-1 ring-violet-500/60' : 'odd:bg-zinc-900/60',
      )}
    >
      <span className="font-semibold tabular-nums text-zinc-300">
        <span aria-hidden="true">{t('challenges:leaderboard.rank', { rank: entry.rank })}</span>
        <span className="sr-only">{t('challenges:leaderboard.rankLabel', { rank: entry.rank })}</span>
      </span>
      <span className="flex min-w-0 items-center gap-2">
        <SubjectIdentity subject={entry.subject} />
        {isMe && (
          <span className="shrink-0 rounded-full bg-violet-500/30 px-2 py-0.5 text-xs font-medium text-violet-100">
            {t('challenges:leaderboard.you')}
          </span>
        )}
      </span>
      <span className="flex flex-col items-end text-right sm:flex-row sm:items-center sm:gap-3">
        <span className="text-xs text-zinc-400">{t('achievements:level', { level: entry.level })}</span>
        <span className="font-semibold tabular-nums text-amber-200">{t('achievements:xp', { xp: entry.xp })}</span>
      </span>
    </li>
  );
}
