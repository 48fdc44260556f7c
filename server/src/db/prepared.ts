import type { DbOrTx } from './client';

type Prepared = { execute: (values: Record<string, unknown>) => Promise<unknown> };
const prepared = new WeakMap<DbOrTx, Map<string, Prepared>>();

/**
 * The statement `name` prepared once per database handle (`make` builds it the first time, with placeholders for
 * what changes); on a pool each connection then parses and plans it once. Every name must always stand for the
 * same text.
 */
export function preparedFor<Q extends { prepare: (name: string) => Prepared }>(
  db: DbOrTx,
  name: string,
  make: () => Q,
): ReturnType<Q['prepare']> {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let statement = byName.get(name);
  if (!statement) byName.set(name, (statement = make().prepare(name)));
  return statement as ReturnType<Q['prepare']>;
}
