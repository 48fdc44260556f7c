import type { DbOrTx } from './client';
import { mapRowsOnce } from './row-mapper';

type Prepared = { execute: (values: Record<string, unknown>) => Promise<unknown> };
const prepared = new WeakMap<DbOrTx, Map<string, Prepared>>();

function statementsOf(db: DbOrTx): Map<string, Prepared> {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  return byName;
}

/**
 * The statement `name` prepared once per database handle (`make` builds it the first time, with placeholders for
 * what changes); on a pool each connection then parses and plans it once. Every name must always stand for the
 * same text. Its rows are mapped by a mapper worked out once (row-mapper.ts).
 */
export function preparedFor<Q extends { prepare: (name: string) => Prepared }>(
  db: DbOrTx,
  name: string,
  make: () => Q,
): ReturnType<Q['prepare']> {
  const byName = statementsOf(db);
  let statement = byName.get(name);
  if (!statement) {
    statement = make().prepare(name);
    mapRowsOnce(statement);
    byName.set(name, statement);
  }
  return statement as ReturnType<Q['prepare']>;
}

/**
 * preparedFor, for statements named after what a request asks for (a shape of filters): at most `max` names starting
 * with `prefix` per handle, since every pooled connection keeps each one. Past that, undefined: the caller runs its
 * query unprepared.
 */
export function preparedWithin<Q extends { prepare: (name: string) => Prepared }>(
  db: DbOrTx,
  prefix: string,
  name: string,
  max: number,
  make: () => Q,
): ReturnType<Q['prepare']> | undefined {
  const byName = statementsOf(db);
  if (!byName.has(name) && [...byName.keys()].filter((k) => k.startsWith(prefix)).length >= max) return undefined;
  return preparedFor(db, name, make);
}
