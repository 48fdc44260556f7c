import type { NotificationParams, NotificationType } from '@esn/contract';
import type { AppContext } from '../../context';
import type { TransferOfferRef } from '../../lib/events';
import { notify } from '../notifications/notifications.service';
import { rosterRepository } from '../teams/roster.repository';
import { usersRepository } from '../users/users.repository';
import { notificationSenderOf, type NotificationSender } from '../users/users.presenter';

/** Every transfer notification carries the team, the position and the game; relatedId is the offer (spec §3). */
function send(
  ctx: AppContext,
  recipientIds: string[],
  type: NotificationType,
  offer: TransferOfferRef,
  sender: NotificationSender | null,
  extra: NotificationParams,
) {
  const params: NotificationParams = {
    team: offer.team.name,
    slug: offer.team.slug,
    position: offer.position,
    game: offer.game,
    role: offer.role,
    ...extra,
  };
  return Promise.all(
    [...new Set(recipientIds)].map((recipientId) =>
      notify(ctx, {
        recipientId,
        sender: sender && notificationSenderOf(sender),
        type,
        params,
        actionUrl: '/transfers',
        relatedId: offer.id,
      }),
    ),
  );
}

async function userOf(ctx: AppContext, id: string): Promise<NotificationSender | null> {
  return (await usersRepository.findById(ctx.db, id)) ?? null;
}

/**
 * Our reading of the six transfer types: `transfer_offer` to whoever answers the offer; `transfer_offer_accepted` /
 * `_rejected` to its sender; `transfer_offer_response_accepted` / `_rejected` to the one who answered, as the record
 * of his answer; `transfer_offer_declined` to the other side of an offer closed unanswered (withdrawn, or the
 * person joined another team for that game). `transfer_player_left` tells a team's staff that a member left it.
 */
export function registerTransferListeners(ctx: AppContext): void {
  // Market pages show profiles and rosters: a change to either drops them (see market-cache.ts).
  ctx.events.on('profile.updated', () => ctx.marketCache.changed());
  ctx.events.on('transfer.completed', () => ctx.marketCache.changed());

  ctx.events.onDurable('transfer.offered', 'transfers', ({ offer, sender, recipientIds }) =>
    // A coaching offer says so: its own title and text (and the web opens the same response dialog for it).
    send(ctx, recipientIds, offer.role === 'coach' ? 'coaching_offer' : 'transfer_offer', offer, sender, {
      user: sender.nickname,
    }),
  );

  ctx.events.onDurable('transfer.answered', 'transfers', async ({ offer, responder, accepted }) => {
    const sender = await userOf(ctx, offer.fromUserId);
    await send(
      ctx,
      [offer.fromUserId],
      accepted ? 'transfer_offer_accepted' : 'transfer_offer_rejected',
      offer,
      responder,
      { user: responder.nickname },
    );
    if (sender) {
      await send(
        ctx,
        [responder.id],
        accepted ? 'transfer_offer_response_accepted' : 'transfer_offer_response_rejected',
        offer,
        sender,
        { user: sender.nickname },
      );
    }
  });

  ctx.events.onDurable('transfer.closed', 'transfers', async ({ offers, reason, by }) => {
    for (const offer of offers) {
      const player = await userOf(ctx, offer.playerId);
      const leaders =
        offer.direction === 'person_to_team' ? await rosterRepository.leaderIds(ctx.db, offer.team.id) : [];
      // Withdrawn: whoever would have answered it, and its sender when a co-leader took it back. Closed by a move:
      // the team side (the sender of a team's offer; the staff who received the person's own offer).
      const recipients =
        reason === 'withdrawn'
          ? [...(offer.direction === 'team_to_person' ? [offer.playerId] : leaders), offer.fromUserId]
          : offer.direction === 'team_to_person'
            ? [offer.fromUserId]
            : leaders;
      await send(ctx, recipients, 'transfer_offer_declined', offer, by, { player: player?.nickname ?? '', reason });
    }
  });

  ctx.events.onDurable('transfer.completed', 'transfers', async ({ offer, userId, nickname, fromTeams, toTeam }) => {
    const player = await userOf(ctx, userId);
    for (const from of fromTeams) {
      const staff = await rosterRepository.leaderIds(ctx.db, from.id);
      await Promise.all(
        staff.map((recipientId) =>
          notify(ctx, {
            recipientId,
            sender: player && notificationSenderOf(player),
            type: 'transfer_player_left',
            params: { user: nickname, team: from.name, slug: from.slug, toTeam: toTeam.name, game: offer.game },
            actionUrl: `/team/${from.slug}/manage`,
            relatedId: offer.id,
          }),
        ),
      );
    }
  });
}
