import type { BracketGroup } from '@esn/contract';
import { Fragment, memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../../shared/ui/focus';
import { cn } from '../../../../shared/lib/cn';
import { connectorPath, SLOT_HEIGHT } from '../../lib/bracket';
import { roundName } from '../../lib/rounds';
import { MatchCard } from './MatchCard';

/**
 * In a big tree, slots off screen are neither laid out nor painted until scrolled to (a 256-participant bracket
 * is 510 cards in columns up to 10,000 px tall); each slot's size is fixed by its column, so nothing moves when
 * they are. A small tree draws every slot at once: skipped slots show as empty frames below the fold (a losers
 * bracket, a grand final) until the browser gets to them, in a whole-page picture or a quick scroll.
 */
const LAZY_SLOT_STYLE = { contentVisibility: 'auto', containIntrinsicSize: `208px ${SLOT_HEIGHT}px` } as const;
/** From how many matches a tree skips the slots off screen (a 64-participant single elimination has 63). */
const LAZY_FROM_MATCHES = 64;

/** The lines between two round columns: one path, stretched to the columns' height (see `connectorPath`). */
const Connectors = memo(function Connectors({ from, to, height }: { from: number; to: number; height: number }) {
  const d = connectorPath(from, to);
  return (
    <div className="flex w-8 shrink-0 flex-col" aria-hidden="true">
      <div className="h-8 shrink-0" />
      <svg
        width="32"
        height={height}
        viewBox="0 0 1 1"
        preserveAspectRatio="none"
        className="block shrink-0 text-zinc-600"
        data-testid="bracket-connectors"
      >
        {d && <path d={d} fill="none" stroke="currentColor" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />}
      </svg>
    </div>
  );
});

/**
 * A single-elimination tree, or one section of a double elimination (winners, losers, grand final): rounds as
 * columns, matches spread over equal slots so that every match sits level with the ones feeding it, lines
 * between. Plain DOM and one SVG path per gap, so 256 participants (255 matches) draw at once. Scrolls
 * sideways on a phone; the scroll area is focusable so a keyboard can scroll it too.
 */
export const EliminationTree = memo(function EliminationTree({
  group,
  title,
  onOpenMatch,
  highlightIds,
}: {
  group: BracketGroup;
  title: string;
  onOpenMatch?: (matchId: string) => void;
  highlightIds?: ReadonlySet<string>;
}) {
  const { t } = useTranslation('tournaments');
  const headingId = useId();
  const rounds = group.rounds;
  const most = Math.max(1, ...rounds.map((round) => round.matches.length));
  const height = most * SLOT_HEIGHT;
  const total = rounds.reduce((sum, round) => sum + round.matches.length, 0);
  const slotStyle = total >= LAZY_FROM_MATCHES ? LAZY_SLOT_STYLE : undefined;
  return (
    <div className="space-y-3" data-group-kind={group.kind}>
      <h3 id={headingId} className="text-base font-semibold text-white">
        {title}
      </h3>
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className={cn('overflow-x-auto rounded-xl border border-zinc-800 bg-zinc-950/40 p-3', focusRing)}
      >
        <div className="flex w-max">
          {rounds.map((round, index) => {
            const next = rounds[index + 1];
            const label = roundName(t, { groupKind: group.kind, round: round.number, rounds: rounds.length });
            return (
              <Fragment key={round.number}>
                <div className="flex w-52 shrink-0 flex-col">
                  <p className="flex h-8 shrink-0 items-start justify-center text-xs font-medium uppercase tracking-wide text-zinc-400">
                    {label}
                  </p>
                  <ol aria-label={label} className="flex flex-col" style={{ height }}>
                    {round.matches.map((match) => (
                      <li key={match.id} className="flex min-h-0 flex-1 items-center" style={slotStyle}>
                        <MatchCard t={t} match={match} onOpen={onOpenMatch} highlighted={highlightIds?.has(match.id)} />
                      </li>
                    ))}
                  </ol>
                </div>
                {next && <Connectors from={round.matches.length} to={next.matches.length} height={height} />}
              </Fragment>
            );
          })}
        </div>
      </div>
    </div>
  );
});
