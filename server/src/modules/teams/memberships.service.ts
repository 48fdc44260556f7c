import type { LookingForTeamPlayer, MembershipSummary, User } from '@esn/contract';
import type { AppContext } from '../../context';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { usersRepository } from '../users/users.repository';
import { lookingRepository } from './looking.repository';
import { presentMembership } from './teams.presenter';
import { rosterRepository } from './roster.repository';

/** Teams someone belongs to: public, like the roster of each of those teams. */
export async function membershipsOf(ctx: AppContext, userId: string): Promise<MembershipSummary[]> {
  if (!isUuid(userId) || !(await usersRepository.findById(ctx.db, userId))) throw notFound();
  return (await rosterRepository.membershipsOf(ctx.db, userId)).map(presentMembership);
}

export const myMemberships = (ctx: AppContext, me: User) => membershipsOf(ctx, me.id);

export async function lookingForTeam(ctx: AppContext, game: string | undefined, limit: number, cursor?: string) {
  const rows = await lookingRepository.players(ctx.db, game, limit + 1, decodeCursor(cursor));
  const page = pageOf(rows, limit, (r) => ({ createdAt: r.updatedAt, id: r.id }));
  const items: LookingForTeamPlayer[] = page.items.map(({ updatedAt: _updatedAt, ...p }) => p);
  return { items, nextCursor: page.nextCursor };
}
