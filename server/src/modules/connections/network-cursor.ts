import { z } from 'zod';
import { isUuid } from '../../lib/cursor';
import { badRequest } from '../../lib/errors';

/**
 * Keyset cursors for the network lists. Unlike lib/cursor (a JS Date, millisecond precision) they carry the
 * database timestamp to the microsecond as text: rows written in one transaction share `now()`, and a cursor
 * rounded to the millisecond would sort before them and skip the rest of the page.
 */
export type TimeKey = { at: string; id: string };
export type RankKey = TimeKey & { mutual: number; games: number; teams: number; roles: number };

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const count = z.number().int().min(0);
const TimeKeySchema = z.strictObject({ at: z.string().regex(ISO_MICROS), id: z.string().refine(isUuid) });
const RankKeySchema = TimeKeySchema.extend({ mutual: count, games: count, teams: count, roles: count });

function decode<T>(schema: z.ZodType<T>, cursor: string | undefined): T | undefined {
  if (!cursor) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw badRequest('validation');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest('validation');
  return parsed.data;
}

export const encodeTimeKey = (k: TimeKey) => encode(k);
export const decodeTimeKey = (cursor: string | undefined) => decode(TimeKeySchema, cursor);
export const encodeRankKey = (k: RankKey) => encode(k);
export const decodeRankKey = (cursor: string | undefined) => decode(RankKeySchema, cursor);

/** Given `limit + 1` rows, the page and the cursor of its last row when there is more. */
export function pageBy<T, K>(rows: T[], limit: number, keyOf: (row: T) => K, encodeKey: (k: K) => string) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeKey(keyOf(last)) : null };
}
