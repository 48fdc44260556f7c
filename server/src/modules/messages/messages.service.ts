import {
  ConversationPage,
  MESSAGE_LIMITS,
  MessagePage,
  type Conversation,
  type Message,
  type MessageSettings,
  type MatchLobby,
  type SendMessageBody,
  type User,
} from '@esn/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { StoredMessageMedia } from '../../db/schema/index';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { PRIVATE_PREFIX, urlOfKey } from '../uploads/uploads.presenter';
import { usersRepository } from '../users/users.repository';
import { rosterRepository } from '../teams/roster.repository';
import { loadTeam } from '../teams/team-access';
import { assertNotBlocked } from '../safety/blocks.service';
import { blocksRepository } from '../safety/blocks.repository';
import { messagesRepository, type SendPermission } from './messages.repository';
import { presentConversation, presentMedia, presentMessage } from './messages.presenter';
import { publicUserOf } from '../users/users.presenter';
import { beforeLobbyMessage, joinLobby, labelLobbies, openLobby } from './lobby';
import { jsonOf } from '../../lib/response-serializer';

const conversationPageJson = jsonOf(ConversationPage, 'conversations page');
const messagePageJson = jsonOf(MessagePage, 'messages page');

const conversationNotFound = () => notFound('conversation_not_found');

const refusal = (p: SendPermission) =>
  p === 'blocked' ? forbidden('blocked') : forbidden('messages_connections_only');

/** The reader's conversations, newest activity first, optionally those whose person or team name matches `q`. */
async function conversationPage(
  ctx: AppContext,
  me: User,
  query: { cursor?: string; q?: string; limit: number },
): Promise<ConversationPage> {
  const after = decodeCursor(query.cursor);
  const rows = await messagesRepository.list(ctx.db, me.id, query.limit + 1, after, query.q || undefined);
  const { items, nextCursor } = pageOf(rows, query.limit, (r) => ({
    createdAt: new Date(Number(r.activity_ms)),
    id: r.id,
  }));
  return {
    items: await labelLobbies(
      ctx,
      items.map(presentConversation),
      items.map((r) => r.match_id),
    ),
    nextCursor,
  };
}

/**
 * The reader's conversations, newest activity first, optionally those whose person or team name matches `q`. The
 * first page (what every page load asks) comes as ready JSON from memory (see MessageCache).
 */
export async function listConversations(
  ctx: AppContext,
  me: User,
  query: { cursor?: string; q?: string; limit: number },
): Promise<ConversationPage | { json: string }> {
  if (query.cursor || query.q || query.limit !== MESSAGE_LIMITS.conversationPage)
    return conversationPage(ctx, me, query);
  return {
    json: await ctx.messageCache.firstListJson(me.id, async () =>
      conversationPageJson(await conversationPage(ctx, me, query)),
    ),
  };
}

/** A conversation its reader is in; anyone else is told it does not exist. */
export async function getConversation(ctx: AppContext, me: User, id: string): Promise<Conversation> {
  const row = isUuid(id) ? await messagesRepository.one(ctx.db, me.id, id) : undefined;
  if (!row) throw conversationNotFound();
  const [conversation] = await labelLobbies(ctx, [presentConversation(row)], [row.match_id]);
  return conversation!;
}

/** The match's lobby (both rosters and the organizer; issue 27), made on first open. */
export function matchLobby(ctx: AppContext, me: User, matchId: string): Promise<MatchLobby> {
  return openLobby(ctx, me, matchId, (id) => getConversation(ctx, me, id));
}

/**
 * The direct conversation with someone: the existing one (even when one of them blocked the other since: it stays
 * readable, with `canSend` false), or a new one when he accepts messages from the reader.
 */
export async function startConversation(
  ctx: AppContext,
  me: User,
  userId: string,
): Promise<{ conversation: Conversation; created: boolean }> {
  if (userId === me.id) throw badRequest('cannot_message_self');
  if (!isUuid(userId) || !(await usersRepository.findById(ctx.db, userId))) throw notFound();
  const existing = await messagesRepository.findDirect(ctx.db, me.id, userId);
  if (existing) return { conversation: await getConversation(ctx, me, existing.id), created: false };
  const permission = await messagesRepository.permission(ctx.db, me.id, userId, null);
  if (permission !== 'ok') throw refusal(permission);
  const { row, created } = await ctx.db.transaction((tx) => messagesRepository.createDirect(tx, me.id, userId));
  return { conversation: await getConversation(ctx, me, row.id), created };
}

/**
 * The team's group conversation, for its members only. Made on first use with the roster of that moment as its
 * participants; from then on the roster's events add and remove them.
 */
export async function teamConversation(ctx: AppContext, me: User, teamId: string): Promise<Conversation> {
  const team = await loadTeam(ctx.db, teamId);
  if (!(await rosterRepository.find(ctx.db, team.id, me.id))) throw forbidden('not_team_member');
  const { id, changed } = await ctx.db.transaction((tx) => messagesRepository.ensureTeam(tx, teamId));
  ctx.messageCache.changed(changed);
  return getConversation(ctx, me, id);
}

async function readable(ctx: AppContext, me: User, id: string) {
  if (!isUuid(id)) throw conversationNotFound();
  const conv = (await messagesRepository.access(ctx.db, id, me.id)) ?? (await joinLobby(ctx, me, id));
  if (!conv) throw conversationNotFound();
  return conv;
}

/** A page of a thread, oldest first; `before` asks for the messages older than a page's first. */
async function threadPage(
  ctx: AppContext,
  id: string,
  query: { before?: string; limit: number },
): Promise<MessagePage> {
  const rows = await messagesRepository.thread(ctx.db, id, query.limit + 1, decodeCursor(query.before));
  const { items, nextCursor } = pageOf(rows, query.limit, (r) => ({
    createdAt: new Date(Number(r.created_ms)),
    id: r.id,
  }));
  return { items: items.map(presentMessage).reverse(), nextCursor };
}

/**
 * A page of a thread, oldest first; `before` asks for the messages older than a page's first. A direct
 * conversation's newest page comes from memory with its two participants, who alone may read it; a team's follows
 * the roster and is read from the database each time.
 */
export async function thread(
  ctx: AppContext,
  me: User,
  id: string,
  query: { before?: string; limit: number },
): Promise<MessagePage | { json: string }> {
  decodeCursor(query.before);
  if (query.before || query.limit !== MESSAGE_LIMITS.threadPage || !isUuid(id)) {
    await readable(ctx, me, id);
    return threadPage(ctx, id, query);
  }
  // Loaded without regard to who asks (concurrent readers share the load); who may read is checked on the result.
  const cached = await ctx.messageCache.thread(id, async () => {
    const kind = await messagesRepository.kindOf(ctx.db, id);
    // Team conversations and match lobbies follow their rosters: read from the database each time.
    if (kind !== 'direct') return { participants: kind === undefined ? [] : null, json: '' };
    const [participants, page] = await Promise.all([
      messagesRepository.participantIds(ctx.db, id),
      threadPage(ctx, id, query),
    ]);
    return { participants, json: messagePageJson(page) };
  });
  if (cached.participants === null) {
    await readable(ctx, me, id);
    return threadPage(ctx, id, query);
  }
  if (!cached.participants.includes(me.id)) throw conversationNotFound();
  return { json: cached.json };
}

/**
 * Images only, the sender's own public uploads, each on no post and no other message (the same rules as a post's
 * media); anything else is media_not_found. Locked until the message is written.
 */
async function attachImages(tx: Tx, me: User, uploadIds: string[]): Promise<StoredMessageMedia[]> {
  if (!uploadIds.length) return [];
  if (!uploadIds.every(isUuid)) throw badRequest('media_not_found');
  const own = await messagesRepository.lockOwnUploads(tx, me.id, uploadIds);
  const byId = new Map(
    own.filter((u) => u.kind === 'image' && !u.key.startsWith(PRIVATE_PREFIX)).map((u) => [u.id, u]),
  );
  if (byId.size !== uploadIds.length) throw badRequest('media_not_found');
  if (
    (await messagesRepository.uploadsOnPosts(tx, uploadIds)) ||
    (await messagesRepository.uploadsOnMessages(tx, uploadIds))
  ) {
    throw badRequest('media_not_found');
  }
  return uploadIds.map((id) => {
    const u = byId.get(id)!;
    return { uploadId: id, url: urlOfKey(u.key), kind: 'image', mime: u.mime, size: u.size };
  });
}

/** Writes a message where the sender may: in his team's conversation, or to a person who accepts it from him. */
export async function send(ctx: AppContext, me: User, id: string, body: SendMessageBody): Promise<Message> {
  const conv = await readable(ctx, me, id);
  if (conv.kind === 'direct') {
    const other = await messagesRepository.otherOf(ctx.db, conv.id, me.id);
    const permission = other ? await messagesRepository.permission(ctx.db, me.id, other, conv.id) : 'blocked';
    if (permission !== 'ok') throw refusal(permission);
  }
  const uploadIds = [...new Set(body.uploadIds ?? [])];
  let changed: string[] = [];
  const written = await ctx.db.transaction(async (tx) => {
    if (conv.kind === 'match') changed = await beforeLobbyMessage(ctx, tx, conv.id);
    const media = await attachImages(tx, me, uploadIds);
    const row = await messagesRepository.insertMessage(tx, {
      conversationId: conv.id,
      senderId: me.id,
      body: body.text,
      media,
      clientId: body.clientId ?? null,
    });
    return { ...row, media };
  });
  const participantIds = await messagesRepository.participantIds(ctx.db, conv.id);
  ctx.messageCache.changed([...participantIds, ...changed], [conv.id]);
  const message: Message = {
    id: written.id,
    conversationId: conv.id,
    system: null,
    sender: publicUserOf(me),
    text: body.text,
    media: presentMedia(written.media),
    createdAt: written.createdAt.toISOString(),
    clientId: body.clientId ?? null,
  };
  ctx.events.emit('message.sent', { message, participantIds });
  return message;
}

/** The reader has read the conversation up to its newest message; answers his new total of unread messages. */
export async function markRead(ctx: AppContext, me: User, id: string): Promise<{ count: number }> {
  const conv = await readable(ctx, me, id);
  const readAt = await messagesRepository.markRead(ctx.db, conv.id, me.id);
  const participantIds = await messagesRepository.participantIds(ctx.db, conv.id);
  // His count, and everyone's list (the receipts).
  ctx.messageCache.changed([me.id, ...participantIds]);
  ctx.events.emit('message.read', {
    conversationId: conv.id,
    userId: me.id,
    readAt: readAt.toISOString(),
    participantIds,
  });
  return { count: await ctx.messageCache.unreadCount(me.id) };
}

/**
 * "…is typing": to the other participants only; nothing is stored. In a direct conversation it is refused (403)
 * when either blocked the other, as sending is; in a team's, people who blocked one another are not told.
 */
export async function typing(ctx: AppContext, me: User, id: string): Promise<void> {
  const conv = await readable(ctx, me, id);
  let recipientIds = (await messagesRepository.participantIds(ctx.db, conv.id)).filter((p) => p !== me.id);
  if (conv.kind === 'direct') {
    for (const other of recipientIds) await assertNotBlocked(ctx.db, me.id, other);
  } else {
    const hidden = new Set(await blocksRepository.hiddenFrom(ctx.db, me.id));
    recipientIds = recipientIds.filter((p) => !hidden.has(p));
  }
  ctx.events.emit('message.typing', { conversationId: conv.id, user: publicUserOf(me), recipientIds });
}

export async function unreadCount(ctx: AppContext, me: User): Promise<number> {
  return ctx.messageCache.unreadCount(me.id);
}

export async function getSettings(ctx: AppContext, me: User): Promise<MessageSettings> {
  return messagesRepository.settings(ctx.db, me.id);
}

export async function updateSettings(ctx: AppContext, me: User, body: MessageSettings): Promise<MessageSettings> {
  await messagesRepository.saveSettings(ctx.db, me.id, body.connectionsOnly);
  // His correspondents' canSend changes; their lists show it within their TTL (sending checks it at once).
  return getSettings(ctx, me);
}

/** Roster changes, from the teams module's events: the team's conversation follows its roster. */
/**
 * The team conversation's membership follows the roster as it is now, not as the event said: the outbox retries a
 * join or a leave that failed, possibly after a later change of the same person, and each run must end right.
 */
export async function followRoster(ctx: AppContext, teamId: string, userId: string): Promise<void> {
  if (await rosterRepository.find(ctx.db, teamId, userId)) await joinedTeam(ctx, teamId, userId);
  else await leftTeam(ctx, teamId, userId);
}

async function joinedTeam(ctx: AppContext, teamId: string, userId: string): Promise<void> {
  if (await messagesRepository.joinTeam(ctx.db, teamId, userId)) ctx.messageCache.changed([userId]);
}

async function leftTeam(ctx: AppContext, teamId: string, userId: string): Promise<void> {
  await messagesRepository.leaveTeam(ctx.db, teamId, userId);
  // Dropped even when there was no row: his count stopped counting the team's conversation when he left.
  ctx.messageCache.changed([userId]);
}
