import type { CrudInterface, DataTypes, Database, Id, OmitId, Table } from 'brackets-model';

const TABLES: Table[] = ['participant', 'stage', 'group', 'round', 'match', 'match_game'];
const emptyDatabase = (): Database => ({ participant: [], stage: [], group: [], round: [], match: [], match_game: [] });

type Row = { id: Id } & Record<string, unknown>;
const matches = (row: Row, filter: Record<string, unknown>) =>
  Object.entries(filter).every(([k, v]) => v === undefined || row[k] === v);
const clone = <T>(v: T): T => structuredClone(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * brackets-manager's storage interface over plain arrays: one tournament's bracket is loaded from its JSON document,
 * changed in memory by the library, and written back in the same transaction (the tournament row is locked meanwhile).
 * Rows are handed out as copies, as a database would, so that the library never changes stored rows by accident.
 *
 * The semantics are those of the library's reference storages (brackets-memory-db), which its tests run against:
 * - `insert()` keeps an id given in a row (`manager.import()` of a saved bracket relies on it); a row without one
 *   gets the next integer after the highest (the library's own ids start at 0);
 * - `update()` by id replaces the row; `update()` with a filter merges an object value into the stored object one
 *   level deep (the library syncs a series' child games with `{ opponent1: { id } }`, which must not wipe their
 *   scores).
 */
export class MemoryStorage implements CrudInterface {
  private readonly data: Database;

  constructor(data?: Database) {
    this.data = data ? clone(data) : emptyDatabase();
    for (const t of TABLES) this.data[t] ??= [];
  }

  snapshot(): Database {
    return clone(this.data);
  }

  private rows(table: Table): Row[] {
    return this.data[table] as unknown as Row[];
  }

  private nextId(table: Table): number {
    let max = -1;
    for (const r of this.rows(table)) if (typeof r.id === 'number' && r.id > max) max = r.id;
    return max + 1;
  }

  insert<T extends Table>(table: T, value: OmitId<DataTypes[T]>): Promise<Id>;
  insert<T extends Table>(table: T, values: OmitId<DataTypes[T]>[]): Promise<boolean>;
  async insert<T extends Table>(table: T, value: OmitId<DataTypes[T]> | OmitId<DataTypes[T]>[]): Promise<Id | boolean> {
    const rows = this.rows(table);
    const add = (v: unknown): Id => {
      const row = clone(v as Record<string, unknown>);
      const given = row.id;
      const id = typeof given === 'number' || typeof given === 'string' ? given : this.nextId(table);
      if (rows.some((r) => r.id === id)) throw new Error(`${table} ${id} exists already`);
      rows.push({ ...row, id });
      return id;
    };
    if (Array.isArray(value)) {
      for (const v of value) add(v);
      return true;
    }
    return add(value);
  }

  select<T extends Table>(table: T): Promise<Array<DataTypes[T]> | null>;
  select<T extends Table>(table: T, id: Id): Promise<DataTypes[T] | null>;
  select<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<Array<DataTypes[T]> | null>;
  async select<T extends Table>(
    table: T,
    arg?: Id | Partial<DataTypes[T]>,
  ): Promise<DataTypes[T] | DataTypes[T][] | null> {
    const rows = this.rows(table);
    if (arg === undefined) return clone(rows) as unknown as DataTypes[T][];
    if (typeof arg === 'number' || typeof arg === 'string') {
      const row = rows.find((r) => r.id === arg);
      return row ? (clone(row) as unknown as DataTypes[T]) : null;
    }
    return clone(rows.filter((r) => matches(r, arg as Record<string, unknown>))) as unknown as DataTypes[T][];
  }

  update<T extends Table>(table: T, id: Id, value: DataTypes[T]): Promise<boolean>;
  update<T extends Table>(table: T, filter: Partial<DataTypes[T]>, value: Partial<DataTypes[T]>): Promise<boolean>;
  async update<T extends Table>(
    table: T,
    arg: Id | Partial<DataTypes[T]>,
    value: Partial<DataTypes[T]>,
  ): Promise<boolean> {
    const rows = this.rows(table);
    if (typeof arg === 'number' || typeof arg === 'string') {
      const i = rows.findIndex((r) => r.id === arg);
      if (i < 0) return false;
      rows[i] = { ...clone(value as Record<string, unknown>), id: arg };
      return true;
    }
    const changes = Object.entries(value as Record<string, unknown>);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (!matches(row, arg as Record<string, unknown>)) continue;
      const next: Row = { ...row };
      for (const [key, v] of changes) {
        if (key === 'id') continue;
        const old = row[key];
        next[key] = isObject(old) && isObject(v) ? { ...old, ...clone(v) } : clone(v);
      }
      rows[i] = next;
    }
    return true;
  }

  delete<T extends Table>(table: T): Promise<boolean>;
  delete<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<boolean>;
  async delete<T extends Table>(table: T, filter?: Partial<DataTypes[T]>): Promise<boolean> {
    const rows = this.rows(table);
    const kept = filter ? rows.filter((r) => !matches(r, filter as Record<string, unknown>)) : [];
    (this.data as unknown as Record<Table, Row[]>)[table] = kept;
    return true;
  }
}
