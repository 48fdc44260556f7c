import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%` and `_` typed by people are literal characters in a LIKE pattern, not wildcards. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern of "contains `s`". */
export const containing = (s: string) => `%${escapeLike(s)}%`;

/**
 * `text` contains `q` with or without Turkish letters, in any case ("kadikoy" finds "Kadıköy", "İZMİR" finds
 * "izmir"): both folded by tr_fold, the expression of the name trigram indexes (teams, tournaments, leagues).
 */
export const containsFolded = (text: AnyPgColumn | SQL, q: string) =>
  sql`tr_fold(${text}) like '%' || tr_fold(${escapeLike(q)}) || '%'`;
