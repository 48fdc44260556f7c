import type { Match, MatchSideKey } from '@esn/contract';
import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { formatZoned } from '../../../shared/lib/format';
import { Card } from '../../../shared/ui/Card';
import { TeamLogo } from '../../teams/components';
import { MatchStatusBadge } from '../../tournaments/components';
import { leaguePath, participantHref, tournamentPath } from '../../tournaments';
import { matchTitle, matchupOf, sideNameOf } from '../lib/labels';
import { SIDE_NAME } from '../lib/sideName';
import { GamesList } from './GamesList';

function Side({ match, side }: { match: Match; side: MatchSideKey }) {
  const { t } = useTranslation('matches');
  const participant = match[side]?.participant ?? null;
  const name = sideNameOf(t, match, side);
  const href = participant ? participantHref(participant) : null;
  const won = match.winner === side;
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center">
      <TeamLogo team={{ name, logoUrl: participant?.logoUrl ?? null }} className="h-16 w-16" />
      {href ? (
        <Link
          to={href}
          className={cn(SIDE_NAME, 'hover:underline', won ? 'font-semibold text-white' : 'text-zinc-200')}
        >
          {name}
        </Link>
      ) : (
        <span className={cn(SIDE_NAME, 'italic text-zinc-400')}>{name}</span>
      )}
      {won && <span className="text-xs text-emerald-300">{t('header.winner')}</span>}
    </div>
  );
}

/**
 * Where the match belongs (a link back), its round, both sides with the score, its status and time, and whether an
 * admin voided its result (`voided`).
 */
export function MatchHeader({ match, voided = false }: { match: Match; voided?: boolean }) {
  const { t, i18n } = useTranslation('matches');
  const league = match.context.kind === 'league';
  const contextHref = league ? leaguePath(match.context.id) : tournamentPath(match.context.id);
  const scored = match.a?.score != null && match.b?.score != null;
  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link
          to={contextHref}
          aria-label={t(league ? 'header.leagueLink' : 'header.tournamentLink', { name: match.context.name })}
          className="inline-flex min-w-0 items-center gap-1 text-violet-300 hover:underline"
        >
          <ChevronLeft className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{match.context.name}</span>
        </Link>
        <MatchStatusBadge status={match.status} />
      </div>
      <div>
        <p className="text-sm text-zinc-400">
          {matchTitle(t, match)}
          {match.bestOf > 1 && (
            <span className="ml-2 text-zinc-300">{t('games.bestOf', { bestOf: match.bestOf })}</span>
          )}
        </p>
        <h1 className="text-xl font-bold text-white sm:text-2xl">{matchupOf(t, match)}</h1>
      </div>
      <div className="flex items-center gap-3">
        <Side match={match} side="a" />
        <p className="shrink-0 text-center">
          <span className="sr-only">{t('header.score')}: </span>
          <span className="text-3xl font-bold tabular-nums text-white sm:text-4xl">
            {scored ? `${match.a?.score} – ${match.b?.score}` : t('header.versus')}
          </span>
        </p>
        <Side match={match} side="b" />
      </div>
      {match.games.length > 0 && (
        <div className="space-y-2">
          <h2 id={`games-${match.id}`} className="text-sm font-semibold text-zinc-200">
            {t('games.title')}
          </h2>
          <GamesList games={match.games} labelledBy={`games-${match.id}`} />
        </div>
      )}
      {voided && (
        <p
          role="note"
          className="rounded-lg border border-amber-700/60 bg-amber-950/40 px-3 py-2 text-sm text-amber-100"
        >
          {t('header.voided')}
        </p>
      )}
      {(match.scheduledAt || match.winner === 'draw') && (
        <p className="text-center text-sm text-zinc-400">
          {match.winner === 'draw' && <span className="mr-2 text-zinc-200">{t('header.draw')}</span>}
          {match.scheduledAt &&
            // In the reader's zone, the zone named, as everywhere a match time is shown (times are stored in UTC).
            t('header.scheduled', { date: formatZoned(match.scheduledAt, i18n.language) })}
        </p>
      )}
    </Card>
  );
}
