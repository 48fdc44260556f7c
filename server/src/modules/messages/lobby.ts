import { LOBBY_OPEN_AFTER_RESULT_MS, type Conversation, type MatchLobby, type Message, type User } from '@esn/contract';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { MatchRow } from '../../db/schema/index';
import { conflict, forbidden } from '../../lib/errors';
import { loadMatch, presentMatches } from '../matches/matches.service';
import { matchesRepository } from '../matches/matches.repository';
import { LOBBY_LINE_RULES, presentSystemLine, type LobbyLine } from './lobby-lines';
import { messagesRepository } from './messages.repository';

/**
 * Match lobbies (issue 27): one conversation per match for both rosters and the organizer, made on first open. Who
 * is in it is the match's people as they are now (a player who left the team loses it at once; see
 * messagesRepository.lobbyMembers); its messages go through the conversation endpoints like any other. New messages
 * are refused a day after the result became final.
 */

/** When the lobby closes to new messages: a day after the result became final (null while it is not). */
function lobbyClosesAt(row: Pick<MatchRow, 'status' | 'resultApprovedAt' | 'completedAt' | 'updatedAt'>) {
  if (row.status !== 'completed' && row.status !== 'cancelled') return null;
  const finalAt = row.resultApprovedAt ?? row.completedAt ?? row.updatedAt;
  return new Date(finalAt.getTime() + LOBBY_OPEN_AFTER_RESULT_MS);
}

const isClosed = (ctx: AppContext, row: MatchRow) => {
  const closesAt = lobbyClosesAt(row);
  return closesAt !== null && ctx.clock.now().getTime() >= closesAt.getTime();
};

/** The lobby as its reader sees it, made (or its people brought up to date) now. Outsiders are refused. */
export async function openLobby(
  ctx: AppContext,
  me: User,
  matchId: string,
  getConversation: (id: string) => Promise<Conversation>,
): Promise<MatchLobby> {
  const row = await loadMatch(ctx.db, matchId);
  if (!(await messagesRepository.lobbyMembers(ctx.db, row.id)).includes(me.id)) throw forbidden('not_match_member');
  const { id, changed } = await ctx.db.transaction((tx) => messagesRepository.ensureMatch(tx, row.id));
  ctx.messageCache.changed(changed);
  const closesAt = lobbyClosesAt(row);
  const closed = isClosed(ctx, row);
  const conversation = await getConversation(id);
  return {
    conversation: { ...conversation, canSend: !closed },
    canSend: !closed,
    closesAt: closesAt?.toISOString() ?? null,
    closed,
  };
}

/**
 * Before a message goes into a lobby (in its transaction): refused once closed, and the participant rows follow the
 * rosters first, so that everyone on them now receives it. Returns who changed.
 */
export async function beforeLobbyMessage(ctx: AppContext, tx: Tx, conversationId: string): Promise<string[]> {
  const conv = (await messagesRepository.conversationById(tx, conversationId))!;
  const row = await matchesRepository.findById(tx, conv.matchId!);
  if (!row || isClosed(ctx, row)) throw conflict('lobby_closed');
  return messagesRepository.syncMatch(tx, conv, row.id);
}

/**
 * Someone on a match who has no participant row in its lobby yet (he joined a roster since it was made) gets one
 * when he first reads or writes there; undefined for anyone else.
 */
export async function joinLobby(ctx: AppContext, me: User, conversationId: string) {
  const conv = await messagesRepository.conversationById(ctx.db, conversationId);
  if (conv?.kind !== 'match' || !conv.matchId) return undefined;
  if (!(await messagesRepository.lobbyMembers(ctx.db, conv.matchId)).includes(me.id)) return undefined;
  const { changed } = await ctx.db.transaction((tx) => messagesRepository.ensureMatch(tx, conv.matchId!));
  ctx.messageCache.changed(changed);
  return messagesRepository.access(ctx.db, conversationId, me.id);
}

/** Lobby conversations get their match's label (sides, round, event), in one pass per page. */
export async function labelLobbies(ctx: AppContext, items: Conversation[], matchIds: (string | null)[]) {
  const db = ctx.db;
  const ids = [...new Set(matchIds.filter((x): x is string => x !== null))];
  if (!ids.length) return items;
  const rows = (await Promise.all(ids.map((id) => matchesRepository.findById(db, id)))).filter(
    (r): r is MatchRow => r !== undefined,
  );
  const byId = new Map((await presentMatches(db, rows)).map((m) => [m.id, m]));
  return items.map((c, i) => {
    const m = matchIds[i] ? byId.get(matchIds[i]) : undefined;
    return m
      ? {
          ...c,
          canSend: !isClosed(
            ctx,
            rows.find((r) => r.id === m.id)!,
          ),
          match: {
            id: m.id,
            home: m.a?.participant?.name ?? '—',
            away: m.b?.participant?.name ?? '—',
            round: m.position.round,
            contextKind: m.context.kind,
            context: m.context.name,
          },
        }
      : c;
  });
}

/**
 * Writes a system line into a match's lobby (made if it is not yet) in `db`'s transaction, its people brought up to
 * date first. Returns the message and who should receive it; publish them after the commit (see postLobbyLineInTx).
 */
async function postLobbyLine(
  db: DbOrTx,
  matchId: string,
  line: LobbyLine,
): Promise<{ message: Message; participantIds: string[]; changed: string[] }> {
  const { id, changed } = await messagesRepository.ensureMatch(db, matchId);
  const written = await messagesRepository.insertMessage(db, {
    conversationId: id,
    senderId: null,
    body: '',
    media: [],
    clientId: null,
    systemKey: line.key,
    systemParams: line.params,
  });
  const participantIds = await messagesRepository.participantIds(db, id);
  const message: Message = {
    id: written.id,
    conversationId: id,
    system: presentSystemLine(line.key, line.params),
    sender: null,
    text: '',
    media: [],
    createdAt: written.createdAt.toISOString(),
    clientId: null,
  };
  return { message, participantIds, changed };
}

/** postLobbyLine in a use case's transaction; once it commits, the line reaches its people live. */
async function postLobbyLineInTx(ctx: AppContext, tx: Tx, matchId: string, line: LobbyLine): Promise<void> {
  const { message, participantIds, changed } = await postLobbyLine(tx, matchId, line);
  ctx.events.afterCommit(tx, () => {
    ctx.messageCache.changed([...participantIds, ...changed], [message.conversationId]);
    ctx.events.emit('message.sent', { message, participantIds });
  });
}

/** Each rule of LOBBY_LINE_RULES writes its line in the transaction of the change it tells (exactly once). */
export function registerLobbyLines(ctx: AppContext): void {
  for (const { event, line } of LOBBY_LINE_RULES)
    ctx.events.onInTx(event, async (tx, payload) => {
      const l = line(payload as never);
      if (l) await postLobbyLineInTx(ctx, tx, l.matchId, { key: l.key, params: l.params });
    });
}
