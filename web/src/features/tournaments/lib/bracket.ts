import type { Match, MatchSide } from '@esn/contract';
import type { TFunction } from 'i18next';

/** Height of one match slot in an elimination tree (card plus gap), in pixels. */
export const SLOT_HEIGHT = 76;

/** The vertical centre of match `index` in a column of `count` equal slots, as a fraction of the height. */
const slotCentre = (index: number, count: number): number => (index + 0.5) / count;

const fixed = (n: number) => Number(n.toFixed(5));

/**
 * The lines between two round columns, as one SVG path in a unit box (x 0..1, y 0..1, stretched to the columns'
 * size). Columns share one height and split it into equal slots, so a match of the next round sits exactly
 * between the two matches feeding it (`count → ⌈count/2⌉`: a fork), or level with its single feeder (same count:
 * a straight line, as between the losers bracket's rounds). Other shapes have no lines.
 */
export function connectorPath(from: number, to: number): string {
  const parts: string[] = [];
  if (from === to) {
    for (let i = 0; i < from; i += 1) parts.push(`M0 ${fixed(slotCentre(i, from))}H1`);
  } else if (to === Math.ceil(from / 2)) {
    for (let j = 0; j < to; j += 1) {
      const top = fixed(slotCentre(2 * j, from));
      const target = fixed(slotCentre(j, to));
      if (2 * j + 1 < from) {
        const bottom = fixed(slotCentre(2 * j + 1, from));
        parts.push(`M0 ${top}H0.5V${bottom}H0M0.5 ${target}H1`);
      } else {
        parts.push(`M0 ${top}H1`);
      }
    }
  }
  return parts.join('');
}

/** What a side shows: the participant's name, "BYE" (nobody will play there) or "TBD" (an earlier match decides). */
export function sideName(t: TFunction, side: MatchSide | null): string {
  if (side === null) return t('tournaments:match.bye');
  return side.participant?.name ?? t('tournaments:match.tbd');
}

/** "Falcons 2 – 1 Wolves", "Falcons – Wolves" before a result: the accessible name of a match. */
export function matchSummary(t: TFunction, match: Match): string {
  const a = sideName(t, match.a);
  const b = sideName(t, match.b);
  const scored = match.a?.score != null && match.b?.score != null;
  return scored ? `${a} ${match.a?.score} – ${match.b?.score} ${b}` : `${a} – ${b}`;
}

/**
 * The games of a series on one line, for the bracket's tooltip and the match's accessible name: "Bo3 · Ascent 13–9,
 * Bind 7–13, Haven 13–11" (a game without a map is "Game 2"); empty when no games were reported.
 */
export function gamesSummary(t: TFunction, match: Match): string {
  if (match.games.length === 0) return '';
  const games = match.games
    .map((g, i) => `${g.map ?? t('tournaments:match.gameOf', { n: i + 1 })} ${g.scoreA}–${g.scoreB}`)
    .join(', ');
  return t('tournaments:match.games', { bestOf: match.bestOf, games });
}

/** Whether side `key` won the match. */
export const isWinner = (match: Match, key: 'a' | 'b'): boolean => match.winner === key;

/** Matches in the order a schedule reads them: round, then number. */
export function byRoundAndNumber(x: Match, y: Match): number {
  return (
    x.position.stage - y.position.stage ||
    x.position.group - y.position.group ||
    x.position.round - y.position.round ||
    x.position.number - y.position.number
  );
}
