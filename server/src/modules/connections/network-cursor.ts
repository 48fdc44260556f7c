import { z } from 'zod';
import { cursorCount, cursorId, cursorTime, decodeJsonCursor, encodeJsonCursor } from '../../lib/cursor';

/**
 * Keyset cursors for the network lists. Unlike lib/cursor (a JS Date, millisecond precision) they carry the
 * database timestamp to the microsecond as text: rows written in one transaction share `now()`, and a cursor
 * rounded to the millisecond would sort before them and skip the rest of the page.
 */
export type TimeKey = { at: string; id: string };
export type RankKey = TimeKey & { mutual: number; games: number; teams: number; roles: number };

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const TimeKeySchema = z.strictObject({ at: cursorTime.refine((s) => ISO_MICROS.test(s)), id: cursorId });
const RankKeySchema = TimeKeySchema.extend({
  mutual: cursorCount,
  games: cursorCount,
  teams: cursorCount,
  roles: cursorCount,
});

export const encodeTimeKey = (k: TimeKey) => encodeJsonCursor(k);
export const decodeTimeKey = (cursor: string | undefined) => decodeJsonCursor(TimeKeySchema, cursor);
export const encodeRankKey = (k: RankKey) => encodeJsonCursor(k);
export const decodeRankKey = (cursor: string | undefined) => decodeJsonCursor(RankKeySchema, cursor);

/** Given `limit + 1` rows, the page and the cursor of its last row when there is more. */
export function pageBy<T, K>(rows: T[], limit: number, keyOf: (row: T) => K, encodeKey: (k: K) => string) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeKey(keyOf(last)) : null };
}
