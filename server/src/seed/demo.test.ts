import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { DEMO_LOGINS, seedDemo } from './demo';
import { seedDemoContent } from './demo-content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('gives a newcomer a living community, once', async () => {
    expect(await seedDemo(t.app.db)).toBe(true);
    await seedDemoContent(t.app.ctx);
    expect(await seedDemo(t.app.db)).toBe(false);

    const player = DEMO_LOGINS.find((l) => l.role === 'player')!;
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: player.email, password: player.password } });
    expect(login.statusCode).toBe(200);
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json());

    const feed = await get('/api/feed?limit=50');
    const types = new Set(feed.items.map((p: { type: string }) => p.type));
    expect([...types].sort()).toEqual(['image', 'poll', 'text']);
    expect(feed.items.some((p: { sharedPost: unknown }) => p.sharedPost)).toBe(true);
    expect(feed.items.some((p: { likeCount: number; commentCount: number }) => p.likeCount > 0 && p.commentCount > 0)).toBe(true);

    const me = await get('/api/auth/user');
    const profile = await get(`/api/profiles/${me.id}`);
    expect(profile.profile.games.length).toBeGreaterThan(0);
    expect(profile.user.followers).toBeGreaterThan(0);
    expect((await get('/api/connections?filter=connected')).items.length).toBeGreaterThan(0);
    expect((await get('/api/connections?filter=incoming')).items.length).toBe(1);
    expect((await get('/api/notifications/unread-count')).count).toBeGreaterThan(0);
    expect((await get('/api/tags/trending')).items.length).toBeGreaterThan(0);
  });
});
