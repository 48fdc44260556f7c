import type { RequestStatus, User } from '@esn/contract';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { decodeCursor, pageOf, type Keyset } from '../../lib/cursor';
import { can } from './permissions';
import type { RequestScope } from './requests.repository';
import { actorIn, allow, loadTeam } from './team-access';

type Lister<Row> = (
  db: DbOrTx,
  scope: RequestScope,
  status: RequestStatus,
  limit: number,
  after?: Keyset,
) => Promise<Row[]>;

/**
 * The two lists every kind of team request has: a team's (for those who may see its requests) and the signed-in
 * person's own. Applications and invitations differ only in their rows and how they are presented.
 */
export function requestLists<Row, Item>(list: Lister<Row>, keyOf: (row: Row) => Keyset, present: (row: Row) => Item) {
  async function page(ctx: AppContext, scope: RequestScope, status: RequestStatus, limit: number, cursor?: string) {
    const rows = await list(ctx.db, scope, status, limit + 1, decodeCursor(cursor));
    const { items, nextCursor } = pageOf(rows, limit, keyOf);
    return { items: items.map(present), nextCursor };
  }
  return {
    async listForTeam(
      ctx: AppContext,
      me: User,
      teamId: string,
      status: RequestStatus,
      limit: number,
      cursor?: string,
    ) {
      const team = await loadTeam(ctx.db, teamId);
      allow(can.viewRequests(await actorIn(ctx.db, team.id, me)));
      return page(ctx, { teamId: team.id }, status, limit, cursor);
    },
    listMine: (ctx: AppContext, me: User, status: RequestStatus, limit: number, cursor?: string) =>
      page(ctx, { userId: me.id }, status, limit, cursor),
  };
}
