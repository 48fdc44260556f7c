import type { TransferHistoryItem } from '@esn/contract';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { PagedList } from '../../../shared/ui/PagedList';
import { useTransferHistory, type HistoryScope } from '../api';

const teamLink = (team: { id: string | null; slug: string; name: string }) =>
  // A team deleted since keeps its name in the record, without a page to open.
  team.id ? (
    <Link to={`/team/${encodeURIComponent(team.slug)}`} className="font-medium text-zinc-100 hover:underline">
      {team.name}
    </Link>
  ) : (
    <span className="font-medium text-zinc-300">{team.name}</span>
  );

/** One move: a player from team → to team (or "no team"), a coach "joined as coach: team"; the game, the date. */
function TransferHistoryRow({ item }: { item: TransferHistoryItem }) {
  const { t } = useTranslation(['transfers', 'common']);
  const formatDate = useFormatDate();
  const name = displayName(item.player);
  return (
    <li
      aria-label={t('history.itemLabel', { player: name, team: item.toTeam.name })}
      className="flex items-center gap-3 py-2.5 text-sm"
    >
      <Avatar user={item.player} className="h-8 w-8" />
      <div className="min-w-0 flex-1">
        <p className="truncate">
          <Link
            to={`/profile/${encodeURIComponent(item.player.id)}`}
            className="font-semibold text-white hover:underline"
          >
            {name}
          </Link>
        </p>
        {item.role === 'coach' ? (
          // Coaching takes him from no team: he keeps coaching wherever he did. No "no team →" that would say so.
          <p className="flex flex-wrap items-center gap-1 text-zinc-400">
            <span>{t('history.joinedAsCoach')}</span>
            {teamLink(item.toTeam)}
          </p>
        ) : (
          <p className="flex flex-wrap items-center gap-1 text-zinc-400">
            {item.fromTeam ? teamLink(item.fromTeam) : <span>{t('history.noTeam')}</span>}
            <ArrowRight className="h-3.5 w-3.5" aria-label={t('history.to')} role="img" />
            {teamLink(item.toTeam)}
          </p>
        )}
      </div>
      <div className="shrink-0 text-right text-xs text-zinc-400">
        <p>{t(`common:games.${item.game}`, { defaultValue: item.game })}</p>
        <p>
          <time dateTime={item.createdAt}>{formatDate(item.createdAt, { dateStyle: 'medium' })}</time>
        </p>
      </div>
    </li>
  );
}

/**
 * The public transfer history: every move, or those of one team or one person. `compact` shows a few rows (team
 * page, profile); "load more" brings the rest.
 */
export function TransferHistoryList({ scope = {}, compact = false }: { scope?: HistoryScope; compact?: boolean }) {
  const { t } = useTranslation('transfers');
  return (
    <PagedList
      query={useTransferHistory(scope, compact ? 5 : undefined)}
      texts={{
        loading: t('list.loading'),
        error: t('history.error'),
        retry: t('list.retry'),
        empty: t(scope.teamId ? 'history.emptyTeam' : scope.userId ? 'history.emptyUser' : 'history.empty'),
        loadMore: t('list.loadMore'),
      }}
      listLabel={t('history.title')}
      listClassName="divide-y divide-zinc-800"
      renderItem={(item: TransferHistoryItem) => <TransferHistoryRow key={item.id} item={item} />}
    />
  );
}
