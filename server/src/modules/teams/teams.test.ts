import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match, TeamListItem } from '@esn/contract';
import { teamMembers } from '../../db/schema/index';
import { createTestApp, onboardedUser, registerUser, type TestApp } from '../../../test/helper';
import { tournamentsClient } from '../tournaments/test-kit';
import { firstFreeSlug, slugify } from './slug';
import { teamsClient } from './test-kit';
import { fixtures, uploaded } from '../uploads/test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/teams', headers: cookie ? { cookie } : {}, payload: payload as object });
const valid = { name: 'İstanbul Kurtları', games: ['valorant', 'cs2'], country: 'tr' };

async function teamOwnerWithoutTeam() {
  const u = await registerUser(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/api/onboarding/role',
    headers: { cookie: u.cookie },
    payload: { userType: 'team_owner' },
  });
  return u;
}

describe('slugs', () => {
  it('transliterates Turkish and keeps words', () => {
    expect(slugify('İstanbul Kurtları')).toBe('istanbul-kurtlari');
    expect(slugify('Çağ Şövalyeleri Ğ Ü Ö')).toBe('cag-sovalyeleri-g-u-o');
    expect(slugify('  ***  ')).toBe('team');
    expect(slugify('x'.repeat(80)).length).toBe(50);
  });
  it('takes the first free numbered slug', () => {
    expect(firstFreeSlug('a', [])).toBe('a');
    expect(firstFreeSlug('a', ['a', 'a-2', 'a-4'])).toBe('a-3');
  });
});

describe('POST /api/teams', () => {
  it("creates a team owner's first team, adds them as owner and completes onboarding at once", async () => {
    const { cookie, user } = await teamOwnerWithoutTeam();
    const res = await create(cookie, valid);
    expect(res.statusCode).toBe(201);
    const { team } = res.json();
    expect(team).toMatchObject({
      name: 'İstanbul Kurtları',
      games: ['valorant', 'cs2'],
      country: 'TR',
      ownerId: user.id,
      logoUrl: null,
    });
    expect(team.slug).toMatch(/^istanbul-kurtlari(-\d+)?$/);
    const members = await t.app.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
    expect(members).toEqual([expect.objectContaining({ userId: user.id, role: 'owner' })]);
    const current = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(current.json().onboardingCompleted).toBe(true);
  });

  it('gives a second team of the same name a distinct slug, also when created at the same moment', async () => {
    const a = await teamOwnerWithoutTeam();
    const b = await teamOwnerWithoutTeam();
    const name = `Same Name ${Date.now()}`;
    const results = await Promise.all([create(a.cookie, { ...valid, name }), create(b.cookie, { ...valid, name })]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const slugs = results.map((r) => r.json().team.slug).sort();
    expect(new Set(slugs).size).toBe(2);
    expect(slugs[1]).toBe(`${slugs[0]}-2`);
  });

  it('refuses players, coaches and people without a role (403) and strangers (401)', async () => {
    const player = await onboardedUser(t.app, 'player');
    const coach = await onboardedUser(t.app, 'coach');
    const fresh = await registerUser(t.app);
    expect((await create(player.cookie, valid)).json().code).toBe('not_team_owner');
    expect((await create(coach.cookie, valid)).statusCode).toBe(403);
    expect((await create(fresh.cookie, valid)).json().code).toBe('role_required');
    expect((await create(undefined, valid)).statusCode).toBe(401);
  });

  it.each([
    ['no games', { games: [] }, 'games'],
    ['an unknown game', { games: ['chess'] }, 'games.0'],
    ['a three-letter country', { country: 'TUR' }, 'country'],
    ['a one-letter name', { name: 'x' }, 'name'],
    ['a javascript: logo', { logo: 'javascript:alert(1)' }, 'logo'],
  ])('answers %s with 400 and writes nothing', async (_label, over, field) => {
    const { cookie } = await teamOwnerWithoutTeam();
    const res = await create(cookie, { ...valid, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    const current = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(current.json().onboardingCompleted).toBe(false);
  });
});

describe('the team page, editing, verifying, deleting and following', () => {
  let k: ReturnType<typeof teamsClient>;
  beforeAll(() => {
    k = teamsClient(t);
  });

  it('shows the team with its stats, roster (leadership first) and what the reader may do', async () => {
    const f = await k.teamOf({ games: ['lol'], type: 'semi_pro', founded: 2020, description: 'Ankara' });
    const manager = await k.player();
    const member = await k.player();
    const coach = await k.coach();
    await k.addMember(f, member, 'player');
    await k.addMember(f, coach, 'coach');
    await k.addMember(f, manager, 'manager');
    const d = await k.detail(f, f.owner);
    expect(d.team).toMatchObject({
      name: f.team.name,
      type: 'semi_pro',
      founded: 2020,
      description: 'Ankara',
      members: 4,
      followers: 0,
      verified: false,
      owner: { id: f.owner.user.id },
    });
    expect(d.team.owner).not.toHaveProperty('email');
    expect(d.stats).toEqual({
      members: 4,
      matches: 0,
      wins: 0,
      winRate: 0,
      tournaments: 0,
      leagues: 0,
      skillRating: 1000,
      yearsOfExperience: new Date().getUTCFullYear() - 2020,
    });
    expect(d.roster.map((m) => [m.user.id, m.role])).toEqual([
      [f.owner.user.id, 'owner'],
      [manager.user.id, 'manager'],
      [coach.user.id, 'coach'],
      [member.user.id, 'player'],
    ]);
    expect(d.viewer).toEqual({
      role: 'owner',
      following: false,
      canManage: true,
      isOwner: true,
      pendingApplicationId: null,
      pendingInvitationId: null,
    });
    expect((await k.detail(f, manager)).viewer).toMatchObject({ role: 'manager', canManage: true, isOwner: false });
    expect((await k.detail(f, member)).viewer).toMatchObject({ role: 'player', canManage: false, isOwner: false });
    expect((await k.detail(f, await k.admin())).viewer).toMatchObject({ role: null, canManage: true, isOwner: true });
    expect((await k.detail(f, await k.player())).viewer).toMatchObject({
      role: null,
      canManage: false,
      isOwner: false,
    });
    expect((await k.call('GET', '/api/teams/slug/no-such-team', f.owner.cookie)).json().code).toBe('team_not_found');
    expect((await k.call('GET', `/api/teams/slug/${f.team.slug}`)).statusCode).toBe(401);
  });

  it('lets the owner, managers and admins edit, nobody else; the slug stays', async () => {
    const f = await k.teamOf();
    const manager = await k.player();
    const member = await k.player();
    await k.addMember(f, manager, 'manager');
    await k.addMember(f, member, 'player');
    const edit = (who: { cookie: string }, body: object) =>
      k.call('PATCH', `/api/teams/${f.team.id}`, who.cookie, body);
    const cover = await uploaded(t.app, manager.cookie, fixtures.png());
    const res = await edit(manager, {
      name: 'Renamed Wolves',
      lookingForPlayers: true,
      recruitingRoles: ['Duelist', 'IGL'],
      lookingForCoach: true,
      socialLinks: { discord: 'https://discord.gg/wolves', x: '@wolves' },
      coverUrl: cover.url,
      founded: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().team).toMatchObject({
      name: 'Renamed Wolves',
      slug: f.team.slug,
      lookingForPlayers: true,
      recruitingRoles: ['Duelist', 'IGL'],
      lookingForCoach: true,
      socialLinks: { discord: 'https://discord.gg/wolves', x: '@wolves' },
    });
    expect((await edit(f.owner, { status: 'inactive' })).json().team.status).toBe('inactive');
    expect((await edit(await k.admin(), { description: 'Edited by the site' })).json().team.description).toBe(
      'Edited by the site',
    );
    expect((await edit(f.owner, {})).statusCode).toBe(200);
    for (const who of [member, await k.player()]) expect((await edit(who, { name: 'Hijacked' })).statusCode).toBe(403);
    expect((await k.detail(f, f.owner)).team.name).toBe('Renamed Wolves');
  });

  it.each([
    ['verified (admins only, elsewhere)', { verified: true }, ''],
    ['a future founding year', { founded: new Date().getUTCFullYear() + 1 }, 'founded'],
    ['a javascript: cover', { coverUrl: 'javascript:alert(1)' }, 'coverUrl'],
    ['a cover elsewhere', { coverUrl: 'https://example.com/cover.png' }, 'coverUrl'],
    ['an unknown social network', { socialLinks: { myspace: 'x' } }, 'socialLinks'],
    ['a bad social handle', { socialLinks: { x: 'has spaces in it' } }, 'socialLinks.x'],
    ['too many recruiting roles', { recruitingRoles: ['a1', 'b1', 'c1', 'd1', 'e1', 'f1'] }, 'recruitingRoles'],
    ['an unknown status', { status: 'sleeping' }, 'status'],
  ])('answers an edit with %s with 400', async (_label, body, field) => {
    const f = await k.teamOf();
    const res = await k.call('PATCH', `/api/teams/${f.team.id}`, f.owner.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('answers unknown and malformed team ids with 404', async () => {
    const p = await k.player();
    for (const id of ['00000000-0000-0000-0000-000000000000', 'garbage']) {
      expect((await k.call('PATCH', `/api/teams/${id}`, p.cookie, { name: 'Whatever' })).json().code).toBe(
        'team_not_found',
      );
      expect((await k.call('DELETE', `/api/teams/${id}`, p.cookie)).statusCode).toBe(404);
      expect((await k.call('POST', `/api/teams/${id}/follow`, p.cookie)).statusCode).toBe(404);
    }
  });

  it('lets only admins verify', async () => {
    const f = await k.teamOf();
    const verify = (who: { cookie: string }, verified: unknown) =>
      k.call('PATCH', `/api/teams/${f.team.id}/verification`, who.cookie, { verified });
    const refused = await verify(f.owner, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('admin_only');
    const admin = await k.admin();
    expect((await verify(admin, 'yes')).statusCode).toBe(400);
    expect((await verify(admin, true)).json().team.verified).toBe(true);
    expect((await k.detail(f, f.owner)).team.verified).toBe(true);
    expect((await verify(admin, false)).json().team.verified).toBe(false);
  });

  it('lets the owner or an admin delete, telling every other member; its requests go with it', async () => {
    const f = await k.teamOf();
    const manager = await k.player();
    const member = await k.player();
    await k.addMember(f, manager, 'manager');
    await k.addMember(f, member, 'player');
    const applicant = await k.player();
    const app = (
      await k.call('POST', `/api/teams/${f.team.id}/applications`, applicant.cookie, { message: 'hi' })
    ).json();
    for (const who of [manager, member, applicant])
      expect((await k.call('DELETE', `/api/teams/${f.team.id}`, who.cookie)).statusCode).toBe(403);
    expect((await k.call('DELETE', `/api/teams/${f.team.id}`, f.owner.cookie)).statusCode).toBe(204);
    for (const who of [manager, member]) {
      const [n] = await k.notificationsOf(who);
      expect(n).toMatchObject({
        type: 'team_deleted',
        params: { team: f.team.name, slug: f.team.slug },
        actionUrl: '/teams',
        relatedId: f.team.id,
      });
    }
    expect((await k.notificationsOf(f.owner)).some((n) => n.type === 'team_deleted')).toBe(false);
    expect((await k.call('GET', `/api/teams/slug/${f.team.slug}`, f.owner.cookie)).statusCode).toBe(404);
    expect((await k.call('POST', `/api/team-applications/${app.id}/withdraw`, applicant.cookie)).statusCode).toBe(404);
    expect((await k.call('GET', '/api/me/teams', member.cookie)).json()).toEqual([]);

    const other = await k.teamOf();
    expect((await k.call('DELETE', `/api/teams/${other.team.id}`, (await k.admin()).cookie)).statusCode).toBe(204);
    expect((await k.notificationsOf(other.owner))[0]).toMatchObject({ type: 'team_deleted' });
  });

  it('follows and unfollows idempotently with an exact counter, also under concurrent calls', async () => {
    const f = await k.teamOf();
    const fan = await k.player();
    const follow = (who: { cookie: string }, method: 'POST' | 'DELETE' = 'POST') =>
      k.call(method, `/api/teams/${f.team.id}/follow`, who.cookie);
    const all = await Promise.all([follow(fan), follow(fan), follow(fan)]);
    expect(all.map((r) => r.json())).toEqual(Array(3).fill({ following: true, followers: 1 }));
    expect((await follow(await k.player())).json()).toEqual({ following: true, followers: 2 });
    expect((await k.detail(f, fan)).viewer.following).toBe(true);
    expect((await k.detail(f, fan)).team.followers).toBe(2);
    expect((await follow(fan, 'DELETE')).json()).toEqual({ following: false, followers: 1 });
    expect((await follow(fan, 'DELETE')).json()).toEqual({ following: false, followers: 1 });
    expect((await k.call('POST', `/api/teams/${f.team.id}/follow`)).statusCode).toBe(401);
  });
});

describe('team lists', () => {
  let k: ReturnType<typeof teamsClient>;
  beforeAll(() => {
    k = teamsClient(t);
  });

  it('finds teams by name (wildcards as text), game, country, recruiting and verification, newest first, page by page', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const a = await k.teamOf({ name: `${tag} Alpha`, games: ['dota2'], country: 'DE' });
    const b = await k.teamOf({ name: `${tag} Beta_%`, games: ['dota2', 'tft'], country: 'TR' });
    const c = await k.teamOf({ name: `${tag.toUpperCase()} Gamma`, games: ['tft'], country: 'TR' });
    await k.call('PATCH', `/api/teams/${b.team.id}`, b.owner.cookie, { lookingForPlayers: true });
    await k.call('PATCH', `/api/teams/${c.team.id}`, c.owner.cookie, { lookingForCoach: true });
    await k.call('PATCH', `/api/teams/${a.team.id}/verification`, (await k.admin()).cookie, { verified: true });
    const ids = async (query: string) =>
      (await k.allPages<{ id: string }>(`/api/teams?q=${encodeURIComponent(tag)}${query}`, a.owner.cookie, 1)).map(
        (x) => x.id,
      );
    expect(await ids('')).toEqual([c.team.id, b.team.id, a.team.id]);
    expect(await ids('&game=dota2')).toEqual([b.team.id, a.team.id]);
    expect(await ids('&country=tr')).toEqual([c.team.id, b.team.id]);
    expect(await ids('&recruiting=players')).toEqual([b.team.id]);
    expect(await ids('&recruiting=coach')).toEqual([c.team.id]);
    expect(await ids('&verified=true')).toEqual([a.team.id]);
    expect(await ids('&verified=false&game=tft')).toEqual([c.team.id, b.team.id]);
    const literal = await k.call('GET', `/api/teams?q=${encodeURIComponent('a_%')}`, a.owner.cookie);
    expect(literal.json().items.map((x: { id: string }) => x.id)).toEqual([b.team.id]);
    const [summary] = (await k.call('GET', `/api/teams?q=${encodeURIComponent(`${tag} Beta`)}`, a.owner.cookie)).json()
      .items;
    expect(summary).toMatchObject({
      id: b.team.id,
      slug: b.team.slug,
      members: 1,
      lookingForPlayers: true,
      games: ['dota2', 'tft'],
      country: 'TR',
    });
  });

  it("carries each team's matches, wins and tournaments, counted as the team page counts them", async () => {
    const c = tournamentsClient(t);
    const tag = `St${Date.now().toString(36)}`;
    const [a, b, x] = [
      await k.teamOf({ name: `${tag} A` }),
      await k.teamOf({ name: `${tag} B` }),
      await k.teamOf({ name: `${tag} C` }),
    ];
    const organizer = await c.player();
    // A beats B in a final.
    const final = await c.host(organizer, { maxParticipants: 2 });
    for (const f of [a, b]) expect((await c.registerTeam(f, final.id)).statusCode).toBe(201);
    expect((await c.call('POST', `/api/tournaments/${final.id}/bracket`, organizer.cookie)).statusCode).toBe(201);
    const [match] = (await c.call('GET', `/api/tournaments/${final.id}/matches`, organizer.cookie)).json<{
      items: Match[];
    }>().items;
    const aIsSideA = match!.a?.participant?.teamId === a.team.id;
    const res = await c.call(
      'POST',
      `/api/matches/${match!.id}/official-result`,
      organizer.cookie,
      aIsSideA ? { scoreA: 2, scoreB: 1 } : { scoreA: 1, scoreB: 2 },
    );
    expect(res.statusCode, res.body).toBe(200);
    // All three in a bracket with a BYE and nothing played: a tournament each, no match.
    const open = await c.host(organizer, { maxParticipants: 4 });
    for (const f of [a, b, x]) expect((await c.registerTeam(f, open.id)).statusCode).toBe(201);
    expect((await c.call('POST', `/api/tournaments/${open.id}/bracket`, organizer.cookie)).statusCode).toBe(201);
    // A cancelled tournament counts for nobody.
    const cancelled = await c.host(organizer);
    expect((await c.registerTeam(x, cancelled.id)).statusCode).toBe(201);
    expect(
      (await c.call('POST', `/api/tournaments/${cancelled.id}/status`, organizer.cookie, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);

    const items = await k.allPages<TeamListItem>(`/api/teams?q=${tag}`, organizer.cookie, 2);
    const stats = Object.fromEntries(items.map((i) => [i.id, i.stats]));
    expect(stats).toEqual({
      [a.team.id]: { matches: 1, wins: 1, tournaments: 2 },
      [b.team.id]: { matches: 1, wins: 0, tournaments: 2 },
      [x.team.id]: { matches: 0, wins: 0, tournaments: 1 },
    });
    for (const f of [a, b, x]) {
      const { matches, wins, tournaments } = (await k.detail(f, organizer)).stats;
      expect({ matches, wins, tournaments }).toEqual(stats[f.team.id]);
    }
  });

  it('refuses bad filters and strangers', async () => {
    const p = await k.player();
    for (const q of [
      'game=chess',
      'country=TUR',
      'recruiting=fans',
      'verified=maybe',
      'limit=0',
      'limit=51',
      'cursor=zzz',
      `q=${'x'.repeat(101)}`,
    ]) {
      expect((await k.call('GET', `/api/teams?${q}`, p.cookie)).statusCode, q).toBe(400);
    }
    expect((await k.call('GET', '/api/teams')).statusCode).toBe(401);
  });

  it('lists the teams of a person and of me', async () => {
    const f = await k.teamOf({ games: ['pubg'] });
    const p = await k.coach();
    await k.addMember(f, p, 'coach');
    const expected = [
      {
        team: { id: f.team.id, slug: f.team.slug, name: f.team.name, logoUrl: null, games: ['pubg'] },
        role: 'coach',
        isCaptain: false,
        joinedAt: expect.any(String),
      },
    ];
    expect((await k.call('GET', `/api/users/${p.user.id}/teams`, f.owner.cookie)).json()).toEqual(expected);
    expect((await k.call('GET', '/api/me/teams', p.cookie)).json()).toEqual(expected);
    expect((await k.call('GET', '/api/users/00000000-0000-0000-0000-000000000000/teams', p.cookie)).statusCode).toBe(
      404,
    );
    expect((await k.call('GET', '/api/me/teams')).statusCode).toBe(401);
  });

  it('lists players looking for a team, by game, page by page', async () => {
    const looking = [];
    for (const game of ['mlbb', 'mlbb', 'overwatch2']) {
      const p = await k.player();
      await k.call('PATCH', '/api/profiles/me', p.cookie, {
        lookingForTeam: true,
        games: [{ game, roles: ['Tank'] }],
        location: 'İzmir',
      });
      looking.push(p);
    }
    const notLooking = await k.player();
    await k.call('PATCH', '/api/profiles/me', notLooking.cookie, { games: [{ game: 'mlbb', roles: [] }] });
    const items = await k.allPages<{ id: string; games: unknown[]; location: string | null }>(
      '/api/teams/looking-for-team/players?game=mlbb',
      notLooking.cookie,
      1,
    );
    expect(items.map((i) => i.id)).toEqual([looking[1]!.user.id, looking[0]!.user.id]);
    expect(items[0]).toMatchObject({
      games: [{ game: 'mlbb', roles: ['Tank'] }],
      location: 'İzmir',
      availability: expect.any(String),
    });
    expect(items[0]).not.toHaveProperty('email');
    const all = await k.allPages<{ id: string }>('/api/teams/looking-for-team/players', notLooking.cookie, 50);
    expect(all.map((i) => i.id)).toEqual(expect.arrayContaining(looking.map((p) => p.user.id)));
    expect(all.map((i) => i.id)).not.toContain(notLooking.user.id);
    expect((await k.call('GET', '/api/teams/looking-for-team/players?game=chess', notLooking.cookie)).statusCode).toBe(
      400,
    );
  });
});
