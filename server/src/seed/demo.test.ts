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

    // Teams: rosters with a captain and exact counters, an invitation for Ayşe, an application for Kaan.
    const invites = await get('/api/me/team-invitations');
    expect(invites.items).toEqual([expect.objectContaining({ status: 'pending', role: 'player', team: expect.objectContaining({ slug: 'ankara-phoenix' }) })]);
    const wolves = await get('/api/teams/slug/istanbul-wolves');
    expect(wolves.roster.filter((m: { isCaptain: boolean }) => m.isCaptain)).toHaveLength(1);
    expect(wolves.team.members).toBe(wolves.roster.length);
    expect(wolves.team.followers).toBeGreaterThan(0);
    expect(wolves.team.lookingForPlayers).toBe(true);
    expect(wolves.viewer).toMatchObject({ role: 'player', canManage: false });
    expect((await get('/api/teams?limit=50')).items.length).toBeGreaterThanOrEqual(2);
    expect((await get('/api/teams/looking-for-team/players')).items.length).toBeGreaterThan(0);

    const owner = DEMO_LOGINS.find((l) => l.role === 'team_owner')!;
    const ownerLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } });
    const ownerCookie = `sid=${ownerLogin.cookies.find((c) => c.name === 'sid')!.value}`;
    const asOwner = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: ownerCookie } }).then((r) => r.json());
    const apps = await asOwner(`/api/teams/${wolves.team.id}/applications`);
    expect(apps.items).toEqual([expect.objectContaining({ status: 'pending', applicant: expect.objectContaining({ nickname: 'deniz' }) })]);
    const ownerNotes = await asOwner('/api/notifications');
    expect(ownerNotes.some((n: { type: string }) => n.type === 'team_application')).toBe(true);
  });
});
