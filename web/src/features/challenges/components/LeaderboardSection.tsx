import type { Leaderboard, LeaderboardPeriod, LeaderboardType } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { useLeaderboard } from '../api';
import { LeaderboardRow } from './LeaderboardRow';
import { PeriodToggle } from './PeriodToggle';
import { SectionEmpty, SectionError, SectionLoading } from './SectionStates';
import { sameSubject } from './SubjectIdentity';

/** Rows shown before "show the top 100": the board stays short on a phone. */
const LEADERBOARD_PREVIEW = 10;

/** Spec §2's leaderboard: the tab's type ("all" for all), all time or this week; top 100 and the reader's place. */
export function LeaderboardSection({
  type,
  period,
  onPeriodChange,
}: {
  type: LeaderboardType;
  period: LeaderboardPeriod;
  onPeriodChange: (period: LeaderboardPeriod) => void;
}) {
  const { t } = useTranslation('challenges');
  const query = useLeaderboard(type, period);
  return (
    <section aria-labelledby="leaderboard-title">
      <Card className="space-y-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="leaderboard-title" className="text-xl font-semibold text-white">
            {t('leaderboard.title')}
          </h2>
          <PeriodToggle value={period} onChange={onPeriodChange} />
        </div>
        {query.isPending ? (
          <SectionLoading text={t('leaderboard.loading')} />
        ) : !query.data ? (
          <SectionError text={t('leaderboard.error')} onRetry={() => void query.refetch()} />
        ) : (
          // A new board (type or period) starts folded again.
          <Board key={`${type}/${period}`} board={query.data} />
        )}
      </Card>
    </section>
  );
}

function Board({ board }: { board: Leaderboard }) {
  const { t } = useTranslation('challenges');
  const [expanded, setExpanded] = useState(false);
  const { items, me } = board;
  const shown = expanded ? items : items.slice(0, LEADERBOARD_PREVIEW);
  const isMe = (entry: Leaderboard['items'][number]) => me !== null && sameSubject(entry.subject, me.subject);
  const meShown = shown.some(isMe);
  return (
    <div className="space-y-3">
      {items.length === 0 ? (
        <SectionEmpty text={t('leaderboard.empty')} />
      ) : (
        <ol className="space-y-1" aria-label={t('leaderboard.list')}>
          {shown.map((entry) => (
            <LeaderboardRow key={`${entry.subject.kind}:${entry.subject.id}`} entry={entry} isMe={isMe(entry)} />
          ))}
        </ol>
      )}
      {items.length > LEADERBOARD_PREVIEW && (
        <Button variant="ghost" size="sm" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
          {expanded
            ? t('leaderboard.showFewer', { rows: LEADERBOARD_PREVIEW })
            : t('leaderboard.showAll', { rows: items.length })}
        </Button>
      )}
      {me && !meShown && (
        <div className="border-t border-zinc-800 pt-3">
          <h3 className="mb-1 text-xs font-medium uppercase tracking-wide text-zinc-400">
            {t('leaderboard.yourRank')}
          </h3>
          <ol aria-label={t('leaderboard.yourRank')}>
            <LeaderboardRow entry={me} isMe />
          </ol>
        </div>
      )}
      {!me && items.length > 0 && <p className="text-xs text-zinc-400">{t('leaderboard.noXp')}</p>}
    </div>
  );
}
