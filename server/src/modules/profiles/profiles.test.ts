import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DomainEvents } from '../../lib/events';
import { profiles } from '../../db/schema/index';
import { adminUser, createTestApp, onboardedUser, registerUser, type TestApp } from '../../../test/helper';
import { fixtures, uploaded } from '../uploads/test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const patchMe = (cookie: string, payload: unknown) => call('PATCH', '/api/profiles/me', cookie, payload);
const profileOf = async (id: string, cookie: string) =>
  (await call('GET', `/api/profiles/${id}`, cookie)).json().profile;
const issuePaths = (res: { json: () => { issues?: { path: string }[] } }) =>
  (res.json().issues ?? []).map((i) => i.path);

/** YYYY-MM-DD of the day `years` years before today (UTC), shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

describe('GET /api/profiles/{id}', () => {
  it('gives a person never edited the default profile, with follow counts', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    await call('POST', `/api/users/${a.user.id}/follow`, b.cookie);
    const res = await call('GET', `/api/profiles/${a.user.id}`, b.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { ...pickPublic(a.user), userType: 'player', followers: 1, following: 0, isFollowing: true },
      profile: {
        userId: a.user.id,
        biography: null,
        location: null,
        birthDate: null,
        age: null,
        games: [],
        skillLevel: null,
        skills: [],
        availability: 'not_available',
        socialLinks: {},
        coverImageUrl: null,
        lookingForTeam: false,
        verified: false,
        profileViews: 0,
        completeness: 0,
        completenessStage: 'get_started',
      },
    });
    const own = await call('GET', '/api/profiles/me', a.cookie);
    expect(own.json().user).toMatchObject({ id: a.user.id, followers: 1, isFollowing: false });
  });

  it('answers 404 for unknown people and 401 without a session', async () => {
    const a = await registerUser(t.app);
    expect((await call('GET', '/api/profiles/00000000-0000-0000-0000-000000000000', a.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/profiles/not-a-uuid', a.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/profiles/${a.user.id}`)).statusCode).toBe(401);
    expect((await patchMe('', { biography: 'x' })).statusCode).toBe(401);
  });
});

const pickPublic = (u: {
  id: string;
  nickname: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  profileImageUrl: string | null;
  userType: string | null;
}) => ({
  id: u.id,
  nickname: u.nickname,
  firstName: u.firstName,
  lastName: u.lastName,
  avatarUrl: u.avatarUrl,
  profileImageUrl: u.profileImageUrl,
  userType: u.userType,
});

describe('PATCH /api/profiles/me', () => {
  it('raises completeness field by field to 100, with the stage of each step', async () => {
    const a = await onboardedUser(t.app);
    const [avatar, cover] = [
      await uploaded(t.app, a.cookie, fixtures.png()),
      await uploaded(t.app, a.cookie, fixtures.png()),
    ];
    const steps: [unknown, number, string][] = [
      [{ avatarUrl: avatar.url }, 15, 'get_started'],
      [{ firstName: 'Ada' }, 15, 'get_started'], // a name counts with both parts
      [{ lastName: 'Lovelace' }, 25, 'good_start'],
      [{ biography: 'Entry fragger.' }, 40, 'good_start'],
      [{ location: 'İstanbul' }, 45, 'good_start'],
      [{ birthDate: yearsAgo(20) }, 50, 'great_progress'],
      [{ games: [{ game: 'valorant', roles: ['duelist'] }] }, 70, 'great_progress'],
      [{ skillLevel: 'expert' }, 80, 'almost_there'],
      [{ socialLinks: { discord: 'ada#1234' } }, 80, 'almost_there'], // two links are needed
      [{ socialLinks: { discord: 'ada#1234', twitch: 'https://twitch.tv/ada' } }, 90, 'almost_there'],
      [{ coverImageUrl: cover.url }, 100, 'complete'],
      [{ biography: '   ' }, 85, 'almost_there'], // blank is not filled
    ];
    for (const [body, completeness, stage] of steps) {
      const res = await patchMe(a.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json().profile, JSON.stringify(body)).toMatchObject({ completeness, completenessStage: stage });
    }
    const [stored] = await t.app.db.select().from(profiles).where(eq(profiles.userId, a.user.id));
    expect(stored).toMatchObject({ completeness: 85, biography: null, gameIds: ['valorant'] });
  });

  it('stores every field, computes the age, keeps game ids in sync, and leaves absent fields alone', async () => {
    const a = await onboardedUser(t.app);
    const res = await patchMe(a.cookie, {
      biography: 'IGL',
      location: 'Ankara',
      birthDate: yearsAgo(25, -1),
      games: [
        { game: 'cs2', roles: ['IGL', 'igl', 'awper'] },
        { game: 'valorant', roles: [] },
      ],
      skillLevel: 'elite',
      availability: 'in_2_weeks',
      socialLinks: { x: '@ada', steam: 'https://steamcommunity.com/id/ada' },
      lookingForTeam: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      biography: 'IGL',
      location: 'Ankara',
      age: 25,
      games: [
        { game: 'cs2', roles: ['IGL', 'awper'] },
        { game: 'valorant', roles: [] },
      ],
      skillLevel: 'elite',
      availability: 'in_2_weeks',
      socialLinks: { x: '@ada', steam: 'https://steamcommunity.com/id/ada' },
      lookingForTeam: true,
    });
    expect((await patchMe(a.cookie, { birthDate: yearsAgo(25, 1) })).json().profile.age).toBe(24);

    await patchMe(a.cookie, { games: [{ game: 'lol', roles: ['mid'] }], location: null });
    const [stored] = await t.app.db.select().from(profiles).where(eq(profiles.userId, a.user.id));
    expect(stored).toMatchObject({
      gameIds: ['lol'],
      location: null,
      biography: 'IGL',
      skillLevel: 'elite',
      lookingForTeam: true,
    });
  });

  it('shows the exact birth date to its owner only; everyone else (an admin too) reads the age', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const admin = await adminUser(t.app);
    const born = yearsAgo(22, -3);
    expect((await patchMe(a.cookie, { birthDate: born })).json().profile).toMatchObject({ birthDate: born, age: 22 });
    expect((await call('GET', '/api/profiles/me', a.cookie)).json().profile).toMatchObject({
      birthDate: born,
      age: 22,
    });
    expect(await profileOf(a.user.id, a.cookie)).toMatchObject({ birthDate: born, age: 22 });
    for (const reader of [b, admin])
      expect(await profileOf(a.user.id, reader.cookie)).toMatchObject({ birthDate: null, age: 22 });
  });

  it('changes names and avatar on the user, visible at once in the current user and to others', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    expect((await call('GET', '/api/auth/user', a.cookie)).json().firstName).toBeNull(); // warms the session cache
    const avatar = await uploaded(t.app, a.cookie, fixtures.png());
    const res = await patchMe(a.cookie, { firstName: 'Grace', lastName: 'Hopper', avatarUrl: avatar.url });
    expect(res.json().user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', avatarUrl: avatar.url });
    expect((await call('GET', '/api/auth/user', a.cookie)).json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      avatarUrl: avatar.url,
    });
    expect((await call('GET', `/api/profiles/${a.user.id}`, b.cookie)).json().user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });

  it('edits only one’s own profile: there is no way to patch another person', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    await patchMe(b.cookie, { biography: 'B here' });
    expect((await profileOf(a.user.id, b.cookie)).biography).toBeNull();
    expect((await call('PATCH', `/api/profiles/${a.user.id}`, b.cookie, { biography: 'hacked' })).statusCode).toBe(404);
    expect((await profileOf(a.user.id, b.cookie)).biography).toBeNull();
    expect((await profileOf(b.user.id, a.cookie)).biography).toBe('B here');
  });

  it('emits profile.updated with the new completeness', async () => {
    const a = await onboardedUser(t.app);
    const seen: DomainEvents['profile.updated'][] = [];
    t.app.ctx.events.on('profile.updated', (e) => void seen.push(e));
    await patchMe(a.cookie, { biography: 'hello' });
    await t.app.ctx.events.settled();
    expect(seen).toContainEqual({ userId: a.user.id, completeness: 15 });
  });

  it.each([
    [
      'a bad social handle',
      { socialLinks: { discord: 'no spaces allowed' } },
      'socialLinks.discord',
      'Enter an https:// address or a handle.',
    ],
    [
      'an http social link',
      { socialLinks: { twitch: 'http://twitch.tv/x' } },
      'socialLinks.twitch',
      'Enter an https:// address or a handle.',
    ],
    ['an unknown social network', { socialLinks: { myspace: 'ada' } }, 'socialLinks', undefined],
    ['a birth date under 13', { birthDate: yearsAgo(13, 1) }, 'birthDate', undefined],
    ['a birth date over 100', { birthDate: yearsAgo(101) }, 'birthDate', undefined],
    ['a birth date in the future', { birthDate: yearsAgo(-1) }, 'birthDate', undefined],
    ['an impossible date', { birthDate: '2001-02-30' }, 'birthDate', undefined],
    ['an unknown game', { games: [{ game: 'chess', roles: [] }] }, 'games.0.game', 'Invalid choice.'],
    [
      'too many roles',
      { games: [{ game: 'cs2', roles: ['aa', 'bb', 'cc', 'dd', 'ee', 'ff'] }] },
      'games.0.roles',
      'Choose at most 5.',
    ],
    [
      'a one-letter role',
      { games: [{ game: 'cs2', roles: ['a'] }] },
      'games.0.roles.0',
      'Must be at least 2 characters.',
    ],
    [
      'the same game twice',
      {
        games: [
          { game: 'cs2', roles: [] },
          { game: 'cs2', roles: ['igl'] },
        ],
      },
      'games',
      undefined,
    ],
    [
      'too many games',
      {
        games: [
          'valorant',
          'cs2',
          'lol',
          'dota2',
          'pubg',
          'pubg_mobile',
          'fortnite',
          'apex',
          'overwatch2',
          'r6',
          'fc',
        ].map((game) => ({ game, roles: [] })),
      },
      'games',
      'Choose at most 10.',
    ],
    ['an unknown skill level', { skillLevel: 'godlike' }, 'skillLevel', 'Invalid choice.'],
    ['an unknown availability', { availability: 'someday' }, 'availability', 'Invalid choice.'],
    ['a too long biography', { biography: 'x'.repeat(2001) }, 'biography', 'Must be at most 2000 characters.'],
    ['an unknown field', { verified: true }, '', 'Unknown field: verified'],
  ])('refuses %s with 400, naming the field, and writes nothing', async (_, body, path, message) => {
    const a = await onboardedUser(t.app);
    await patchMe(a.cookie, { biography: 'before' });
    const res = await patchMe(a.cookie, { ...body, location: 'Izmir' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    expect(issuePaths(res)).toContain(path);
    if (message) expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
    const p = await profileOf(a.user.id, a.cookie);
    expect(p).toMatchObject({ biography: 'before', location: null, verified: false, birthDate: null, games: [] });
  });

  it('accepts the age limits themselves: 13 today and 100 today', async () => {
    const a = await onboardedUser(t.app);
    expect((await patchMe(a.cookie, { birthDate: yearsAgo(13) })).json().profile.age).toBe(13);
    expect((await patchMe(a.cookie, { birthDate: yearsAgo(100) })).json().profile.age).toBe(100);
  });
});

describe('PATCH /api/admin/users/{id}/verified', () => {
  it('lets an admin set and clear the flag, keeping the rest of the profile', async () => {
    const admin = await adminUser(t.app);
    const a = await onboardedUser(t.app);
    await patchMe(a.cookie, { biography: 'pro', firstName: 'A', lastName: 'B' });
    const res = await call('PATCH', `/api/admin/users/${a.user.id}/verified`, admin.cookie, { verified: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: true });
    expect(await profileOf(a.user.id, a.cookie)).toMatchObject({ verified: true, biography: 'pro', completeness: 25 });
    expect(
      (await call('PATCH', `/api/admin/users/${a.user.id}/verified`, admin.cookie, { verified: false })).json(),
    ).toEqual({ verified: false });
    expect((await profileOf(a.user.id, a.cookie)).verified).toBe(false);
  });

  it('works for a person who never edited their profile', async () => {
    const admin = await adminUser(t.app);
    const a = await registerUser(t.app, { firstName: 'Only', lastName: 'Names' });
    expect(
      (await call('PATCH', `/api/admin/users/${a.user.id}/verified`, admin.cookie, { verified: true })).statusCode,
    ).toBe(200);
    const [stored] = await t.app.db.select().from(profiles).where(eq(profiles.userId, a.user.id));
    expect(stored).toMatchObject({ verified: true, completeness: 10 });
  });

  it('refuses players (403), strangers (401), unknown people (404) and bad bodies (400)', async () => {
    const admin = await adminUser(t.app);
    const player = await onboardedUser(t.app);
    const a = await onboardedUser(t.app);
    const url = `/api/admin/users/${a.user.id}/verified`;
    const asPlayer = await call('PATCH', url, player.cookie, { verified: true });
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json().code).toBe('admin_only');
    expect((await call('PATCH', url, a.cookie, { verified: true })).statusCode).toBe(403);
    expect((await call('PATCH', url, undefined, { verified: true })).statusCode).toBe(401);
    expect(
      (
        await call('PATCH', '/api/admin/users/00000000-0000-0000-0000-000000000000/verified', admin.cookie, {
          verified: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('PATCH', '/api/admin/users/nope/verified', admin.cookie, { verified: true })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', url, admin.cookie, { verified: 'yes' })).statusCode).toBe(400);
    expect((await call('PATCH', url, admin.cookie, { verified: true, extra: 1 })).statusCode).toBe(400);
    expect((await profileOf(a.user.id, a.cookie)).verified).toBe(false);
  });
});

describe('POST /api/profiles/{id}/view', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts one view per viewer per day, never one’s own', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const c = await onboardedUser(t.app);
    const view = (cookie: string) => call('POST', `/api/profiles/${a.user.id}/view`, cookie);

    expect((await view(b.cookie)).statusCode).toBe(204);
    expect((await view(b.cookie)).statusCode).toBe(204);
    expect((await profileOf(a.user.id, a.cookie)).profileViews).toBe(1);
    await view(c.cookie);
    expect((await view(a.cookie)).statusCode).toBe(204);
    expect((await profileOf(a.user.id, a.cookie)).profileViews).toBe(2);

    // The next day the same viewer counts again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 3600_000 });
    await view(b.cookie);
    await view(b.cookie);
    vi.useRealTimers();
    expect((await profileOf(a.user.id, a.cookie)).profileViews).toBe(3);
  });

  it('keeps the profile fields of someone viewed before any edit', async () => {
    const a = await registerUser(t.app, { firstName: 'First', lastName: 'Last' });
    const b = await onboardedUser(t.app);
    await call('POST', `/api/profiles/${a.user.id}/view`, b.cookie);
    const [stored] = await t.app.db.select().from(profiles).where(eq(profiles.userId, a.user.id));
    expect(stored).toMatchObject({ profileViews: 1, completeness: 10 });
    const edited = await patchMe(a.cookie, { biography: 'now edited' });
    expect(edited.json().profile).toMatchObject({ profileViews: 1, completeness: 25 });
  });

  it('answers 404 for unknown people and 401 without a session', async () => {
    const a = await onboardedUser(t.app);
    expect((await call('POST', '/api/profiles/00000000-0000-0000-0000-000000000000/view', a.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/profiles/xyz/view', a.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/profiles/${a.user.id}/view`)).statusCode).toBe(401);
  });
});
