import { describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from './client';
import { preparedFor, preparedWithin } from './prepared';

/** A query builder as drizzle's: prepare(name) gives the statement (here a stub that says its name). */
const query = () => ({
  prepare: vi.fn((name: string) => ({ execute: async (_values: Record<string, unknown>) => name })),
});
const handle = () => ({}) as DbOrTx;

describe('prepared statements per database handle', () => {
  it('prepares a name once and hands the same statement back', async () => {
    const db = handle();
    const make = vi.fn(query);
    const first = preparedFor(db, 'a', make);
    expect(preparedFor(db, 'a', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(await first.execute({})).toBe('a');
    // Another handle (a transaction) has its own.
    expect(preparedFor(handle(), 'a', make)).not.toBe(first);
  });

  it('keeps at most `max` names of a prefix; past that a new name is left unprepared, a known one still served', () => {
    const db = handle();
    preparedFor(db, 'other', query);
    for (let i = 0; i < 3; i++) expect(preparedWithin(db, 'm_', `m_${i}`, 3, query)).toBeDefined();
    const known = preparedWithin(db, 'm_', 'm_1', 3, query);
    expect(known).toBe(preparedWithin(db, 'm_', 'm_1', 3, query));
    const make = vi.fn(query);
    expect(preparedWithin(db, 'm_', 'm_3', 3, make)).toBeUndefined();
    expect(make).not.toHaveBeenCalled();
    // Other prefixes are counted apart.
    expect(preparedWithin(db, 'x_', 'x_0', 3, query)).toBeDefined();
  });
});
