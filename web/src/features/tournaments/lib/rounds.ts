import type { MatchPosition } from '@esn/contract';
import type { TFunction } from 'i18next';

/** Where a round sits: its group's kind, its number and how many rounds the group has (as in MatchPosition). */
export type RoundPlace = Pick<MatchPosition, 'groupKind' | 'round' | 'rounds'>;

/**
 * The one name of a round, wherever a round is named (bracket, match lists, match page and dialogs): "Final",
 * "Semi-finals", "Quarter-finals", "Round 2"; "Winners final", "Losers round 3", "Losers final", "Grand final",
 * "Grand final reset"; "Week 4" in a league.
 */
export function roundName(t: TFunction, { groupKind, round, rounds }: RoundPlace): string {
  const fromEnd = rounds - round;
  if (groupKind === 'single' || groupKind === 'winners') {
    if (fromEnd === 0)
      return t(groupKind === 'single' ? 'tournaments:bracket.final' : 'tournaments:bracket.winnersFinal');
    if (fromEnd === 1) return t('tournaments:bracket.semiFinal');
    if (fromEnd === 2) return t('tournaments:bracket.quarterFinal');
    return t('tournaments:bracket.round', { round });
  }
  if (groupKind === 'losers') {
    return fromEnd === 0 ? t('tournaments:bracket.losersFinal') : t('tournaments:bracket.losersRound', { round });
  }
  if (groupKind === 'grand_final') {
    return round === 1 ? t('tournaments:bracket.grandFinal') : t('tournaments:bracket.grandFinalReset');
  }
  if (groupKind === 'league') return t('tournaments:bracket.week', { week: round });
  return t('tournaments:bracket.round', { round });
}

/** A round of one match (a final of any kind): its name alone names the match. */
const isOneMatchRound = ({ groupKind, round, rounds }: RoundPlace): boolean =>
  groupKind === 'grand_final' ||
  (round === rounds && (groupKind === 'single' || groupKind === 'winners' || groupKind === 'losers'));

/** A tournament match by its place: "Quarter-finals · match 2", "Losers round 1 · match 3", "Final". */
export function matchPlaceName(t: TFunction, position: RoundPlace & Pick<MatchPosition, 'number'>): string {
  const round = roundName(t, position);
  return isOneMatchRound(position) ? round : t('tournaments:match.titleOf', { round, number: position.number });
}
