import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkPage, PostPage, SearchResults } from '@esn/contract';
import { createTestApp, onboardedUser, type TestApp } from '../../../test/helper';
import { listedUser } from '../../../test/people';
import { postsClient } from '../posts/test-kit';
import { tournamentsClient } from '../tournaments/test-kit';

let t: TestApp;
let api: ReturnType<typeof postsClient>;
let kit: ReturnType<typeof tournamentsClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = postsClient(t.app);
  kit = tournamentsClient(t);
});
afterAll(() => t.close());

const get = async <T>(url: string, cookie: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const search = (q: string, cookie: string) =>
  get<SearchResults>(`/api/search?${new URLSearchParams({ q }).toString()}`, cookie);
const ids = (items: { id: string }[]) => items.map((i) => i.id);
/** Letters only (search words and tags), different in every run. */
const unique = () => [...randomBytes(4)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

describe('Turkish search without diacritics', () => {
  it('finds posts both ways, the spelling as typed first', async () => {
    const me = await onboardedUser(t.app);
    const w = unique();
    const turkish = await api.text(me.cookie, `#koçluk${w} dersleri başladı`);
    const plain = await api.text(me.cookie, `kocluk${w} notlari`);
    const other = await api.text(me.cookie, `ÇĞIİÖŞÜ${w}`);

    expect(ids((await search(`kocluk${w}`, me.cookie)).posts)).toEqual([plain.id, turkish.id]);
    expect(ids((await search(`koçluk${w}`, me.cookie)).posts)).toEqual([turkish.id, plain.id]);
    // Capitals too: every Turkish capital, dotted and dotless I included.
    expect(ids((await search(`cgiiosu${w}`, me.cookie)).posts)).toEqual([other.id]);
    expect(ids((await search(`çğıiöşü${w}`, me.cookie)).posts)).toEqual([other.id]);
  });

  it('a tag page lists the tag with and without Turkish letters', async () => {
    const me = await onboardedUser(t.app);
    const w = unique();
    const turkish = await api.text(me.cookie, `#şampiyonluk${w} geldi`);
    const plain = await api.text(me.cookie, `#sampiyonluk${w} yine`);
    const both = await api.text(me.cookie, `#şampiyonluk${w} #sampiyonluk${w} ikisi`);
    const newestFirst = [both.id, plain.id, turkish.id];

    for (const tag of [`sampiyonluk${w}`, `Şampiyonluk${w}`]) {
      const page = await get<PostPage>(`/api/tags/${encodeURIComponent(tag)}/posts`, me.cookie);
      expect(ids(page.items), tag).toEqual(newestFirst);
    }
  });

  it('finds people by names typed without Turkish letters and back, exact spelling first', async () => {
    const me = await onboardedUser(t.app);
    const w = unique();
    const turkish = await listedUser(t.app, { nickname: `u_${w}_1`, firstName: 'Barış', lastName: `Çelik${w}` });
    const plain = await listedUser(t.app, { nickname: `u_${w}_2`, firstName: 'Baris', lastName: `Celik${w}` });

    expect(ids((await search(`baris celik${w}`, me.cookie)).people)).toEqual([plain.user.id, turkish.user.id]);
    expect(ids((await search(`Barış Çelik${w}`, me.cookie)).people)).toEqual([turkish.user.id, plain.user.id]);
    expect(ids((await search(`celık${w}`, me.cookie)).people).sort()).toEqual([plain.user.id, turkish.user.id].sort());
    // The network's discover search folds the same way.
    const discovered = await get<NetworkPage>(`/api/network/discover?q=${`celik${w}`}`, me.cookie);
    expect(ids(discovered.items).sort()).toEqual([plain.user.id, turkish.user.id].sort());
  });

  it('finds teams, tournaments and leagues by names typed without Turkish letters and back', async () => {
    const w = unique();
    const name = `Kadıköy Şahinleri ${w}`;
    const { team: created, owner } = await kit.teamOf({ name });
    const team = created.id;
    const tournament = (await kit.host(owner, { name })).id;
    const league = (await kit.createLeague(owner, { name })).id;

    // "kadikoy" missed "Kadıköy" (ı and ö): the names are folded like people's and posts'.
    for (const q of [`kadikoy sahinleri ${w}`, `KADIKÖY ŞAHİNLERİ ${w}`, `Kadıköy Şahinleri ${w}`]) {
      const query = new URLSearchParams({ q }).toString();
      expect(ids((await get<{ items: { id: string }[] }>(`/api/teams?${query}`, owner.cookie)).items), q).toEqual([
        team,
      ]);
      expect(ids((await get<{ items: { id: string }[] }>(`/api/tournaments?${query}`, owner.cookie)).items), q).toEqual(
        [tournament],
      );
      expect(ids((await get<{ items: { id: string }[] }>(`/api/leagues?${query}`, owner.cookie)).items), q).toEqual([
        league,
      ]);
      expect(ids((await search(q, owner.cookie)).teams), q).toEqual([team]);
    }
    // A % or _ typed is a letter, not a wildcard.
    expect(
      (await get<{ items: unknown[] }>(`/api/teams?q=${encodeURIComponent(`kad%y ${w}`)}`, owner.cookie)).items,
    ).toEqual([]);
  });
});
