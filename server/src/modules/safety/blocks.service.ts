import type { BlockList, User } from '@esn/contract';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/cursor';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { usersRepository } from '../users/users.repository';
import { blocksRepository } from './blocks.repository';

/** Refuses an interaction (follow, connect, comment, offer, message) between two people when either blocked the other. */
export async function assertNotBlocked(db: DbOrTx, a: string, b: string): Promise<void> {
  if (a !== b && (await blocksRepository.between(db, a, b))) throw forbidden('blocked');
}

/**
 * Blocks someone: their follows both ways and their connection (or request) end with it, so neither sees the
 * other's posts on the wall; from now on neither can follow, connect, comment on the other's posts or send offers
 * or messages, and search and suggestions leave the other out. Idempotent.
 */
export async function block(ctx: AppContext, me: User, targetId: string): Promise<{ blocked: true }> {
  if (targetId === me.id) throw badRequest('cannot_block_self');
  if (!isUuid(targetId) || !(await usersRepository.findById(ctx.db, targetId))) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await blocksRepository.block(tx, me.id, targetId);
    for (const f of await blocksRepository.dropFollows(tx, me.id, targetId))
      await ctx.events.emitInTx(tx, 'user.unfollowed', f);
    if (await blocksRepository.dropConnection(tx, me.id, targetId))
      await ctx.events.emitInTx(tx, 'connection.removed', { userId: me.id, otherId: targetId });
    await ctx.events.emitInTx(tx, 'user.blocked', { blockerId: me.id, blockedId: targetId });
  });
  return { blocked: true };
}

export async function unblock(ctx: AppContext, me: User, targetId: string): Promise<{ blocked: false }> {
  if (isUuid(targetId)) await blocksRepository.unblock(ctx.db, me.id, targetId);
  return { blocked: false };
}

export async function myBlocks(ctx: AppContext, me: User): Promise<BlockList> {
  return {
    items: (await blocksRepository.list(ctx.db, me.id)).map((r) => ({
      ...r.user,
      blockedAt: r.blockedAt.toISOString(),
    })),
  };
}
