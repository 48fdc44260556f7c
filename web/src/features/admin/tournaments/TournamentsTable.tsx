import { TOURNAMENT_TRANSITIONS, type TournamentSummary } from '@esn/contract';
import { Link } from 'react-router';
import { GitFork, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../shared/ui/DropdownMenu';
import { focusRing } from '../../../shared/ui/focus';
import { Spinner } from '../../../shared/ui/Spinner';
import { TournamentStatusBadge } from '../../tournaments/components';
import type { TournamentAction } from './TournamentActionDialogs';

/** Statuses from which the bracket may be generated (the server closes registration first). */
const BRACKET_FROM = new Set<TournamentSummary['status']>(['registration_open', 'registration_closed']);

interface TournamentsTableProps {
  items: TournamentSummary[];
  pending: boolean;
  fetching: boolean;
  failed: boolean;
  onRetry: () => void;
  onAction: (action: TournamentAction) => void;
}

export function TournamentsTable({ items, pending, fetching, failed, onRetry, onAction }: TournamentsTableProps) {
  const { t } = useTranslation(['admin', 'tournaments', 'common']);
  const formatDate = useFormatDate();

  if (pending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('tournaments.loading')}
      </p>
    );
  }
  if (failed) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-zinc-400">
        <p role="alert">{t('tournaments.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('tournaments.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <p className="py-6 text-sm text-zinc-400">{t('tournaments.empty')}</p>;

  const th = 'px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-zinc-400';
  const td = 'px-3 py-2.5 align-middle text-zinc-300';
  return (
    // Scrolls sideways on a phone; focusable so that a keyboard can scroll it too.
    <div
      role="region"
      aria-labelledby="admin-tournaments-caption"
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border border-zinc-800', focusRing)}
    >
      <table className="w-full min-w-[56rem] text-sm" aria-busy={fetching || undefined}>
        <caption id="admin-tournaments-caption" className="sr-only">
          {t('tournaments.caption')}
        </caption>
        <thead className="bg-zinc-900/80">
          <tr>
            <th scope="col" className={th}>
              {t('tournaments.columns.name')}
            </th>
            <th scope="col" className={th}>
              {t('tournaments.columns.game')}
            </th>
            <th scope="col" className={th}>
              {t('tournaments.columns.format')}
            </th>
            <th scope="col" className={th}>
              {t('tournaments.columns.status')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('tournaments.columns.participants')}
            </th>
            <th scope="col" className={th}>
              {t('tournaments.columns.organizer')}
            </th>
            <th scope="col" className={th}>
              {t('tournaments.columns.startsAt')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('tournaments.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-800">
          {items.map((item) => (
            <tr key={item.id} className="hover:bg-zinc-900/60">
              <th scope="row" className={cn(td, 'max-w-[16rem] truncate text-left font-medium text-white')}>
                <Link to={`/tournaments/${encodeURIComponent(item.id)}`} className="hover:underline">
                  {item.name}
                </Link>
              </th>
              <td className={td}>{t(`common:games.${item.game}`, { defaultValue: item.game })}</td>
              <td className={td}>{t(`tournaments:formats.${item.format}`)}</td>
              <td className={td}>
                <TournamentStatusBadge status={item.status} />
              </td>
              <td className={cn(td, 'text-right tabular-nums')}>
                {t('tournaments.participants', { count: item.participantsCount, max: item.maxParticipants })}
              </td>
              <td className={td}>@{item.organizer.nickname}</td>
              <td className={cn(td, 'whitespace-nowrap')}>
                <time dateTime={item.startsAt}>
                  {formatDate(item.startsAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </td>
              <td className={cn(td, 'text-right')}>
                <RowActions tournament={item} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowActions({
  tournament,
  onAction,
}: {
  tournament: TournamentSummary;
  onAction: (action: TournamentAction) => void;
}) {
  const { t } = useTranslation(['admin', 'tournaments']);
  const next = TOURNAMENT_TRANSITIONS[tournament.status];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('tournaments.actionsFor', { name: tournament.name })}>
          <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onAction({ kind: 'edit', tournament })}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t('tournaments.edit')}
        </DropdownMenuItem>
        {next.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup aria-labelledby={`status-label-${tournament.id}`}>
              <DropdownMenuLabel id={`status-label-${tournament.id}`} className="text-xs text-zinc-400">
                {t('tournaments.changeStatus')}
              </DropdownMenuLabel>
              {next.map((status) => (
                <DropdownMenuItem key={status} onSelect={() => onAction({ kind: 'status', tournament, status })}>
                  {t(`tournaments:statuses.${status}`)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </>
        )}
        <DropdownMenuSeparator />
        {BRACKET_FROM.has(tournament.status) && (
          <DropdownMenuItem onSelect={() => onAction({ kind: 'bracket', tournament })}>
            <GitFork className="h-4 w-4" aria-hidden="true" />
            {t('tournaments.generateBracket')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem
          onSelect={() => onAction({ kind: 'delete', tournament })}
          className="text-rose-300 data-[highlighted]:bg-rose-950/60 data-[highlighted]:text-rose-100"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('tournaments.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
