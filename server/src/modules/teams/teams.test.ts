import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '../../db/schema/index';
import { createTestApp, onboardedUser, registerUser, type TestApp } from '../../../test/helper';
import { firstFreeSlug, slugify } from './slug';

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
  await t.app.inject({ method: 'POST', url: '/api/onboarding/role', headers: { cookie: u.cookie }, payload: { userType: 'team_owner' } });
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
    expect(team).toMatchObject({ name: 'İstanbul Kurtları', games: ['valorant', 'cs2'], country: 'TR', ownerId: user.id, logoUrl: null });
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
