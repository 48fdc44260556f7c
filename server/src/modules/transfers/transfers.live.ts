import type { AppContext } from '../../context';
import type { TransferOfferRef } from '../../lib/events';
import type { Realtime } from '../../lib/realtime';
import { rosterRepository } from '../teams/roster.repository';

/**
 * `offer-changed` (contract/src/realtime.ts) for the offer lists, the market and the transfer history. An offer is
 * seen by its person, its sender and its team's owner and managers (transfers.presenter.ts), so they hear of it; a
 * completed move also changes the history of the teams he left, whose staff hear of it too.
 */
export function registerTransferLive(ctx: AppContext, realtime: Realtime): void {
  const send = async (offer: TransferOfferRef, more: string[] = []) => {
    const staff = await rosterRepository.leaderIds(ctx.db, offer.team.id);
    for (const userId of new Set([offer.playerId, offer.fromUserId, ...staff, ...more]))
      realtime.toUser(userId, 'offer-changed', { offerId: offer.id, teamId: offer.team.id });
  };

  ctx.events.on('transfer.offered', ({ offer }) => send(offer));
  // Whoever answers or withdraws is one of its parties. An offer closed because the person joined another team is
  // not told to that team's staff (`by` may be one of them): it was never theirs to see.
  ctx.events.on('transfer.answered', ({ offer }) => send(offer));
  ctx.events.on('transfer.closed', async ({ offers }) => {
    for (const offer of offers) await send(offer);
  });
  ctx.events.on('transfer.completed', async ({ offer, fromTeams }) => {
    const oldStaff = await Promise.all(fromTeams.map((team) => rosterRepository.leaderIds(ctx.db, team.id)));
    await send(offer, oldStaff.flat());
  });
}
