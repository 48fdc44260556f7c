import type { Game, LookingForTeamPlayer, TeamSummary } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { focusRing } from '../../../shared/ui/focus';
import { PagedList } from '../../../shared/ui/PagedList';
import { Spinner } from '../../../shared/ui/Spinner';
import { useLookingForTeamPlayers, useMyTeams, useTeamList, type TeamFilters } from '../api';
import { Chip, TeamCard } from './TeamCard';
import { MembershipItem } from './MembershipItem';

function useTexts(empty: string) {
  const { t } = useTranslation('teams');
  return {
    loading: t('list.loading'),
    error: t('list.error'),
    retry: t('list.retry'),
    empty,
    loadMore: t('list.loadMore'),
  };
}

export function TeamList({ filters, empty }: { filters: TeamFilters; empty: string }) {
  const { t } = useTranslation('teams');
  return (
    <PagedList
      query={useTeamList(filters)}
      texts={useTexts(empty)}
      listLabel={t('lists.teams')}
      listClassName="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
      renderItem={(team: TeamSummary) => <TeamCard key={team.id} team={team} />}
    />
  );
}

function PlayerRow({ player }: { player: LookingForTeamPlayer }) {
  const { t } = useTranslation(['teams', 'common', 'profile']);
  const name = displayName(player);
  return (
    <li className="flex gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-4">
      <Avatar user={player} className="h-11 w-11" />
      <div className="min-w-0 space-y-1">
        <Link
          to={`/profile/${encodeURIComponent(player.id)}`}
          className={cn('block truncate rounded font-medium text-white hover:underline', focusRing)}
        >
          {name}
        </Link>
        <p className="truncate text-xs text-zinc-400">
          @{player.nickname}
          {player.location ? ` · ${player.location}` : ''}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {player.games.map((entry) => (
            <Chip key={entry.game}>
              {t(`common:games.${entry.game}`, { defaultValue: entry.game })}
              {entry.roles.length > 0 ? ` · ${entry.roles.join(', ')}` : ''}
            </Chip>
          ))}
        </div>
      </div>
    </li>
  );
}

export function LookingForTeamList({ game }: { game: Game | undefined }) {
  const { t } = useTranslation('teams');
  return (
    <PagedList
      query={useLookingForTeamPlayers(game)}
      texts={useTexts(t('empty.players'))}
      listLabel={t('lists.players')}
      listClassName="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
      renderItem={(player: LookingForTeamPlayer) => <PlayerRow key={player.id} player={player} />}
    />
  );
}

/** The teams the signed-in user belongs to, with role and captaincy. */
export function MyTeamsList() {
  const { t } = useTranslation('teams');
  const query = useMyTeams();
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('list.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex items-center gap-3 py-4 text-sm text-zinc-400">
        <p role="alert">{t('list.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="py-4 text-sm text-zinc-400">{t('mine.teamsEmpty')}</p>;
  return (
    <ul aria-label={t('mine.teams')} className="grid gap-3 md:grid-cols-2">
      {query.data.map((membership) => (
        <MembershipItem
          key={membership.team.id}
          membership={membership}
          className="rounded-xl border border-zinc-800 bg-zinc-900/60 p-3"
        />
      ))}
    </ul>
  );
}
