import {
  displayName,
  SAVED_SEARCH_LIMITS,
  savedSearchQuery,
  type SavedSearch,
  type SavedSearchFilters,
  type SavedSearchList,
  type UpdateSavedSearchBody,
  type CreateSavedSearchBody,
  type User,
} from '@esn/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { DeferredTask } from '../../lib/deferred-work';
import { isUuid } from '../../lib/cursor';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { savedSearchesRepository as repo, type SavedSearchRow } from './saved-searches.repository';
import { presentSavedSearch } from './transfers.presenter';

type CreateBody = z.output<typeof CreateSavedSearchBody>;
type UpdateBody = z.output<typeof UpdateSavedSearchBody>;

/** A search alerts its owner at most this often. */
const ALERT_INTERVAL_MS = 24 * 3_600_000;
/** How often every process looks for searches to alert (cheap when nothing changed: one indexed query). */
const ALERT_SWEEP_MS = 10_000;
/** The names an alert lists; the count says how many more. */
const NAMES_SHOWN = 3;

/** Scouting is for the people who build teams: team owners and coaches. */
function requireScout(me: User): void {
  if (me.userType !== 'team_owner' && me.userType !== 'coach') throw forbidden('saved_search_not_allowed');
}

/** The filters as stored: the parsed values, the ones not given left out. */
const storedFilters = (f: CreateBody['filters']): SavedSearchFilters =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as SavedSearchFilters;

/** Anyone else has none (and cannot save one): an empty list, as the OpenAPI document says a list answers. */
export async function listMine(ctx: AppContext, me: User): Promise<SavedSearchList> {
  if (me.userType !== 'team_owner' && me.userType !== 'coach') return { items: [] };
  return { items: (await repo.listOf(ctx.db, me.id)).map(presentSavedSearch) };
}

/**
 * Saves a search. The players the market lists for it now are known to it from the start: it alerts of players who
 * come to match later. Its first alert may come as soon as one does; then at most one a day.
 */
export async function create(ctx: AppContext, me: User, body: CreateBody): Promise<SavedSearch> {
  requireScout(me);
  const filters = storedFilters(body.filters);
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockOwner(tx, me.id);
    if ((await repo.countOf(tx, me.id)) >= SAVED_SEARCH_LIMITS.perPerson)
      throw new AppError(409, 'saved_search_limit', { max: SAVED_SEARCH_LIMITS.perPerson });
    const saved = await repo.insert(tx, { ownerId: me.id, name: body.name, filters, nextAlertAt: ctx.clock.now() });
    await repo.knowCurrentMatches(tx, saved.id, filters);
    return saved;
  });
  return presentSavedSearch(row);
}

/** Renames a search, or changes its filters (then the players they list now are known to it, as when it was saved). */
export async function update(ctx: AppContext, me: User, id: string, body: UpdateBody): Promise<SavedSearch> {
  requireScout(me);
  if (!isUuid(id)) throw notFound('saved_search_not_found');
  const filters = body.filters && storedFilters(body.filters);
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.update(tx, me.id, id, { name: body.name, filters });
    if (!saved) throw notFound('saved_search_not_found');
    if (filters) await repo.knowCurrentMatches(tx, saved.id, filters);
    return saved;
  });
  return presentSavedSearch(row);
}

export async function remove(ctx: AppContext, me: User, id: string): Promise<void> {
  requireScout(me);
  if (!isUuid(id) || !(await repo.remove(ctx.db, me.id, id))) throw notFound('saved_search_not_found');
}

/** A player's market card may have changed into a match of someone's search: the alert task will look at him. */
export async function playerChanged(ctx: AppContext, userId: string): Promise<void> {
  await repo.recordCandidate(ctx.db, userId);
}

/**
 * One search's alert, exactly once however many processes run the task at the same moment: the search is locked
 * (skipped when another process has it) and re-read as due; the players it alerts of are recorded under their
 * unique key in the same transaction as the alert's event (whose notification the outbox delivers once).
 */
async function alertOne(ctx: AppContext, id: string, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const search = await repo.lockDue(tx, id, now);
    if (!search) return false;
    const added = await repo.takeNewMatches(tx, search, now);
    if (!added.length) {
      await repo.checked(tx, search.id);
      return false;
    }
    await repo.checked(tx, search.id, new Date(now.getTime() + ALERT_INTERVAL_MS));
    await ctx.events.emitInTx(tx, 'market.searchMatched', alertOf(search, added.map(displayName)));
    return true;
  });
}

const alertOf = (search: SavedSearchRow, names: string[]) => ({
  searchId: search.id,
  ownerId: search.ownerId,
  name: search.name,
  query: savedSearchQuery(search.filters),
  count: names.length,
  names: names.slice(0, NAMES_SHOWN),
});

/** Alerts every due search that has changed players to look at; returns how many alerted. */
async function alertDueSearches(ctx: AppContext, now: Date, batch = 100): Promise<number> {
  let alerted = 0;
  for (const id of await repo.due(ctx.db, now, batch)) if (await alertOne(ctx, id, now)) alerted++;
  await repo.pruneCandidates(ctx.db);
  return alerted;
}

export const savedSearchAlerts = (ctx: AppContext): DeferredTask => ({
  name: 'saved-search-alerts',
  everyMs: ALERT_SWEEP_MS,
  run: (now) => alertDueSearches(ctx, now),
});
