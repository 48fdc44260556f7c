import type { Match, MatchSideKey } from '@esn/contract';
import type { TFunction } from 'i18next';
import { roundLabel, sideName } from '../../tournaments';

/** "Round 1 · Match 3" in a tournament, "Week 4" in a league (the bracket's size is not known here). */
export function matchTitle(t: TFunction, match: Match): string {
  const round = roundLabel(t, match.position.groupKind, match.position.round, Number.POSITIVE_INFINITY);
  return match.context.kind === 'league'
    ? round
    : t('tournaments:match.titleOf', { round, number: match.position.number });
}

/** The name of side `key` of the match ("BYE" or "TBD" when nobody plays there yet). */
export const sideNameOf = (t: TFunction, match: Match, key: MatchSideKey): string => sideName(t, match[key]);

/** "Falcons – Wolves": the page's heading. */
export const matchupOf = (t: TFunction, match: Match): string =>
  `${sideNameOf(t, match, 'a')} – ${sideNameOf(t, match, 'b')}`;
