import type { Match, MatchSideKey } from '@esn/contract';
import type { TFunction } from 'i18next';
import { matchPlaceName, roundName, sideName } from '../../tournaments';

/** "Quarter-finals · match 3" or "Final" in a tournament (the bracket's round names), "Week 4" in a league. */
export function matchTitle(t: TFunction, match: Match): string {
  return match.context.kind === 'league' ? roundName(t, match.position) : matchPlaceName(t, match.position);
}

/** The name of side `key` of the match ("BYE" or "TBD" when nobody plays there yet). */
export const sideNameOf = (t: TFunction, match: Match, key: MatchSideKey): string => sideName(t, match[key]);

/** "Falcons – Wolves": the page's heading. */
export const matchupOf = (t: TFunction, match: Match): string =>
  `${sideNameOf(t, match, 'a')} – ${sideNameOf(t, match, 'b')}`;
