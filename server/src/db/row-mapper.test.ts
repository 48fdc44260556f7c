import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper';
import type { Database } from './client';
import { preparedFor } from './prepared';
import { posts, users } from './schema';

const original = alias(posts, 'original');
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  const [ayse, kaan] = await database.db
    .insert(users)
    .values([
      { email: 'ayse@example.test', nickname: 'ayse', passwordHash: 'x', firstName: 'Ayşe' },
      { email: 'kaan@example.test', nickname: 'kaan', passwordHash: 'x' },
    ])
    .returning({ id: users.id });
  await database.db.insert(posts).values([
    { authorId: ayse!.id, type: 'text', body: 'ilk', tags: ['takım'] },
    { authorId: kaan!.id, type: 'text', body: 'ikinci', tags: [] },
  ]);
});
afterAll(() => database.close());

/** What a prepared statement of ours maps its rows into, beside what drizzle's own mapper makes of the same query. */
async function bothWays<Q extends { execute: () => Promise<unknown[]>; prepare: (name: string) => unknown }>(
  name: string,
  make: () => Q,
) {
  const statement = preparedFor(database.db, name, make as never) as { execute: () => Promise<unknown[]> };
  return { ours: await statement.execute(), drizzle: await make().execute() };
}

describe('prepared statements’ rows, mapped once (row-mapper.ts)', () => {
  it('match drizzle’s mapping: nested objects, dates, arrays, nulls and mapped SQL', async () => {
    const { ours, drizzle } = await bothWays('rows_nested', () =>
      database.db
        .select({
          id: posts.id,
          body: posts.body,
          tags: posts.tags,
          createdAt: posts.createdAt,
          author: { id: users.id, nickname: users.nickname, firstName: users.firstName, joined: users.createdAt },
          likes: sql<number>`${posts.likeCount} + 1`.mapWith(Number),
          raw: sql<string>`'x' || ${posts.body}`,
        })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .orderBy(posts.body),
    );
    expect(ours).toEqual(drizzle);
    expect(ours).toHaveLength(2);
    const first = ours[1] as { createdAt: unknown; author: { firstName: unknown; joined: unknown }; likes: unknown };
    expect(first.createdAt).toBeInstanceOf(Date);
    expect(first.author.joined).toBeInstanceOf(Date);
    expect(first.author.firstName).toBe('Ayşe');
    expect(first.likes).toBe(1);
    expect((ours[0] as { author: { firstName: unknown } }).author.firstName).toBeNull();
  });

  it('leave a statement with an outer join to drizzle, which makes a missing joined row null', async () => {
    const { ours, drizzle } = await bothWays('rows_left_join', () =>
      database.db
        .select({ body: posts.body, shared: { id: original.id, body: original.body } })
        .from(posts)
        .leftJoin(original, eq(original.id, posts.sharedPostId))
        .orderBy(posts.body),
    );
    expect(ours).toEqual(drizzle);
    expect(ours[0]).toEqual({ body: 'ikinci', shared: null });
  });
});
