import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Notification, Team, TeamDetail, TeamInvitation } from '@esn/contract';
import { adminUser, onboardedUser, registerUser, type TestApp } from '../../../test/helper';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type Person = Awaited<ReturnType<typeof registerUser>>;
export type TeamFixture = { team: Team; owner: Person };

/** Calls as a signed-in user (or nobody), and the common steps of the teams tests. */
export function teamsClient(t: TestApp) {
  const call = (method: Method, url: string, cookie?: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const player = () => onboardedUser(t.app, 'player');
  const coach = () => onboardedUser(t.app, 'coach');
  const admin = () => adminUser(t.app);

  /** A fresh team owner with a fresh team (no team from onboarding, so the fixture is exactly this team). */
  async function teamOf(over: Record<string, unknown> = {}): Promise<TeamFixture> {
    const owner = await registerUser(t.app);
    await call('POST', '/api/onboarding/role', owner.cookie, { userType: 'team_owner' });
    const res = await call('POST', '/api/teams', owner.cookie, {
      name: `Team ${owner.user.nickname}`,
      games: ['valorant'],
      country: 'TR',
      ...over,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { team: res.json<{ team: Team }>().team, owner };
  }

  async function invite(by: Person, teamId: string, invitee: Person, role = 'player'): Promise<LightMyRequestResponse> {
    return call('POST', `/api/teams/${teamId}/invitations`, by.cookie, {
      userId: invitee.user.id,
      role,
      message: 'Join us',
    });
  }

  /** Puts someone on the roster the way the product does: the owner invites, they accept. */
  async function addMember(
    f: TeamFixture,
    person: Person,
    role: 'player' | 'coach' | 'manager' = 'player',
  ): Promise<void> {
    const inv = await invite(f.owner, f.team.id, person, role);
    expect(inv.statusCode, inv.body).toBe(201);
    const acc = await call('POST', `/api/team-invitations/${inv.json<TeamInvitation>().id}/accept`, person.cookie);
    expect(acc.statusCode, acc.body).toBe(200);
    // The join's side effects (achievements, challenge progress, team chat) run after the answer; a fixture is
    // ready only once they have.
    await t.app.ctx.events.settled();
  }

  async function detail(f: { team: Team }, viewer: Person): Promise<TeamDetail> {
    const res = await call('GET', `/api/teams/slug/${f.team.slug}`, viewer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TeamDetail>();
  }

  async function notificationsOf(p: Person): Promise<Notification[]> {
    await t.app.ctx.events.settled();
    return (await call('GET', '/api/notifications', p.cookie)).json<Notification[]>();
  }

  /** Every item of a paginated list, following nextCursor, checking the page size. */
  async function allPages<T>(url: string, cookie: string, limit: number): Promise<T[]> {
    const seen: T[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const sep = url.includes('?') ? '&' : '?';
      const res = await call('GET', `${url}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<{ items: T[]; nextCursor: string | null }>();
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    return seen;
  }

  return { call, player, coach, admin, teamOf, invite, addMember, detail, notificationsOf, allPages };
}
