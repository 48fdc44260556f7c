import type { UserTournament } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { useUserTournaments } from '../api';
import { tournamentPath } from '../lib/links';
import { TournamentStatusBadge } from './TournamentStatusBadge';

function Item({ entry }: { entry: UserTournament }) {
  const { t } = useTranslation(['tournaments', 'common']);
  const formatDate = useFormatDate();
  const { tournament, role, participant } = entry;
  const part =
    role === 'organizer'
      ? t('tournaments:userTournaments.organizer')
      : participant?.team
        ? t('tournaments:userTournaments.participantAs', { name: participant.team.name })
        : t('tournaments:userTournaments.participant');
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-zinc-800 bg-zinc-900/60 p-3 print:border-0 print:p-0">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={tournamentPath(tournament.id)} className="font-semibold text-white hover:underline">
          {tournament.name}
        </Link>
        <TournamentStatusBadge status={tournament.status} className="print:hidden" />
      </div>
      <p className="text-xs text-zinc-400">
        {[
          t(`common:games.${tournament.game}`, { defaultValue: tournament.game }),
          t(`tournaments:formats.${tournament.format}`),
          formatDate(tournament.startsAt, { dateStyle: 'medium' }),
        ].join(' · ')}
      </p>
      <p className="text-sm text-zinc-300">
        {part}
        {participant?.finalRank ? ` · ${t('tournaments:userTournaments.rank', { rank: participant.finalRank })}` : ''}
      </p>
    </li>
  );
}

/**
 * Tournaments someone organized or took part in (alone or with a team), newest first. `profile`: a card on the
 * About tab that stays out of the way while loading or when there is nothing; `cv`: the CV's section, which
 * always says what it has.
 */
export function UserTournaments({ userId, variant }: { userId: string; variant: 'profile' | 'cv' }) {
  const { t } = useTranslation(['tournaments', 'cv']);
  const query = useUserTournaments(userId);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const more = query.hasNextPage && (
    <Button
      variant="secondary"
      size="sm"
      className="print:hidden"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t('tournaments:userTournaments.loadMore')}
    </Button>
  );
  const list = (
    <ul aria-label={t('tournaments:userTournaments.title')} className="grid gap-3 sm:grid-cols-2">
      {items.map((entry) => (
        <Item key={`${entry.tournament.id}-${entry.role}`} entry={entry} />
      ))}
    </ul>
  );
  if (variant === 'profile') {
    if (items.length === 0) return null;
    return (
      <Card className="mt-4 space-y-4" role="region" aria-labelledby="profile-tournaments">
        <h2 id="profile-tournaments" className="text-lg font-semibold text-white">
          {t('tournaments:userTournaments.title')}
        </h2>
        {list}
        {more}
      </Card>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-zinc-400">
        {t('tournaments:userTournaments.loading')}
      </p>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <p role="alert" className="text-sm text-zinc-400">
        {t('tournaments:userTournaments.error')}
      </p>
    );
  }
  if (items.length === 0) {
    return <p className="text-sm text-zinc-400">{t('cv:noneYet')}</p>;
  }
  return (
    <div className="space-y-3">
      {list}
      {more}
    </div>
  );
}
