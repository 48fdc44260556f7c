import type { MatchGame } from '@esn/contract';
import { useTranslation } from 'react-i18next';

/** The games of a series in order: "Game 1 · Ascent · 13 – 9", the game's winner's score bold. */
export function GamesList({ games, labelledBy, label }: { games: MatchGame[]; labelledBy?: string; label?: string }) {
  const { t } = useTranslation('matches');
  if (games.length === 0) return null;
  return (
    <ol
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : (label ?? t('games.title'))}
      className="space-y-1"
    >
      {games.map((g, i) => (
        <li key={i} className="flex items-center gap-3 rounded-md bg-zinc-900 px-3 py-1.5 text-sm">
          <span className="w-16 shrink-0 text-xs text-zinc-400">{t('games.number', { n: i + 1 })}</span>
          <span className="min-w-0 flex-1 truncate text-zinc-200">{g.map ?? t('games.noMap')}</span>
          <span className="tabular-nums text-zinc-100">
            <span className={g.scoreA > g.scoreB ? 'font-semibold text-white' : undefined}>{g.scoreA}</span>
            {' – '}
            <span className={g.scoreB > g.scoreA ? 'font-semibold text-white' : undefined}>{g.scoreB}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
