import { GAMES, type Game, type RatingSubjectKind } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { Spinner } from '../../../shared/ui/Spinner';
import { SubjectIdentity } from '../../challenges/components';
import { useRatingLeaderboard } from '../api';
import { RatingExplanation } from './RatingsCard';

/** The per-game skill leaderboard beside the XP one: people (or teams) of one game, highest rating first. */
export function RatingLeaderboardSection({ kind }: { kind: RatingSubjectKind }) {
  const { t } = useTranslation(['ratings', 'common']);
  const [game, setGame] = useState<Game>('valorant');
  const query = useRatingLeaderboard(game, kind);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="rating-board-title">
      <Card className="space-y-4 p-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="rating-board-title" className="text-xl font-semibold text-white">
            {t('board.title')}
          </h2>
          <div className="w-48">
            <FilterSelect
              id="rating-board-game"
              label={t('board.game')}
              value={game}
              onChange={(value) => setGame(value as Game)}
              options={GAMES.map((g) => ({ value: g, label: t(`common:games.${g}`, { defaultValue: g }) }))}
            />
          </div>
        </div>
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
            <Spinner size="sm" />
            {t('board.loading')}
          </p>
        ) : query.isError && items.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3 py-6 text-sm text-zinc-400">
            <p role="alert">{t('board.error')}</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t('board.retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="py-6 text-sm text-zinc-400">{t('board.empty')}</p>
        ) : (
          <ol className="space-y-1" aria-label={t('board.list')}>
            {items.map((entry) => (
              <li
                key={`${entry.subject.kind}:${entry.subject.id}`}
                className="grid grid-cols-[2.75rem_minmax(0,1fr)_auto] items-center gap-2 rounded-lg px-2 py-2 text-sm odd:bg-zinc-900/60"
              >
                <span className="font-semibold tabular-nums text-zinc-300">
                  <span aria-hidden="true">#{entry.rank}</span>
                  <span className="sr-only">{t('board.rankLabel', { rank: entry.rank })}</span>
                </span>
                <SubjectIdentity subject={entry.subject} />
                <span className="flex items-center gap-2 text-right">
                  {entry.provisional && <span className="text-xs text-amber-200">{t('provisional')}</span>}
                  <span className="font-semibold tabular-nums text-violet-200">{entry.rating}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
        {query.hasNextPage && (
          <Button
            variant="ghost"
            size="sm"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('board.more')}
          </Button>
        )}
        <RatingExplanation />
      </Card>
    </section>
  );
}
