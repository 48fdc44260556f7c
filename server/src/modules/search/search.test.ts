import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post, SearchResults } from '@esn/contract';
import { postTags } from '../../db/schema/index';
import { createTestApp, onboardedUser, registerUser, type TestApp } from '../../../test/helper';
import { listedUser } from '../../../test/people';
import { postsClient } from '../posts/test-kit';
import { usersRepository } from '../users/users.repository';
import { searchRepository } from './search.repository';
import { SEARCH_TTL_MS } from './search.service';

let t: TestApp;
let api: ReturnType<typeof postsClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = postsClient(t.app);
});
afterAll(() => t.close());

async function search(q: string, cookie: string): Promise<SearchResults> {
  const res = await api.call('GET', `/api/search?${new URLSearchParams({ q }).toString()}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResults>();
}
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('search', () => {
  it('finds posts by Turkish word stems and as typed, anyone’s, best match first', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const teams = await api.text(a.cookie, 'takımlar harika oynadı');
    const both = await api.text(b.cookie, 'takım takıma takımdan: takımlarımız!');
    await api.text(a.cookie, 'bugün hava güzel');

    expect(ids((await search('takım', a.cookie)).posts)).toEqual([both.id, teams.id]);
    expect(ids((await search('takımlar', b.cookie)).posts).sort()).toEqual([teams.id, both.id].sort());
    const found = (await search('harika', b.cookie)).posts;
    expect(ids(found)).toEqual([teams.id]);
    expect(found[0]).toMatchObject({ author: { id: a.user.id }, likedByMe: false, sharedPost: null });
    // Words that stemming does not touch (names, handles) match as typed.
    const nick = await api.text(a.cookie, 'GG xXsniperXx');
    expect(ids((await search('xxsniperxx', a.cookie)).posts)).toEqual([nick.id]);
    expect(ids((await search('"hava güzel" -yağmur', a.cookie)).posts)).toHaveLength(1);
    expect((await search('kelimeyokburada', a.cookie)).posts).toEqual([]);
  });

  it('ranks a common word among the newest posts only, and still finds a rare word in old ones', async () => {
    const a = await onboardedUser(t.app);
    const rare = await api.text(a.cookie, 'ortaksöz nadirsözcük');
    const made = [rare];
    for (let i = 0; i < 4; i++) made.push(await api.text(a.cookie, `ortaksöz ${i}`));
    // A window of the 3 newest posts: the common word is answered from it alone (newest first at equal rank)…
    expect(await searchRepository.postIds(t.app.db, 'ortaksöz', 2, 3)).toEqual([made[4]!.id, made[3]!.id]);
    // …and a word it does not hold is looked up in the whole index.
    expect(await searchRepository.postIds(t.app.db, 'nadirsözcük', 2, 3)).toEqual([rare.id]);
    expect(await searchRepository.postIds(t.app.db, 'ortaksöz', 10, 3)).toHaveLength(5);
  });

  it('shares what a word finds between readers for a few seconds, each still seeing their own likes', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const post = await api.text(a.cookie, 'paylaşılanarama');
    const cachedFrom = Date.now();
    expect((await search('paylaşılanarama', a.cookie)).posts[0]).toMatchObject({
      id: post.id,
      likedByMe: false,
      likeCount: 0,
    });
    await api.call('PUT', `/api/posts/${post.id}/like`, b.cookie);
    expect((await search('paylaşılanarama', b.cookie)).posts[0]).toMatchObject({
      id: post.id,
      likedByMe: true,
      likeCount: 1,
    });
    expect((await search('paylaşılanarama', a.cookie)).posts[0]).toMatchObject({
      id: post.id,
      likedByMe: false,
      likeCount: 1,
    });
    // A post made meanwhile joins the results once they are SEARCH_TTL_MS old.
    const later = await api.text(b.cookie, 'paylaşılanarama yeni');
    const meanwhile = ids((await search('paylaşılanarama', a.cookie)).posts);
    // Still the kept answer, as long as it is younger than SEARCH_TTL_MS (a slow machine may have passed that).
    if (Date.now() - cachedFrom < SEARCH_TTL_MS) expect(meanwhile).toEqual([post.id]);
    await vi.waitFor(
      async () =>
        expect(ids((await search('paylaşılanarama', a.cookie)).posts).sort()).toEqual([post.id, later.id].sort()),
      { timeout: SEARCH_TTL_MS * 4, interval: 250 },
    );
  });

  it('leaves out the posts and profiles of people the reader blocked or was blocked by, both ways, at once', async () => {
    const word = `engel${Date.now().toString(36)}`;
    const reader = await listedUser(t.app, { nickname: `${word}_okur` });
    const blocked = await listedUser(t.app, { nickname: `${word}_engelli` });
    const blocker = await listedUser(t.app, { nickname: `${word}_engelleyen` });
    const other = await listedUser(t.app, { nickname: `${word}_diger` });
    const posts = {
      blocked: await api.text(blocked.cookie, `${word} bir`),
      blocker: await api.text(blocker.cookie, `${word} iki`),
      other: await api.text(other.cookie, `${word} üç`),
    };
    const before = await search(word, reader.cookie);
    expect(ids(before.posts).sort()).toEqual([posts.blocked.id, posts.blocker.id, posts.other.id].sort());
    expect(ids(before.people)).toContain(blocked.user.id);

    expect((await api.call('POST', `/api/users/${blocked.user.id}/block`, reader.cookie)).statusCode).toBe(200);
    expect((await api.call('POST', `/api/users/${reader.user.id}/block`, blocker.cookie)).statusCode).toBe(200);
    // The word's matches are kept a few seconds; whom the reader may see is read with every request.
    const after = await search(word, reader.cookie);
    expect(ids(after.posts)).toEqual([posts.other.id]);
    expect(ids(after.people).sort()).toEqual([reader.user.id, other.user.id].sort());
    // A word that finds people only (no posts to carry the blocks) leaves them out too.
    expect(ids((await search(`${word}_engel`, reader.cookie)).people)).toEqual([]);
  });

  it('finds people by nickname or name, exact and prefix first, with % and _ taken literally', async () => {
    const me = await registerUser(t.app);
    const exact = await listedUser(t.app, { nickname: 'kaptan' });
    const prefix = await listedUser(t.app, { nickname: 'kaptan_deniz' });
    const inside = await listedUser(t.app, { nickname: 'eski_kaptan' });
    await listedUser(t.app, { nickname: 'kaptXn' });

    expect(ids((await search('KAPTAN', me.cookie)).people)).toEqual([exact.user.id, prefix.user.id, inside.user.id]);
    expect(ids((await search('n_d', me.cookie)).people)).toEqual([prefix.user.id]);
    expect((await search('%', me.cookie)).people).toEqual([]);
    expect((await search('kapt_n', me.cookie)).people).toEqual([]);
    // Inside a name from the third character on; shorter words would read every name (and no nickname is shorter).
    expect(ids((await search('ptan_de', me.cookie)).people)).toEqual([prefix.user.id]);
    expect((await search('ka', me.cookie)).people).toEqual([]);
    // The public shape only: no e-mail leaks through search.
    expect(Object.keys((await search('kaptan', me.cookie)).people[0]!).sort()).toEqual(
      ['avatarUrl', 'firstName', 'id', 'lastName', 'nickname', 'profileImageUrl', 'userType'].sort(),
    );
  });

  it('finds people by first or last name, and teams by name', async () => {
    const owner = await onboardedUser(t.app, 'team_owner');
    await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { cookie: owner.cookie },
      payload: { name: 'Anadolu Kartalları', games: ['cs2'], country: 'TR' },
    });
    const named = await listedUser(t.app);
    await usersRepository.update(t.app.db, named.user.id, { firstName: 'Zeynep', lastName: 'Yıldırımoğlu' });

    const byLast = await search('yıldırım', owner.cookie);
    expect(ids(byLast.people)).toEqual([named.user.id]);
    expect(ids((await search('zeynep yıld', owner.cookie)).people)).toEqual([named.user.id]);
    const teams = (await search('kartal', owner.cookie)).teams;
    expect(teams).toEqual([
      { id: expect.any(String), slug: expect.any(String), name: 'Anadolu Kartalları', logoUrl: null, country: 'TR' },
    ]);
  });

  it('refuses an empty or too long query (400) and strangers (401)', async () => {
    const me = await registerUser(t.app);
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      expect(
        (await api.call('GET', `/api/search?q=${encodeURIComponent(q)}`, me.cookie)).statusCode,
        JSON.stringify(q),
      ).toBe(400);
    }
    expect((await api.call('GET', '/api/search', me.cookie)).statusCode).toBe(400);
    expect((await api.call('GET', '/api/search?q=x')).statusCode).toBe(401);
  });
});

describe('trending tags', () => {
  /** Moves a tag's uses back in time, as if they had been posted `hours` ago. */
  const age = (postIds: string[], hours: number) =>
    t.app.db
      .update(postTags)
      .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
      .where(inArray(postTags.postId, postIds));

  it('ranks tags of the last 24 h by unique authors with time decay, then serves it from memory for a while', async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => onboardedUser(t.app)));
    const say = (i: number, text: string) => api.text(people[i]!.cookie, text);

    for (const i of [0, 1, 2]) await say(i, '#trendüç şimdi');
    for (const i of [0, 1]) await say(i, '#trendiki');
    // One author using a tag five times counts once.
    for (let k = 0; k < 5; k++) await say(3, `#trendtek ${k}`);
    const old: Post[] = [];
    for (const i of [0, 1, 2, 3]) old.push(await say(i, '#trendeski'));
    await age(ids(old), 20);
    const gone = await say(0, '#trendbitti');
    await age([gone.id], 25);

    const res = await api.call('GET', '/api/tags/trending?limit=50', people[0]!.cookie);
    expect(res.statusCode).toBe(200);
    const items = res
      .json<{ items: { tag: string; label: string; score: number; authors: number }[] }>()
      .items.filter((i) => i.tag.startsWith('trend'));
    expect(items.map((i) => [i.tag, i.label, i.authors])).toEqual([
      ['trendüç', 'trendüç', 3],
      ['trendiki', 'trendiki', 2],
      ['trendtek', 'trendtek', 1],
      ['trendeski', 'trendeski', 4],
    ]);
    expect(items[0]!.score).toBeCloseTo(3, 1);
    expect(items[3]!.score).toBeCloseTo(4 * Math.exp(-20 / 6), 2);

    const top2 = (await api.call('GET', '/api/tags/trending?limit=2', people[0]!.cookie)).json().items;
    expect(top2).toHaveLength(2);

    // Cached: a new burst shows up only after the cache expires (30 s).
    for (const i of [0, 1, 2, 3]) await say(i, '#trendyeni');
    const again = (await api.call('GET', '/api/tags/trending?limit=50', people[0]!.cookie)).json().items;
    expect(again.map((i: { tag: string }) => i.tag)).not.toContain('trendyeni');
  });

  it('names each tag as most of its authors spell it, dotless ı kept (stored folded)', async () => {
    const people = await Promise.all([1, 2, 3].map(() => onboardedUser(t.app)));
    const stamp = Date.now().toString(36);
    await api.text(people[0]!.cookie, `#Takım${stamp} kazandı`);
    // One author's spellings count once, as their usual one.
    for (const text of [`#TAKIM${stamp}`, `#TAKIM${stamp} yine`, `#takım${stamp}`])
      await api.text(people[1]!.cookie, text);
    await api.text(people[2]!.cookie, `#Takım${stamp} ve #takım${stamp}`);
    const uses = await t.app.db
      .select()
      .from(postTags)
      .where(eq(postTags.tag, `takim${stamp}`));
    expect(uses.map((u) => u.label?.replace(stamp, '')).sort()).toEqual(['TAKIM', 'TAKIM', 'Takım', 'Takım', 'takım']);
    const items = (await searchRepository.trending(t.app.db, 50)).filter((i) => i.tag === `takim${stamp}`);
    expect(items).toEqual([expect.objectContaining({ tag: `takim${stamp}`, label: `Takım${stamp}`, authors: 3 })]);
  });

  it('refuses a bad limit (400)', async () => {
    const me = await registerUser(t.app);
    for (const q of ['0', '51', 'x'])
      expect((await api.call('GET', `/api/tags/trending?limit=${q}`, me.cookie)).statusCode).toBe(400);
    expect((await api.call('GET', '/api/tags/trending')).statusCode).toBe(401);
  });
});
