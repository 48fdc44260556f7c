import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketPlayerPage, type MarketPlayer, type MarketStatus, type TransferHistoryPage } from '@esn/contract';
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

/** A role nobody else in this file has, so that each test sees only its own players. */
const uniqueRole = () => `r${randomBytes(4).toString('hex')}`;

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Setup = {
  games?: { game: string; roles: string[] }[];
  skillLevel?: string | null;
  birthDate?: string | null;
  availability?: string;
  lookingForTeam?: boolean;
  country?: string;
};

async function marketPlayer(role: string, s: Setup = {}, who?: Person): Promise<Person> {
  const p = who ?? (await k.player());
  const profile = await k.call('PATCH', '/api/profiles/me', p.cookie, {
    games: s.games ?? [{ game: 'valorant', roles: [role] }],
    skillLevel: s.skillLevel === undefined ? 'advanced' : s.skillLevel,
    birthDate: s.birthDate === undefined ? yearsAgo(20) : s.birthDate,
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const status = await k.call('PUT', '/api/transfers/availability', p.cookie, {
    availability: s.availability ?? 'now',
    lookingForTeam: s.lookingForTeam ?? true,
    ...(s.country ? { country: s.country } : {}),
  });
  expect(status.statusCode, status.body).toBe(200);
  return p;
}

async function search(query: string, viewer: Person): Promise<MarketPlayerPage> {
  const res = await k.call('GET', `/api/transfers/players?${query}`, viewer.cookie);
  expect(res.statusCode, res.body).toBe(200);
  // Sent as a kept answer (not through the response serializer): checked against the contract here.
  return MarketPlayerPage.parse(res.json());
}
const ids = (page: MarketPlayerPage) => page.items.map((i) => i.id);
const idsOf = (...people: Person[]) => people.map((p) => p.user.id);

describe('GET /api/transfers/players', () => {
  it('shows the spec §3 card of a player', async () => {
    const role = uniqueRole();
    const p = await marketPlayer(role, {
      games: [
        { game: 'valorant', roles: [role, 'IGL'] },
        { game: 'cs2', roles: ['AWP', role] },
      ],
      skillLevel: 'expert',
      birthDate: yearsAgo(22),
      country: 'de',
    });
    const f = await k.teamOf({ games: ['cs2'] });
    await k.addMember(f, p);
    const [card] = (await search(`role=${role}`, p)).items as [MarketPlayer];
    expect(card).toMatchObject({
      id: p.user.id,
      nickname: p.user.nickname,
      userType: 'player',
      games: [
        { game: 'valorant', roles: [role, 'IGL'] },
        { game: 'cs2', roles: ['AWP', role] },
      ],
      roles: [role, 'IGL', 'AWP'],
      age: 22,
      country: 'DE',
      profileViews: 0,
      verified: false,
      availability: 'now',
      availableFrom: new Date().toISOString().slice(0, 10),
      skillLevel: 'expert',
      lookingForTeam: true,
      achievements: ['team_player'],
      level: 1,
      teams: [{ id: f.team.id, slug: f.team.slug, name: f.team.name, logoUrl: null, games: ['cs2'] }],
    });
    expect(card).not.toHaveProperty('email');
  });

  it('narrows by every filter, alone and together, and lists only players', async () => {
    const role = uniqueRole();
    const base = await marketPlayer(role, { country: 'TR' });
    const cs2 = await marketPlayer(role, { games: [{ game: 'cs2', roles: [role] }], country: 'TR' });
    const otherRoleInValorant = await marketPlayer(role, {
      games: [
        { game: 'valorant', roles: ['Sentinel'] },
        { game: 'cs2', roles: [role] },
      ],
    });
    const young = await marketPlayer(role, { birthDate: yearsAgo(16) });
    const old = await marketPlayer(role, { birthDate: yearsAgo(30) });
    const noAge = await marketPlayer(role, { birthDate: null });
    const later = await marketPlayer(role, { availability: 'in_1_month' });
    const elite = await marketPlayer(role, { skillLevel: 'elite', country: 'DE' });
    const notLooking = await marketPlayer(role, { lookingForTeam: false });
    const verified = await marketPlayer(role);
    const admin = await k.admin();
    expect(
      (await k.call('PATCH', `/api/admin/users/${verified.user.id}/verified`, admin.cookie, { verified: true }))
        .statusCode,
    ).toBe(200);
    const coach = await k.coach();
    await marketPlayer(role, {}, coach); // not a player: never on the player market
    const all = [base, cs2, otherRoleInValorant, young, old, noAge, later, elite, notLooking, verified];
    const v = base;

    expect(ids(await search(`role=${role}&limit=50`, v)).sort()).toEqual(idsOf(...all).sort());
    const by = async (q: string) => ids(await search(`role=${role}&limit=50&${q}`, v)).sort();
    expect(await by('game=valorant')).toEqual(
      idsOf(base, young, old, noAge, later, elite, notLooking, verified).sort(),
    );
    expect(await by('game=cs2')).toEqual(idsOf(cs2, otherRoleInValorant).sort());
    expect(await by('minAge=18')).toEqual(
      idsOf(base, cs2, otherRoleInValorant, old, later, elite, notLooking, verified).sort(),
    );
    expect(await by('maxAge=17')).toEqual(idsOf(young));
    expect(await by('minAge=25&maxAge=40')).toEqual(idsOf(old));
    expect(await by('availability=in_1_month')).toEqual(idsOf(later));
    expect(await by('skill=elite')).toEqual(idsOf(elite));
    expect(await by('verified=true')).toEqual(idsOf(verified));
    expect(await by('country=tr')).toEqual(idsOf(base, cs2).sort());
    // The same filters with another value: one prepared statement per shape of filters, filled with these values.
    expect(await by('country=de')).toEqual(idsOf(elite));
    expect(await by('lookingForTeam=false')).toEqual(idsOf(notLooking));
    expect(
      await by('game=valorant&availability=now&skill=advanced&minAge=18&lookingForTeam=true&verified=false'),
    ).toEqual(idsOf(base, old).sort());
    expect(await by('game=lol')).toEqual([]);
  });

  it('answers every combination of filters, also past the prepared shapes a process keeps (64)', async () => {
    const role = uniqueRole();
    const wanted = await marketPlayer(role, { skillLevel: 'elite', country: 'DE', availability: 'in_2_weeks' });
    const optional = [
      'skill=elite',
      'country=de',
      'availability=in_2_weeks',
      'minAge=18',
      'maxAge=40',
      'verified=false',
      'lookingForTeam=true',
    ];
    // 3 sorts × 2^7 subsets: far more shapes than are prepared; each answer still holds exactly the one player.
    let asked = 0;
    for (const sort of ['views', 'active', 'skill'])
      for (let mask = 0; mask < 2 ** optional.length && asked < 90; mask++, asked++) {
        const set = optional.filter((_, i) => mask & (1 << i));
        const page = await search([`role=${role}`, `sort=${sort}`, ...set].join('&'), wanted);
        expect(ids(page), set.join('&')).toEqual(idsOf(wanted));
      }
    expect(ids(await search(`role=${role}&country=tr&sort=views`, wanted))).toEqual([]);
  });

  it('sorts by profile views, skill or recent activity, and pages through without gaps or repeats', async () => {
    const role = uniqueRole();
    const people: Person[] = [];
    const skills = ['beginner', 'elite', 'advanced', null, 'expert', 'intermediate'];
    for (const skillLevel of skills) people.push(await marketPlayer(role, { skillLevel }));
    // Views: each viewer counts once a day; people[i] gets i views.
    const viewers = await Promise.all([0, 1, 2, 3, 4].map(() => k.player()));
    for (let i = 1; i < people.length; i++) {
      for (const viewer of viewers.slice(0, i))
        expect((await k.call('POST', `/api/profiles/${people[i]!.user.id}/view`, viewer.cookie)).statusCode).toBe(204);
    }
    const v = viewers[0]!;
    const byViews = await search(`role=${role}`, v);
    expect(byViews.items.map((i) => i.profileViews)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(ids(await search(`role=${role}&sort=skill`, v))).toEqual(
      idsOf(people[1]!, people[4]!, people[2]!, people[5]!, people[0]!, people[3]!),
    );
    // Recently active: the last to touch the profile first.
    await k.call('PUT', '/api/transfers/availability', people[2]!.cookie, { lookingForTeam: true });
    expect(ids(await search(`role=${role}&sort=active`, v))[0]).toBe(people[2]!.user.id);

    for (const sort of ['views', 'skill', 'active']) {
      const whole = ids(await search(`role=${role}&sort=${sort}`, v));
      const paged = await k.allPages<MarketPlayer>(`/api/transfers/players?role=${role}&sort=${sort}`, v.cookie, 2);
      expect(paged.map((p) => p.id)).toEqual(whole);
    }
  });

  it('matches a role of the given game as its games change, whatever letters the role has, page by page', async () => {
    // Role of a game is matched on keys PostgreSQL keeps from the games (profiles.role_keys, migration 0026).
    const role = `${uniqueRole()}/Öncü İ`;
    const other = uniqueRole();
    const p = await marketPlayer(role, { games: [{ game: 'valorant', roles: [role, other] }] });
    const v = await k.player();
    const find = async (q: string) => ids(await search(`${q}&limit=50`, v));
    expect(await find(`game=valorant&role=${encodeURIComponent(role)}`)).toEqual(idsOf(p));
    expect(await find(`game=cs2&role=${encodeURIComponent(role)}`)).toEqual([]);

    const games = [
      { game: 'valorant', roles: [other] },
      { game: 'cs2', roles: [role] },
    ];
    expect((await k.call('PATCH', '/api/profiles/me', p.cookie, { games })).statusCode).toBe(200);
    expect(await find(`game=valorant&role=${encodeURIComponent(role)}`)).toEqual([]);
    expect(await find(`game=cs2&role=${encodeURIComponent(role)}`)).toEqual(idsOf(p));
    expect(await find(`game=valorant&role=${other}`)).toEqual(idsOf(p));
    expect(await find(`role=${encodeURIComponent(role)}`)).toEqual(idsOf(p));

    const more = [p];
    for (let i = 0; i < 4; i++) more.push(await marketPlayer(other, { skillLevel: i % 2 ? 'elite' : null }));
    for (const sort of ['views', 'skill', 'active']) {
      const whole = await find(`game=valorant&role=${other}&sort=${sort}`);
      expect(whole.sort()).toEqual(idsOf(...more).sort());
      const paged = await k.allPages<MarketPlayer>(
        `/api/transfers/players?game=valorant&role=${other}&sort=${sort}`,
        v.cookie,
        2,
      );
      expect(paged.map((x) => x.id)).toEqual(await find(`game=valorant&role=${other}&sort=${sort}`));
    }
  });

  it('sends a page plain, in brotli or in gzip as the client accepts, and a 304 for the version it holds', async () => {
    const role = uniqueRole();
    const p = await marketPlayer(role);
    const get = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `/api/transfers/players?role=${role}`,
        headers: { cookie: p.cookie, ...headers },
      });
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(ids(MarketPlayerPage.parse(plain.json()))).toEqual(idsOf(p));
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect((await get({ 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304);
  });

  it('shows a change to a profile at once, although pages are kept a few seconds', async () => {
    const role = uniqueRole();
    const p = await marketPlayer(role, { skillLevel: 'beginner' });
    expect(ids(await search(`role=${role}&skill=elite`, p))).toEqual([]);
    expect((await k.call('PATCH', '/api/profiles/me', p.cookie, { skillLevel: 'elite' })).statusCode).toBe(200);
    expect(ids(await search(`role=${role}&skill=elite`, p))).toEqual(idsOf(p));
    await k.call('PUT', '/api/transfers/availability', p.cookie, { availability: 'in_1_month' });
    expect((await search(`role=${role}&skill=elite`, p)).items[0]!.availability).toBe('in_1_month');
  });

  it('answers a 400 for a bad cursor, age range or value, never a 500', async () => {
    const v = await k.player();
    const other = Buffer.from(JSON.stringify([1, 2, '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    for (const q of [
      'cursor=garbage',
      `cursor=${other}`,
      `sort=views&cursor=${Buffer.from('[1,"x"]').toString('base64url')}`,
      'minAge=30&maxAge=20',
      'skill=godlike',
      'availability=soon',
      'country=TUR',
      'verified=yes',
      'limit=500',
      'sort=random',
    ]) {
      const res = await k.call('GET', `/api/transfers/players?${q}`, v.cookie);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
    }
    const tr = await t.app.inject({
      method: 'GET',
      url: '/api/transfers/players?minAge=30&maxAge=20',
      headers: { cookie: v.cookie, 'accept-language': 'tr' },
    });
    expect(tr.json().issues[0]).toMatchObject({
      path: 'maxAge',
      message: 'En yüksek yaş, en düşük yaştan küçük olamaz.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/transfers/players' })).statusCode).toBe(401);
  });
});

describe('marking oneself available (GET/PUT /api/transfers/availability)', () => {
  it('starts not available, takes "from when" from the availability or from a date, and clears it when not available', async () => {
    const p = await k.player();
    const get = async () => (await k.call('GET', '/api/transfers/availability', p.cookie)).json<MarketStatus>();
    const put = async (body: object) => {
      const res = await k.call('PUT', '/api/transfers/availability', p.cookie, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<MarketStatus>();
    };
    expect(await get()).toEqual({
      availability: 'not_available',
      availableFrom: null,
      lookingForTeam: false,
      country: null,
    });
    expect(await put({ availability: 'in_2_weeks' })).toEqual({
      availability: 'in_2_weeks',
      availableFrom: inDays(14),
      lookingForTeam: false,
      country: null,
    });
    expect(await put({ lookingForTeam: true, country: 'nl' })).toMatchObject({
      availability: 'in_2_weeks',
      availableFrom: inDays(14),
      lookingForTeam: true,
      country: 'NL',
    });
    expect(await put({ availability: 'in_1_month', availableFrom: '2031-02-03' })).toMatchObject({
      availableFrom: '2031-02-03',
    });
    expect(await put({ availability: 'not_available' })).toMatchObject({
      availability: 'not_available',
      availableFrom: null,
    });
    expect(await get()).toMatchObject({ availability: 'not_available', lookingForTeam: true, country: 'NL' });
    // The profile shows the same availability and flag.
    expect((await k.call('GET', '/api/profiles/me', p.cookie)).json().profile).toMatchObject({
      availability: 'not_available',
      lookingForTeam: true,
    });
    for (const body of [
      {},
      { availability: 'soon' },
      { country: 'Turkey' },
      { availableFrom: '31-12-2030' },
      { other: 1 },
    ]) {
      expect((await k.call('PUT', '/api/transfers/availability', p.cookie, body)).statusCode).toBe(400);
    }
  });

  it('agrees with an availability set through the profile edit: the date follows it, and not available clears it', async () => {
    const role = uniqueRole();
    const p = await marketPlayer(role, { availability: 'not_available' });
    const status = async () => (await k.call('GET', '/api/transfers/availability', p.cookie)).json<MarketStatus>();
    const card = async () => (await search(`role=${role}`, p)).items.find((i) => i.id === p.user.id);
    const patch = async (body: object) => {
      const res = await k.call('PATCH', '/api/profiles/me', p.cookie, body);
      expect(res.statusCode, res.body).toBe(200);
    };
    expect(await card()).toMatchObject({ availability: 'not_available', availableFrom: null }); // now a kept page

    await patch({ availability: 'in_2_weeks' });
    expect(await status()).toMatchObject({ availability: 'in_2_weeks', availableFrom: inDays(14) });
    expect(await card()).toMatchObject({ availability: 'in_2_weeks', availableFrom: inDays(14) });

    // A date chosen on the market survives a profile save that sends the same availability again.
    await k.call('PUT', '/api/transfers/availability', p.cookie, {
      availability: 'in_2_weeks',
      availableFrom: '2031-02-03',
    });
    await patch({ availability: 'in_2_weeks', biography: 'Entry fragger' });
    expect(await status()).toMatchObject({ availability: 'in_2_weeks', availableFrom: '2031-02-03' });

    await patch({ availability: 'not_available' });
    expect(await status()).toMatchObject({ availability: 'not_available', availableFrom: null });
    expect(await card()).toMatchObject({ availability: 'not_available', availableFrom: null });

    await patch({ availability: 'now' });
    expect(await status()).toMatchObject({ availability: 'now', availableFrom: inDays(0) });
    expect(await card()).toMatchObject({ availability: 'now', availableFrom: inDays(0) });
  });

  it('stops "looking for a team" once a player accepts a team offer', async () => {
    const p = await marketPlayer(uniqueRole());
    const f = await k.teamOf();
    const o = await k.offer(f.owner, f, p);
    expect((await k.respond(p, o.id, 'accept')).statusCode).toBe(200);
    expect((await k.call('GET', '/api/transfers/availability', p.cookie)).json<MarketStatus>().lookingForTeam).toBe(
      false,
    );
  });
});

describe('GET /api/transfers/history', () => {
  it('lists moves newest first, page by page, and keeps a deleted team by name', async () => {
    const a = await k.teamOf();
    const b = await k.teamOf();
    const p = await k.player();
    const first = await k.offer(a.owner, a, p);
    await k.respond(p, first.id, 'accept');
    const second = await k.offer(b.owner, b, p);
    await k.respond(p, second.id, 'accept');
    const page = (
      await k.call('GET', `/api/transfers/history?userId=${p.user.id}`, p.cookie)
    ).json<TransferHistoryPage>();
    expect(page.items.map((i) => [i.fromTeam?.name ?? null, i.toTeam.name])).toEqual([
      [a.team.name, b.team.name],
      [null, a.team.name],
    ]);
    const paged = await k.allPages<{ id: string }>(`/api/transfers/history?userId=${p.user.id}`, p.cookie, 1);
    expect(paged.map((i) => i.id)).toEqual(page.items.map((i) => i.id));
    const everyone = (await k.call('GET', '/api/transfers/history?limit=50', p.cookie)).json<TransferHistoryPage>();
    expect(everyone.items.map((i) => i.id)).toEqual(expect.arrayContaining(page.items.map((i) => i.id)));

    expect((await k.call('DELETE', `/api/teams/${a.team.id}`, a.owner.cookie)).statusCode).toBe(204);
    const kept = (
      await k.call('GET', `/api/transfers/history?userId=${p.user.id}`, p.cookie)
    ).json<TransferHistoryPage>();
    expect(kept.items[0]!.fromTeam).toEqual({ id: null, slug: a.team.slug, name: a.team.name, logoUrl: null });
    expect(kept.items[1]!.toTeam).toMatchObject({ id: null, name: a.team.name });
    expect(
      (await k.call('GET', '/api/transfers/history?teamId=nope', p.cookie)).json<TransferHistoryPage>().items,
    ).toEqual([]);
  });
});
