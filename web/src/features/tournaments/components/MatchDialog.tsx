import type { MatchDetail, MatchSide } from '@esn/contract';
import { ArrowRight } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { buttonClasses } from '../../../shared/ui/Button';
import { Dialog, DialogContent } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { OfficialResultForm, WalkoverSection } from '../../matches/components';
import { matchTitle, matchPath } from '../../matches';
import { TeamLogo } from '../../teams/components';
import { useMatchDetail } from '../../matches';
import { isNotFound } from '../api';
import { sideName } from '../lib/bracket';
import { leaguePath, participantHref, tournamentPath } from '../lib/links';
import { MatchStatusBadge } from './bracket/MatchStatusBadge';

/** The open match lives in the address (`?match=<id>`), so a match can be linked to and the back button closes it. */
export function useMatchParam(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('match', id);
        else next.delete('match');
        return next;
      }),
    [setParams],
  );
  return [params.get('match'), open];
}

/** The dialog of the match named in the address, if any; mounted once per page that lists matches. */
export function MatchDialogHost() {
  const [matchId, setMatchId] = useMatchParam();
  if (!matchId) return null;
  return <MatchDialog key={matchId} matchId={matchId} onClose={() => setMatchId(null)} />;
}

function MatchDialog({ matchId, onClose }: { matchId: string; onClose: () => void }) {
  const { t } = useTranslation('tournaments');
  const query = useMatchDetail(matchId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={query.data ? matchTitle(t, query.data.match) : t('match.title')}
        className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      >
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
            <Spinner size="sm" />
            {t('match.loading')}
          </p>
        ) : query.data ? (
          <MatchBody detail={query.data} />
        ) : (
          <p role="alert" className="text-sm text-zinc-300">
            {isNotFound(query.error) ? t('match.notFound') : t('match.loadError')}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function SideBlock({ side, won }: { side: MatchSide | null; won: boolean }) {
  const { t } = useTranslation('tournaments');
  const p = side?.participant ?? null;
  const href = p ? participantHref(p) : null;
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center">
      <TeamLogo team={{ name: sideName(t, side), logoUrl: p?.logoUrl ?? null }} className="h-12 w-12" />
      {href ? (
        <Link to={href} className={won ? 'font-semibold text-white hover:underline' : 'text-zinc-200 hover:underline'}>
          {sideName(t, side)}
        </Link>
      ) : (
        <span className="italic text-zinc-400">{sideName(t, side)}</span>
      )}
      {won && <span className="text-xs text-emerald-300">{t('match.winner')}</span>}
    </div>
  );
}

function MatchBody({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation('tournaments');
  const formatDate = useFormatDate();
  const { match, viewer } = detail;
  const scored = match.a?.score != null && match.b?.score != null;
  const contextHref = match.context.kind === 'league' ? leaguePath(match.context.id) : tournamentPath(match.context.id);
  return (
    <div className="space-y-5">
      <div className="flex items-center gap-3">
        <SideBlock side={match.a} won={match.winner === 'a'} />
        <p className="shrink-0 text-2xl font-bold tabular-nums text-white" aria-label={t('match.score')}>
          {scored ? `${match.a?.score} – ${match.b?.score}` : t('match.versus')}
        </p>
        <SideBlock side={match.b} won={match.winner === 'b'} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-zinc-400">{t('match.status')}</dt>
        <dd>
          <MatchStatusBadge status={match.status} />
        </dd>
        <dt className="text-zinc-400">{t(match.context.kind === 'league' ? 'match.league' : 'match.tournament')}</dt>
        <dd>
          <Link to={contextHref} className="text-violet-300 hover:underline">
            {match.context.name}
          </Link>
        </dd>
        {match.scheduledAt && (
          <>
            <dt className="text-zinc-400">{t('match.scheduled')}</dt>
            <dd className="text-zinc-200">
              {formatDate(match.scheduledAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </dd>
          </>
        )}
        {match.winner === 'draw' && (
          <>
            <dt className="text-zinc-400">{t('match.result')}</dt>
            <dd className="text-zinc-200">{t('match.draw')}</dd>
          </>
        )}
      </dl>
      {viewer.canRecordResult && <OfficialResultForm match={match} />}
      {viewer.canAwardWalkover && <WalkoverSection match={match} inDialog />}
      {/* The page has what the dialog leaves out: the result's approval, the evidence of a dispute, the history. */}
      <Link to={matchPath(match.id)} className={buttonClasses('secondary', 'md', 'w-full')}>
        {t('match.openPage')}
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
