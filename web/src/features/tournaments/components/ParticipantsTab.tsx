import type { Tournament, TournamentParticipant } from '@esn/contract';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { TeamLogo } from '../../teams/components';
import { useParticipants } from '../api';
import { WithdrawalBadge } from './WithdrawalBadge';

function participantLink(p: TournamentParticipant): string | null {
  if (p.team) return `/team/${encodeURIComponent(p.team.slug)}`;
  if (p.user) return `/profile/${encodeURIComponent(p.user.id)}`;
  return null;
}

/** Seed order once seeded, registration order before. */
export function inSeedOrder(items: TournamentParticipant[]): TournamentParticipant[] {
  return [...items].sort(
    (a, b) =>
      (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER) ||
      a.createdAt.localeCompare(b.createdAt),
  );
}

export function ParticipantsTab({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const query = useParticipants(tournament.id);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('participants.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-zinc-400">
        <p role="alert">{t('participants.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  const items = inSeedOrder(query.data);
  if (items.length === 0) return <p className="py-6 text-sm text-zinc-400">{t('participants.empty')}</p>;
  const usesCheckIn = Boolean(tournament.checkInOpensAt);
  return (
    <ol aria-label={t('participants.title')} className="grid gap-2 md:grid-cols-2">
      {items.map((p) => {
        const href = participantLink(p);
        return (
          <li key={p.id} className="flex items-center gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-3">
            <span className="w-7 text-right text-xs tabular-nums text-zinc-500">{p.seed ?? '–'}</span>
            <TeamLogo team={p} className="h-9! w-9! rounded-lg! text-xs!" />
            <div className="min-w-0 flex-1">
              {href ? (
                <Link to={href} className="block truncate font-medium text-white hover:underline">
                  {p.name}
                </Link>
              ) : (
                <span className="block truncate font-medium text-white">{p.name}</span>
              )}
              {p.user && p.name !== p.user.nickname && (
                <span className="block truncate text-xs text-zinc-400">@{p.user.nickname}</span>
              )}
              {p.finalRank !== null && (
                <span className="text-xs text-amber-200">{t('participants.finalRank', { rank: p.finalRank })}</span>
              )}
            </div>
            {p.withdrawal && <WithdrawalBadge withdrawal={p.withdrawal} />}
            {usesCheckIn &&
              (p.checkedInAt ? (
                <span className="flex items-center gap-1 text-xs text-emerald-300">
                  <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                  {t('participants.checkedIn')}
                </span>
              ) : (
                <span className="text-xs text-zinc-500">{t('participants.notCheckedIn')}</span>
              ))}
          </li>
        );
      })}
    </ol>
  );
}
