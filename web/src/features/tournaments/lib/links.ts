import type { MatchParticipant } from '@esn/contract';

/** Where a participant's name leads: the team page, or the solo player's profile. */
export function participantHref(p: Pick<MatchParticipant, 'teamId' | 'userId' | 'slug'>): string | null {
  if (p.teamId && p.slug) return `/team/${encodeURIComponent(p.slug)}`;
  if (p.userId) return `/profile/${encodeURIComponent(p.userId)}`;
  return null;
}

export const tournamentPath = (id: string, tab?: string) =>
  `/tournaments/${encodeURIComponent(id)}${tab ? `?tab=${tab}` : ''}`;
export const leaguePath = (id: string, tab?: string) => `/leagues/${encodeURIComponent(id)}${tab ? `?tab=${tab}` : ''}`;
