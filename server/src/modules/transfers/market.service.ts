import type {
  MarketPlayerPage,
  MarketQuery,
  MarketSort,
  MarketStatus,
  TransferHistoryPage,
  UpdateMarketStatusBody,
  User,
} from '@esn/contract';
import type { AppContext } from '../../context';
import { z } from 'zod';
import {
  cursorId,
  cursorInt,
  cursorTime,
  decodeCursor,
  decodeJsonCursor,
  encodeJsonCursor,
  isUuid,
  pageOf,
} from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { nextAvailability } from '../profiles/availability';
import { completenessOf, emptyProfile } from '../profiles/profiles.presenter';
import { profilesRepository } from '../profiles/profiles.repository';
import { historyRepository } from './history.repository';
import type { MarketAnswer } from './market-cache';
import { marketRepository, type MarketKey, type PageKey, type RatingKey } from './market.repository';
import { presentHistory, presentMarketPlayer } from './transfers.presenter';

/** The sort keys of a row, in the order of its sort (see market.repository.ts), the id last. */
const keyOf = (sort: MarketSort, r: PageKey): MarketKey | RatingKey =>
  sort === 'rating'
    ? [r.conservative ?? null, r.userId]
    : sort === 'views'
      ? [r.profileViews!, r.userId]
      : sort === 'skill'
        ? [r.rank!, r.profileViews!, r.userId]
        : [r.updatedAt!.toISOString(), r.userId];

const encodeKey = (k: MarketKey | RatingKey) => encodeJsonCursor(k);

/** The key of each sort, as lib/cursor checks it: a cursor is only ever one we made for this sort, else a 400. */
const keySchemas = {
  views: z.tuple([cursorInt, cursorId]),
  skill: z.tuple([cursorInt, cursorInt, cursorId]),
  active: z.tuple([cursorTime, cursorId]),
  rating: z.tuple([z.number().finite().nullable(), cursorId]),
} satisfies Record<MarketSort, z.ZodType<MarketKey | RatingKey>>;
const decodeKey = (sort: MarketSort, cursor: string | undefined): MarketKey | RatingKey | undefined =>
  decodeJsonCursor<MarketKey | RatingKey>(keySchemas[sort], cursor);

/**
 * `GET /api/transfers/players` as the answer the route sends: the same for every reader, so kept a few seconds per
 * filter combination (see market-cache.ts).
 */
export async function searchAnswer(ctx: AppContext, q: MarketQuery): Promise<MarketAnswer> {
  // Every parameter, in a fixed order: a filter added later cannot be forgotten here (and share another's page).
  const key = JSON.stringify(Object.entries(q).sort(([x], [y]) => x.localeCompare(y)));
  return ctx.marketCache.page(key, async () => JSON.stringify(await searchPlayers(ctx, q)));
}

/**
 * A page: its players in order from one indexed query (see the indexes in db/schema/profiles.ts), then their cards,
 * kept ones from memory and the rest in one more query.
 */
async function searchPlayers(ctx: AppContext, q: MarketQuery): Promise<MarketPlayerPage> {
  const { sort, limit, cursor, ...filters } = q;
  const keys = await marketRepository.page(ctx.db, filters, sort, limit + 1, decodeKey(sort, cursor));
  const shown = keys.slice(0, limit);
  const last = shown[shown.length - 1];
  const items = await ctx.marketCache.cards(
    shown.map((k) => k.userId),
    filters.game,
    async (ids) => (await marketRepository.cards(ctx.db, ids, filters.game)).map(presentMarketPlayer),
  );
  return { items, nextCursor: keys.length > limit && last ? encodeKey(keyOf(sort, last)) : null };
}

export async function myStatus(ctx: AppContext, me: User): Promise<MarketStatus> {
  const row = await marketRepository.status(ctx.db, me.id);
  return row ?? { availability: 'not_available', availableFrom: null, lookingForTeam: false, country: null };
}

/**
 * A person marks himself available (and from when), looking for a team, and his country. Written on his profile
 * (created if he never edited it) under the same row lock as a profile edit, so the stored completeness stays right.
 */
export async function updateStatus(ctx: AppContext, me: User, body: UpdateMarketStatusBody): Promise<MarketStatus> {
  await ctx.db.transaction(async (tx) => {
    const current = await profilesRepository.lockForEdit(tx, me.id);
    if (!current) throw notFound();
    const base = current.profile ?? emptyProfile(me.id);
    const next = {
      ...base,
      ...nextAvailability(base, body),
      lookingForTeam: body.lookingForTeam ?? base.lookingForTeam,
      country: body.country === undefined ? base.country : body.country,
      updatedAt: new Date(),
    };
    next.completeness = completenessOf(current.user, next);
    await profilesRepository.upsert(tx, next);
    await ctx.events.emitInTx(tx, 'profile.updated', { userId: me.id, completeness: next.completeness });
  });
  return myStatus(ctx, me);
}

export async function history(
  ctx: AppContext,
  q: { teamId?: string; userId?: string; limit: number; cursor?: string },
): Promise<TransferHistoryPage> {
  if ((q.teamId && !isUuid(q.teamId)) || (q.userId && !isUuid(q.userId))) return { items: [], nextCursor: null };
  const rows = await historyRepository.list(
    ctx.db,
    { teamId: q.teamId, userId: q.userId },
    q.limit + 1,
    decodeCursor(q.cursor),
  );
  const page = pageOf(rows, q.limit, (r) => ({ createdAt: r.entry.createdAt, id: r.entry.id }));
  return { items: page.items.map(presentHistory), nextCursor: page.nextCursor };
}
