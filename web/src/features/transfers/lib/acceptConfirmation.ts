import type { MembershipSummary, TransferOffer } from '@esn/contract';

/** What the "accept?" step says will happen, as a translation key under `respond.confirm` and its values. */
export interface AcceptConsequence {
  key: 'joinAsPlayer' | 'leaveAndJoin' | 'joinAsCoach' | 'theyJoinAsPlayer' | 'theyJoinAsCoach';
  values: { team: string; player?: string; leave?: string };
}

/**
 * The move an accepted offer makes, in the words of the one accepting it (the server does the same in one
 * transaction). The person himself: a place as player takes him out of the teams where he plays the offer's game
 * (read from his own memberships); coaching leaves every other team as it is. A team's leader accepting a
 * person's offer of himself does not see that person's teams, so he is told the rule rather than the names.
 */
export function acceptConsequence(
  offer: Pick<TransferOffer, 'role' | 'game' | 'team' | 'player'>,
  viewerId: string | undefined,
  memberships: readonly MembershipSummary[] | undefined,
  nameOf: (person: TransferOffer['player']) => string,
): AcceptConsequence {
  const team = offer.team.name;
  if (offer.player.id !== viewerId) {
    return {
      key: offer.role === 'coach' ? 'theyJoinAsCoach' : 'theyJoinAsPlayer',
      values: { team, player: nameOf(offer.player) },
    };
  }
  if (offer.role === 'coach') return { key: 'joinAsCoach', values: { team } };
  const leaving = (memberships ?? []).filter(
    (m) => m.role === 'player' && m.team.id !== offer.team.id && m.team.games.includes(offer.game),
  );
  if (leaving.length === 0) return { key: 'joinAsPlayer', values: { team } };
  return { key: 'leaveAndJoin', values: { team, leave: leaving.map((m) => m.team.name).join(', ') } };
}
