import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CAREER_ENTRIES } from '@esn/contract';
import { careerEntries, teams } from '../../db/schema/index';
import { createTestApp, onboardedUser, type TestApp } from '../../../test/helper';

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
const entry = (over: Record<string, unknown> = {}) => ({
  teamName: 'Team Nova',
  role: 'player',
  game: 'valorant',
  from: '2022-01',
  ...over,
});
const listOf = async (userId: string, cookie: string) =>
  (await call('GET', `/api/users/${userId}/career`, cookie)).json().items as { id: string; from: string }[];

describe('career entries', () => {
  it('adds, lists newest first by start, edits and removes one’s own entries', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const first = await call(
      'POST',
      '/api/career',
      a.cookie,
      entry({ from: '2020-03', to: '2021-06', description: 'Academy roster' }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      userId: a.user.id,
      teamName: 'Team Nova',
      teamSlug: null,
      role: 'player',
      game: 'valorant',
      from: '2020-03',
      to: '2021-06',
      description: 'Academy roster',
    });
    const second = (
      await call('POST', '/api/career', a.cookie, entry({ teamName: 'Orbit', from: '2023-09', role: 'coach' }))
    ).json();
    const third = (
      await call('POST', '/api/career', a.cookie, entry({ teamName: 'Comet', from: '2021-07', to: '2023-08' }))
    ).json();
    expect((await listOf(a.user.id, b.cookie)).map((e) => e.id)).toEqual([second.id, third.id, first.json().id]);

    const edited = await call(
      'PATCH',
      `/api/career/${third.id}`,
      a.cookie,
      entry({ teamName: 'Comet GG', from: '2019-01', to: null }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: third.id,
      teamName: 'Comet GG',
      from: '2019-01',
      to: null,
      description: null,
    });
    expect((await listOf(a.user.id, a.cookie)).map((e) => e.id)).toEqual([second.id, first.json().id, third.id]);

    expect((await call('DELETE', `/api/career/${second.id}`, a.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/career/${second.id}`, a.cookie)).statusCode).toBe(404);
    expect((await listOf(a.user.id, a.cookie)).map((e) => e.id)).toEqual([first.json().id, third.id]);
    expect(await listOf(b.user.id, a.cookie)).toEqual([]);
  });

  it('links an existing team by slug and refuses an unknown one', async () => {
    const owner = await onboardedUser(t.app, 'team_owner');
    const [team] = await t.app.db.select({ slug: teams.slug }).from(teams).where(eq(teams.ownerId, owner.user.id));
    const slug = team!.slug;
    const linked = await call('POST', '/api/career', owner.cookie, entry({ teamSlug: slug, role: 'owner' }));
    expect(linked.statusCode).toBe(201);
    expect(linked.json().teamSlug).toBe(slug);
    const unknown = await call('POST', '/api/career', owner.cookie, entry({ teamSlug: 'no-such-team-here' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('team_not_found');
  });

  it('answers 404 when changing or removing someone else’s entry, and leaves it as it was', async () => {
    const a = await onboardedUser(t.app);
    const b = await onboardedUser(t.app);
    const mine = (await call('POST', '/api/career', a.cookie, entry())).json();
    const patch = await call('PATCH', `/api/career/${mine.id}`, b.cookie, entry({ teamName: 'Stolen' }));
    expect(patch.statusCode).toBe(404);
    expect((await call('DELETE', `/api/career/${mine.id}`, b.cookie)).statusCode).toBe(404);
    expect(await listOf(a.user.id, b.cookie)).toEqual([
      expect.objectContaining({ id: mine.id, teamName: 'Team Nova' }),
    ]);
    expect(
      (await call('PATCH', '/api/career/00000000-0000-0000-0000-000000000000', a.cookie, entry())).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/career/not-an-id', a.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/users/00000000-0000-0000-0000-000000000000/career', a.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/users/${a.user.id}/career`)).statusCode).toBe(401);
    expect((await call('POST', '/api/career', undefined, entry())).statusCode).toBe(401);
  });

  it.each([
    ['an end before the start', entry({ from: '2022-05', to: '2022-04' }), 'to', 'The end cannot be before the start.'],
    ['a month that is not YYYY-MM', entry({ from: '2022-13' }), 'from', 'Enter the month as YYYY-MM.'],
    ['a date instead of a month', entry({ to: '2023-01-15' }), 'to', 'Enter the month as YYYY-MM.'],
    ['an unknown game', entry({ game: 'chess' }), 'game', 'Invalid choice.'],
    ['an unknown role', entry({ role: 'mascot' }), 'role', 'Invalid choice.'],
    ['a missing team name', { role: 'player', game: 'cs2', from: '2022-01' }, 'teamName', 'This field is required.'],
    ['a one-letter team name', entry({ teamName: 'X' }), 'teamName', 'Must be at least 2 characters.'],
    ['an unknown field', entry({ salary: 1000 }), '', 'Unknown field: salary'],
  ])('refuses %s with 400 on add and edit', async (_, body, path, message) => {
    const a = await onboardedUser(t.app);
    const add = await call('POST', '/api/career', a.cookie, body);
    expect(add.statusCode).toBe(400);
    expect(add.json().issues).toContainEqual(expect.objectContaining({ path, message }));
    const existing = (await call('POST', '/api/career', a.cookie, entry())).json();
    const edit = await call('PATCH', `/api/career/${existing.id}`, a.cookie, body);
    expect(edit.statusCode).toBe(400);
    expect(await listOf(a.user.id, a.cookie)).toEqual([
      expect.objectContaining({ teamName: 'Team Nova', from: '2022-01' }),
    ]);
  });

  it(`keeps at most ${MAX_CAREER_ENTRIES} entries per person`, async () => {
    const a = await onboardedUser(t.app);
    const rows = Array.from({ length: MAX_CAREER_ENTRIES - 1 }, (_, i) => ({
      userId: a.user.id,
      teamName: `Team ${i}`,
      role: 'player',
      game: 'cs2',
      fromMonth: `20${String(10 + (i % 15)).padStart(2, '0')}-01`,
    }));
    await t.app.db.insert(careerEntries).values(rows);
    expect((await call('POST', '/api/career', a.cookie, entry())).statusCode).toBe(201);
    const over = await call('POST', '/api/career', a.cookie, entry());
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('career_limit');
    expect(await listOf(a.user.id, a.cookie)).toHaveLength(MAX_CAREER_ENTRIES);
  });

  it('does not let concurrent adds pass the limit', async () => {
    const a = await onboardedUser(t.app);
    const rows = Array.from({ length: MAX_CAREER_ENTRIES - 2 }, (_, i) => ({
      userId: a.user.id,
      teamName: `T${i}`,
      role: 'player',
      game: 'cs2',
      fromMonth: '2020-01',
    }));
    await t.app.db.insert(careerEntries).values(rows);
    const results = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/api/career', a.cookie, entry())));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await listOf(a.user.id, a.cookie)).toHaveLength(MAX_CAREER_ENTRIES);
  });
});
