import { Column, SQL, Subquery, getTableName, is, noopDecoder } from 'drizzle-orm';

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
type Field = { path: string[]; field: unknown };
/** The parts of drizzle's prepared query (pg-core and pglite sessions alike) that map its rows. */
type PreparedParts = {
  fields?: Field[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** An SQL chunk's decoder (`sql<T>` is the identity, `.mapWith(f)` is f): private in drizzle's types. */
const decoderOfSql = (sql: SQL) => (sql as unknown as { decoder: Decoder }).decoder;

/** The decoder drizzle's mapResultRow picks for a selected field (drizzle-orm/utils.js). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql as SQL);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/**
 * Maps a prepared statement's rows with a mapper worked out once. drizzle's own (mapResultRow) asks, for every value
 * of every row, what kind of field it came from (`is`, an instanceof walk) and which decoder that has, and allocates
 * as it goes: on a cold wall (30 rows of 20 columns) 9% of the server's CPU (profile, 28 Nov 2026). A prepared
 * statement's fields never change, so each column's decoder and place are found once. Statements where drizzle may
 * turn a missing joined row's all-null object into null (mayNullify) keep drizzle's mapper.
 */
export function mapRowsOnce(statement: unknown): void {
  const q = statement as PreparedParts;
  if (!Array.isArray(q.fields) || q.customResultMapper) return;
  if (mayNullify(q.fields, q.joinsNotNullableMap)) return;
  const columns = q.fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    return { path, decode: decoder === noopDecoder ? null : decoder };
  });
  const flat = columns.every((c) => c.path.length === 1);
  q.customResultMapper = (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const { path, decode } = columns[i]!;
        const raw = row[i];
        const value = raw === null || !decode ? raw : decode.mapFromDriverValue(raw);
        if (flat) out[path[0]!] = value;
        else place(out, path, value);
      }
      return out;
    });
}

/**
 * Whether drizzle would turn a nested object whose columns are all null into null: for a table's columns selected as
 * an object (`{ author: { id: users.id } }`) when that table is not known to be there (an outer join, or a FROM that
 * is not a table). This mapper does not, so such statements keep drizzle's.
 */
function mayNullify(fields: Field[], notNull: Record<string, boolean> | undefined): boolean {
  if (!notNull) return false;
  return fields.some(
    ({ path, field }) => path.length === 2 && is(field, Column) && !notNull[getTableName(field.table)],
  );
}

function place(out: Record<string, unknown>, path: string[], value: unknown): void {
  let node = out;
  for (let i = 0; i < path.length - 1; i++) node = (node[path[i]!] ??= {}) as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
}
