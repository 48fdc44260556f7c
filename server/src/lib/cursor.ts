import { z } from 'zod';
import { badRequest } from './errors';

/**
 * Opaque page cursors, decoded in one place. A cursor comes back from the client, so it is input like any other:
 * whatever it decodes to is checked here (instants PostgreSQL stores and JS prints as a plain ISO date, ids that are
 * uuids, finite integers that fit an `integer` column) and anything else is a 400 `invalid_cursor`, never a query
 * that fails with a 500. Lists with their own key shape describe it with the pieces below and `decodeJsonCursor`.
 */
const invalidCursor = () => badRequest('invalid_cursor');

export const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/** Years 1000–9999: four digits, as `toISOString` prints them and PostgreSQL reads them back (no year 0, no ±275760). */
const MIN_TIME = Date.UTC(1000, 0, 1);
const MAX_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** An ISO instant (UTC, up to microseconds) of a real calendar day within years 1000–9999. */
function isCursorTime(s: string): boolean {
  if (!ISO.test(s)) return false;
  const t = Date.parse(s);
  // A day or an hour out of range (2024-02-31, 25:00) is rolled over by some parsers: the date must print back as sent.
  return t >= MIN_TIME && t <= MAX_TIME && new Date(t).toISOString().slice(0, 19) === s.slice(0, 19);
}

export const cursorTime = z.string().refine(isCursorTime);
export const cursorId = z.string().refine(isUuid);
/** A finite integer that fits PostgreSQL's `integer`. */
export const cursorInt = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 31 - 1);
export const cursorCount = cursorInt.min(0);

/** The text inside a cursor: base64url that decodes to UTF-8 and encodes back to itself, else 400. */
function cursorText(cursor: string): string {
  const text = Buffer.from(cursor, 'base64url').toString();
  if (!text || text.includes('\u0000') || Buffer.from(text).toString('base64url') !== cursor) throw invalidCursor();
  return text;
}

/** A cursor holding JSON of `schema`'s shape (see `encodeJsonCursor`); undefined for none, 400 for a broken one. */
export function decodeJsonCursor<T>(schema: z.ZodType<T>, cursor: string | undefined): T | undefined {
  if (!cursor) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(cursorText(cursor));
  } catch {
    throw invalidCursor();
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}

export const encodeJsonCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Opaque keyset cursor over (createdAt, id): stable under inserts, unlike an offset. Every timestamp column is
 * millisecond precision (`precision: 3`), so a JS Date carries it exactly and no row sorts between two cursors.
 */
export type Keyset = { createdAt: Date; id: string };

function encodeCursor(k: Keyset): string {
  return Buffer.from(`${k.createdAt.toISOString()}|${k.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (!cursor) return undefined;
  const parts = cursorText(cursor).split('|');
  const [iso, id] = parts;
  if (parts.length !== 2 || !iso || !id || !isCursorTime(iso) || !isUuid(id)) throw invalidCursor();
  return { createdAt: new Date(iso), id };
}

/** Given `limit + 1` rows, the page and the cursor of its last row when there is more. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => Keyset) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
