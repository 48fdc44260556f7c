import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketPlayerPage, RATING_SCALE, type Game } from '@esn/contract';
import { ratings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import type { Person } from '../teams/test-kit';
import { transfersClient } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof transfersClient>;
beforeAll(async () => {
  t = await createTestApp();
  k = transfersClient(t);
});
afterAll(() => t.close());

const uniqueRole = () => `r${randomBytes(4).toString('hex')}`;

async function marketPlayer(role: string, games: Game[] = ['valorant']): Promise<Person> {
  const p = await k.player();
  const profile = await k.call('PATCH', '/api/profiles/me', p.cookie, {
    games: games.map((game) => ({ game, roles: [role] })),
  });
  expect(profile.statusCode, profile.body).toBe(200);
  return p;
}

/** Rates him in a game at this display rating (σ 2, so μ = conservative + 6). */
async function rate(p: Person, game: Game, display: number, games = 10) {
  const conservative = (display - RATING_SCALE.base) / RATING_SCALE.factor;
  await t.app.ctx.db.insert(ratings).values({
    subjectKind: 'user',
    subjectId: p.user.id,
    game,
    mu: conservative + 6,
    sigma: 2,
    conservative,
    games,
    updatedAt: new Date(),
  });
}

async function search(query: string, viewer: Person): Promise<MarketPlayerPage> {
  const res = await k.call('GET', `/api/transfers/players?${query}`, viewer.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return MarketPlayerPage.parse(res.json());
}

/** Every page of a query, `limit` at a time. */
async function all(query: string, viewer: Person, limit: number) {
  const items: MarketPlayerPage['items'] = [];
  let cursor: string | null = null;
  do {
    const page: MarketPlayerPage = await search(
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      viewer,
    );
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('the market by rating', () => {
  it('sorts by rating in the game: highest first, ties by id, then the unrated, page by page', async () => {
    const role = uniqueRole();
    const [a, b, c, d, u1, u2] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => marketPlayer(role, ['valorant', 'cs2'])),
    );
    await rate(a!, 'valorant', 1100);
    await rate(b!, 'valorant', 1300, 2);
    await rate(c!, 'valorant', 1100);
    await rate(d!, 'valorant', 900);
    // A rating in another game does not count in this one.
    await rate(u1!, 'cs2', 2000);
    const tied = [a!, c!].map((p) => p.user.id).sort();
    const unrated = [u1!, u2!]
      .map((p) => p.user.id)
      .sort()
      .reverse();
    const expected = [b!.user.id, ...tied, d!.user.id, ...unrated];
    for (const limit of [1, 2, 4, 10]) {
      const items = await all(`game=valorant&role=${role}&sort=rating`, a!, limit);
      expect(
        items.map((i) => i.id),
        `limit ${limit}`,
      ).toEqual(expected);
    }
    const [first] = (await search(`game=valorant&role=${role}&sort=rating`, a!)).items;
    expect(first!.rating).toEqual({ game: 'valorant', rating: 1300, provisional: true });
    const items = await all(`game=valorant&role=${role}&sort=rating`, a!, 10);
    expect(items.find((i) => i.id === d!.user.id)!.rating).toEqual({
      game: 'valorant',
      rating: 900,
      provisional: false,
    });
    expect(items.find((i) => i.id === u1!.user.id)!.rating).toBeNull();
  });

  it('keeps players at or above a minimum rating in the game, whatever the sort', async () => {
    const role = uniqueRole();
    const [low, edge, high, none] = await Promise.all([1, 2, 3, 4].map(() => marketPlayer(role)));
    await rate(low!, 'valorant', 1049);
    await rate(edge!, 'valorant', 1050);
    await rate(high!, 'valorant', 1400);
    for (const sort of ['views', 'skill', 'active', 'rating']) {
      const items = await all(`game=valorant&role=${role}&minRating=1050&sort=${sort}`, none!, 1);
      expect(items.map((i) => i.id).sort(), sort).toEqual([edge!.user.id, high!.user.id].sort());
    }
    const sorted = await search(`game=valorant&role=${role}&minRating=1000&sort=rating`, none!);
    expect(sorted.items.map((i) => i.id)).toEqual([high!.user.id, edge!.user.id, low!.user.id]);
    expect((await search(`game=valorant&role=${role}&minRating=1401`, none!)).items).toEqual([]);
    // Rated in another game only: not in this game's filter.
    expect((await search(`game=cs2&role=${role}&minRating=0`, none!)).items).toEqual([]);
  });

  it('shows the best rating across games on a card when no game is chosen', async () => {
    const role = uniqueRole();
    const p = await marketPlayer(role, ['valorant', 'cs2']);
    await rate(p, 'valorant', 1200);
    await rate(p, 'cs2', 1500, 1);
    const [card] = (await search(`role=${role}`, p)).items;
    expect(card!.rating).toEqual({ game: 'cs2', rating: 1500, provisional: true });
    const [inGame] = (await search(`role=${role}&game=valorant`, p)).items;
    expect(inGame!.rating).toEqual({ game: 'valorant', rating: 1200, provisional: false });
  });

  it('answers a 400 for a rating filter or sort without a game, or a bad minimum', async () => {
    const v = await k.player();
    const ratingCursor = Buffer.from(JSON.stringify(['x', '00000000-0000-4000-8000-000000000000'])).toString(
      'base64url',
    );
    for (const q of [
      'minRating=1200',
      'sort=rating',
      'game=valorant&minRating=abc',
      'game=valorant&minRating=-5',
      'game=valorant&minRating=12.5',
      'game=valorant&minRating=99999',
      `game=valorant&sort=rating&cursor=${ratingCursor}`,
    ]) {
      const res = await k.call('GET', `/api/transfers/players?${q}`, v.cookie);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
    }
    const tr = await t.app.inject({
      method: 'GET',
      url: '/api/transfers/players?sort=rating',
      headers: { cookie: v.cookie, 'accept-language': 'tr' },
    });
    expect(tr.json().issues[0]).toMatchObject({ path: 'game', message: expect.stringContaining('oyun seçin') });
  });
});
