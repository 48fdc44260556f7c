import type { ConnectionState, ConnectionStatus, NetworkPage, User } from '@esn/contract';
import type { AppContext } from '../../context';
import { isUuid } from '../../lib/cursor';
import { uniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { usersRepository } from '../users/users.repository';
import { connectionsRepository, type ConnectionRow, type ListFilter } from './connections.repository';
import { presentPerson } from './connections.presenter';
import { decodeRankKey, decodeTimeKey, encodeRankKey, encodeTimeKey, pageBy } from './network-cursor';
import { assertNotBlocked } from '../safety/blocks.service';
import { blocksRepository } from '../safety/blocks.repository';

const state = (status: ConnectionStatus): ConnectionState => ({ status });

/** The other person of a pair, who must exist and not be me. */
async function otherPerson(ctx: AppContext, me: User, id: string): Promise<void> {
  if (id === me.id) throw badRequest('cannot_connect_self');
  if (!isUuid(id) || !(await usersRepository.findById(ctx.db, id))) throw notFound();
}

function statusOf(me: string, row: ConnectionRow | undefined): ConnectionStatus {
  if (!row) return 'none';
  if (row.status === 'accepted') return 'connected';
  return row.requesterId === me ? 'pending_outgoing' : 'pending_incoming';
}

/**
 * Ask someone to connect. When they already asked me, asking back accepts theirs. The unique pair index settles
 * races: the loser re-reads and either accepts the other side's request or answers connection_exists.
 */
export async function request(ctx: AppContext, me: User, targetId: string): Promise<ConnectionState> {
  await otherPerson(ctx, me, targetId);
  await assertNotBlocked(ctx.db, me.id, targetId);
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await connectionsRepository.findPair(ctx.db, me.id, targetId);
    if (existing?.status === 'pending' && existing.requesterId === targetId) {
      const accepted = await ctx.db.transaction(async (tx) => {
        if (!(await connectionsRepository.acceptPending(tx, targetId, me.id))) return false;
        await ctx.events.emitInTx(tx, 'connection.accepted', { accepter: me, requesterId: targetId });
        return true;
      });
      if (accepted) return state('connected');
      continue; // withdrawn meanwhile: look again
    }
    if (existing) throw conflict('connection_exists');
    try {
      await ctx.db.transaction(async (tx) => {
        await connectionsRepository.insertPending(tx, me.id, targetId);
        await ctx.events.emitInTx(tx, 'connection.requested', { requester: me, addresseeId: targetId });
      });
      return state('pending_outgoing');
    } catch (err) {
      if (uniqueViolation(err) === undefined) throw err;
    }
  }
  throw conflict('connection_exists');
}

/** Only the addressee of a pending request accepts it. */
export async function accept(ctx: AppContext, me: User, requesterId: string): Promise<ConnectionState> {
  const accepted =
    isUuid(requesterId) &&
    (await ctx.db.transaction(async (tx) => {
      if (!(await connectionsRepository.acceptPending(tx, requesterId, me.id))) return false;
      await ctx.events.emitInTx(tx, 'connection.accepted', { accepter: me, requesterId });
      return true;
    }));
  if (!accepted) throw notFound('no_pending_request');
  return state('connected');
}

/** Declining removes the request silently: the requester is not told, and may ask again later. */
export async function decline(ctx: AppContext, me: User, requesterId: string): Promise<ConnectionState> {
  if (!isUuid(requesterId) || !(await connectionsRepository.deletePending(ctx.db, requesterId, me.id)))
    throw notFound('no_pending_request');
  return state('none');
}

/**
 * Withdraws my own request while it is still pending. A page that had not yet seen it accepted must not end the
 * connection behind its owner's back (ending one is `remove`, after a confirmation): then 404 no_pending_request.
 */
export async function withdraw(ctx: AppContext, me: User, otherId: string): Promise<ConnectionState> {
  if (!isUuid(otherId) || !(await connectionsRepository.deletePending(ctx.db, me.id, otherId)))
    throw notFound('no_pending_request');
  return state('none');
}

/** Ends whatever stands between us (my request, a connection, or their request); repeating it changes nothing. */
export async function remove(ctx: AppContext, me: User, otherId: string): Promise<ConnectionState> {
  await otherPerson(ctx, me, otherId);
  await ctx.db.transaction(async (tx) => {
    await connectionsRepository.deletePair(tx, me.id, otherId);
    await ctx.events.emitInTx(tx, 'connection.removed', { userId: me.id, otherId });
  });
  return state('none');
}

export async function status(ctx: AppContext, me: User, otherId: string): Promise<ConnectionState> {
  await otherPerson(ctx, me, otherId);
  return state(statusOf(me.id, await connectionsRepository.findPair(ctx.db, me.id, otherId)));
}

const statusByFilter = { connected: 'connected', incoming: 'pending_incoming', outgoing: 'pending_outgoing' } as const;

export async function listMine(
  ctx: AppContext,
  me: User,
  filter: ListFilter,
  limit: number,
  cursor?: string,
): Promise<NetworkPage> {
  const rows = await connectionsRepository.listMine(ctx.db, me.id, filter, limit + 1, decodeTimeKey(cursor));
  const page = pageBy(rows, limit, (r) => ({ at: r.at, id: r.id }), encodeTimeKey);
  return { items: page.items.map((r) => presentPerson(r, statusByFilter[filter])), nextCursor: page.nextCursor };
}

/** People the reader blocked or was blocked by are left out of discovery and suggestions. */
const withoutBlocked = async <T extends { id: string }>(ctx: AppContext, me: User, rows: T[]): Promise<T[]> => {
  const hidden = await blocksRepository.hiddenFrom(ctx.db, me.id);
  return hidden.length ? rows.filter((r) => !hidden.includes(r.id)) : rows;
};

export async function discover(
  ctx: AppContext,
  me: User,
  q: string | undefined,
  limit: number,
  cursor?: string,
): Promise<NetworkPage> {
  const rows = await withoutBlocked(
    ctx,
    me,
    await connectionsRepository.discover(ctx.db, me.id, q || undefined, limit + 1, decodeTimeKey(cursor)),
  );
  const page = pageBy(rows, limit, (r) => ({ at: r.at, id: r.id }), encodeTimeKey);
  return { items: page.items.map((r) => presentPerson(r, r.status)), nextCursor: page.nextCursor };
}

export async function suggestions(ctx: AppContext, me: User, limit: number, cursor?: string): Promise<NetworkPage> {
  const rows = await withoutBlocked(
    ctx,
    me,
    await connectionsRepository.suggestions(ctx.db, me.id, limit + 1, decodeRankKey(cursor)),
  );
  const page = pageBy(
    rows,
    limit,
    (r) => ({
      at: r.at,
      id: r.id,
      mutual: r.mutual,
      games: r.sharedGames.length,
      teams: r.sharedTeams,
      roles: r.sharedRoles.length,
    }),
    encodeRankKey,
  );
  return {
    items: page.items.map((r) =>
      presentPerson(r, 'none', {
        mutualConnections: r.mutual,
        sharedGames: r.sharedGames,
        sharedTeams: r.sharedTeams,
        sharedRoles: r.sharedRoles,
      }),
    ),
    nextCursor: page.nextCursor,
  };
}
