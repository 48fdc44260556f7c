import type { AppContext } from '../../context';
import type { Realtime } from '../../lib/realtime';
import { followRoster } from './messages.service';
import { registerLobbyLines } from './lobby';

/**
 * Realtime delivery (every tab of every participant, on every process through the socket.io Redis adapter) and
 * the team conversations following their rosters.
 */
export function registerMessageListeners(ctx: AppContext, realtime: Realtime): void {
  ctx.events.on('message.sent', ({ message, participantIds }) => {
    for (const id of participantIds) realtime.toUser(id, 'new-message', message);
  });
  ctx.events.on('message.read', ({ conversationId, userId, readAt, participantIds }) => {
    // The others see the receipt; the reader's own other tabs clear their badge.
    for (const id of new Set([...participantIds, userId]))
      realtime.toUser(id, 'messages-read', { conversationId, userId, readAt });
  });
  ctx.events.on('message.typing', ({ conversationId, user, recipientIds }) => {
    for (const id of recipientIds) realtime.toUser(id, 'typing', { conversationId, user });
  });

  // Match lobbies: the result's steps (and what the rules add) as system lines, in the change's transaction.
  registerLobbyLines(ctx);

  // Durable: a member who joined the roster is a member of the team's conversation, whatever fails meanwhile.
  ctx.events.onDurable('team.memberJoined', 'messages', ({ team, userId }) => followRoster(ctx, team.id, userId));
  ctx.events.onDurable('team.memberLeft', 'messages', ({ team, userId }) => followRoster(ctx, team.id, userId));
  ctx.events.onDurable('team.memberRemoved', 'messages', ({ team, userId }) => followRoster(ctx, team.id, userId));
  // canSend in the lists of the two people concerned.
  ctx.events.on('user.blocked', ({ blockerId, blockedId }) => ctx.messageCache.changed([blockerId, blockedId]));
  ctx.events.on('connection.accepted', ({ accepter, requesterId }) =>
    ctx.messageCache.changed([accepter.id, requesterId]),
  );
  ctx.events.on('connection.removed', ({ userId, otherId }) => ctx.messageCache.changed([userId, otherId]));
  // The conversation went with the team (foreign key): its members' counts no longer include it.
  ctx.events.on('team.deleted', ({ memberIds, by }) => ctx.messageCache.changed([...memberIds, by.id]));
}
