import type { Match, MatchSide } from '@esn/contract';
import { memo } from 'react';
import type { TFunction } from 'i18next';
import { cn } from '../../../../shared/lib/cn';
import { focusRing } from '../../../../shared/ui/focus';
import { Tooltip } from '../../../../shared/ui/Tooltip';
import { gamesSummary, isWinner, matchSummary, sideName } from '../../lib/bracket';

function SideRow({ t, match, side, which }: { t: TFunction; match: Match; side: MatchSide | null; which: 'a' | 'b' }) {
  const won = isWinner(match, which);
  const lost = match.winner !== null && match.winner !== 'draw' && !won;
  const empty = side === null || side.participant === null;
  return (
    <span
      className={cn(
        'flex h-7 items-center gap-2 px-2 text-sm',
        won ? 'font-semibold text-white' : lost ? 'text-zinc-500' : 'text-zinc-200',
        empty && 'italic text-zinc-500',
      )}
    >
      <span className="w-5 shrink-0 text-right text-[11px] tabular-nums text-zinc-500">
        {side?.participant?.seed ?? ''}
      </span>
      <span className="min-w-0 flex-1 truncate text-left">{sideName(t, side)}</span>
      <span className={cn('w-6 shrink-0 text-right tabular-nums', won && 'text-emerald-300')}>{side?.score ?? ''}</span>
    </span>
  );
}

/**
 * One match of an elimination tree: two rows (seed, name, score), the winner bold. A button that opens the
 * match when `onOpen` is given. Memoised: a 256-participant bracket draws 255 of these, and they only change
 * when their match does. A series with reported games shows them in a tooltip (and in its accessible name); only
 * those cards carry a tooltip, so a big bracket draws no more than before.
 */
export const MatchCard = memo(function MatchCard({
  t,
  match,
  onOpen,
  highlighted,
}: {
  /** The tree's translation function: no hook per card, so 255 cards cost 255 plain renders. */
  t: TFunction;
  match: Match;
  onOpen?: (matchId: string) => void;
  highlighted?: boolean;
}) {
  const body = (
    <>
      <SideRow t={t} match={match} side={match.a} which="a" />
      <span className="block h-px bg-zinc-800" aria-hidden="true" />
      <SideRow t={t} match={match} side={match.b} which="b" />
    </>
  );
  const classes = cn(
    'block w-52 overflow-hidden rounded-lg border bg-zinc-900 text-left',
    match.status === 'in_progress' || match.status === 'awaiting_approval'
      ? 'border-amber-600/70'
      : highlighted
        ? 'border-violet-400'
        : 'border-zinc-700',
  );
  const games = gamesSummary(t, match);
  const summary = games ? `${matchSummary(t, match)} (${games})` : matchSummary(t, match);
  const label = t('tournaments:match.label', { number: match.position.number, summary });
  const card = !onOpen ? (
    <div className={classes} role="group" aria-label={label} data-match={match.id}>
      {body}
    </div>
  ) : (
    <button
      type="button"
      className={cn(classes, 'hover:border-zinc-500', focusRing)}
      aria-label={label}
      data-match={match.id}
      onClick={() => onOpen(match.id)}
    >
      {body}
    </button>
  );
  return games ? <Tooltip content={<GamesTip t={t} match={match} />}>{card}</Tooltip> : card;
});

/** The tooltip of a series: its length, then one line per game (map or "Game n", score). */
function GamesTip({ t, match }: { t: TFunction; match: Match }) {
  return (
    <span className="block space-y-0.5" data-testid="games-tooltip">
      <span className="block font-semibold">{t('tournaments:match.series', { bestOf: match.bestOf })}</span>
      {match.games.map((g, i) => (
        <span key={i} className="flex justify-between gap-3">
          <span>{g.map ?? t('tournaments:match.gameOf', { n: i + 1 })}</span>
          <span className="tabular-nums">
            {g.scoreA} – {g.scoreB}
          </span>
        </span>
      ))}
    </span>
  );
}
