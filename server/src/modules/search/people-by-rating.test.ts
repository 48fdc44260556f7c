import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, SearchResults } from '@esn/contract';
import { ratings } from '../../db/schema/index';
import { createTestApp, onboardedUser, type TestApp } from '../../../test/helper';
import { listedUser } from '../../../test/people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rate(userId: string, game: Game, conservative: number) {
  await t.app.ctx.db.insert(ratings).values({
    subjectKind: 'user',
    subjectId: userId,
    game,
    mu: conservative + 6,
    sigma: 2,
    conservative,
    games: 8,
    updatedAt: new Date(),
  });
}
const people = async (query: string, cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResults>().people.map((p) => p.id);
};

describe('people search by rating', () => {
  it('orders by the rating in a game (unrated after), and keeps those at or above a minimum', async () => {
    const word = `rt${randomBytes(3).toString('hex')}`;
    const [a, b, c, d] = await Promise.all(
      ['a', 'b', 'c', 'd'].map((x) => listedUser(t.app, { nickname: `${word}_${x}` })),
    );
    const me = await onboardedUser(t.app);
    await rate(b!.user.id, 'valorant', 8); // display 1400
    await rate(c!.user.id, 'valorant', 2); // display 1100
    await rate(a!.user.id, 'cs2', 20);
    const ids = (...xs: { user: { id: string } }[]) => xs.map((x) => x.user.id);
    // Relevance alone: nickname order.
    expect(await people(`q=${word}`, me.cookie)).toEqual(ids(a!, b!, c!, d!));
    expect(await people(`q=${word}&game=valorant&peopleSort=rating`, me.cookie)).toEqual(ids(b!, c!, a!, d!));
    expect(await people(`q=${word}&game=valorant&minRating=1100`, me.cookie)).toEqual(ids(b!, c!));
    expect(await people(`q=${word}&game=valorant&minRating=1101`, me.cookie)).toEqual(ids(b!));
    expect(await people(`q=${word}&game=cs2&minRating=1000&peopleSort=rating`, me.cookie)).toEqual(ids(a!));
  });

  it('answers a 400 for a rating filter or sort without a game, or a bad minimum', async () => {
    const me = await onboardedUser(t.app);
    for (const q of [
      'q=x&minRating=1000',
      'q=x&peopleSort=rating',
      'q=x&game=valorant&minRating=abc',
      'q=x&peopleSort=elo',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?${q}`, headers: { cookie: me.cookie } });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
    }
  });
});
