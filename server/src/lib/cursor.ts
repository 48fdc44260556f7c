import { badRequest } from './errors';

/**
 * Opaque keyset cursor over (createdAt, id): stable under inserts, unlike an offset. Every timestamp column is
 * millisecond precision (`precision: 3`), so a JS Date carries it exactly and no row sorts between two cursors.
 */
export type Keyset = { createdAt: Date; id: string };

export function encodeCursor(k: Keyset): string {
  return Buffer.from(`${k.createdAt.toISOString()}|${k.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (!cursor) return undefined;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) throw badRequest('validation');
  return { createdAt, id };
}

/** Given `limit + 1` rows, the page and the cursor of its last row when there is more. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => Keyset) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

export const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
