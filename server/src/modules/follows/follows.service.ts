import type { FollowState, PublicUser, User, UserPage, UserSummary } from '@esn/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { usersRepository } from '../users/users.repository';
import { followsRepository } from './follows.repository';
import { assertNotBlocked } from '../safety/blocks.service';

async function existingUser(ctx: AppContext, id: string) {
  const user = isUuid(id) ? await usersRepository.findById(ctx.db, id) : undefined;
  if (!user) throw notFound();
  return user;
}

export async function summary(ctx: AppContext, readerId: string, userId: string): Promise<UserSummary> {
  const row = isUuid(userId) ? await followsRepository.summary(ctx.db, userId, readerId) : undefined;
  if (!row) throw notFound();
  return row;
}

/** Idempotent: following twice is one follow and one notification. */
export async function follow(ctx: AppContext, me: User, targetId: string): Promise<FollowState> {
  if (targetId === me.id) throw badRequest('cannot_follow_self');
  await existingUser(ctx, targetId);
  await assertNotBlocked(ctx.db, me.id, targetId);
  // The follow and its notification's outbox row commit together, or neither does.
  await ctx.db.transaction(async (tx) => {
    if (await followsRepository.follow(tx, me.id, targetId))
      await ctx.events.emitInTx(tx, 'user.followed', { follower: me, followeeId: targetId });
  });
  return { following: true, followers: await followsRepository.followerCount(ctx.db, targetId) };
}

export async function unfollow(ctx: AppContext, me: User, targetId: string): Promise<FollowState> {
  if (targetId === me.id) throw badRequest('cannot_follow_self');
  await existingUser(ctx, targetId);
  await ctx.db.transaction(async (tx) => {
    await followsRepository.unfollow(tx, me.id, targetId);
    await ctx.events.emitInTx(tx, 'user.unfollowed', { followerId: me.id, followeeId: targetId });
  });
  return { following: false, followers: await followsRepository.followerCount(ctx.db, targetId) };
}

export async function people(
  ctx: AppContext,
  direction: 'followers' | 'following',
  userId: string,
  limit: number,
  cursor?: string,
): Promise<UserPage> {
  await existingUser(ctx, userId);
  const rows = await followsRepository.list(ctx.db, direction, userId, limit + 1, decodeCursor(cursor));
  const { items, nextCursor } = pageOf(rows, limit, (r) => ({ createdAt: r.followedAt, id: r.id }));
  return { items: items.map(({ followedAt: _, ...u }): PublicUser => u), nextCursor };
}
