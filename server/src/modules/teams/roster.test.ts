import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamDetail } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { teamsClient, type Person, type TeamFixture } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof teamsClient>;
beforeAll(async () => {
  t = await createTestApp();
  k = teamsClient(t);
});
afterAll(() => t.close());

const patchMember = (by: Person, f: TeamFixture, who: Person | string, body: object) =>
  k.call('PATCH', `/api/teams/${f.team.id}/members/${typeof who === 'string' ? who : who.user.id}`, by.cookie, body);
const removeMember = (by: Person, f: TeamFixture, who: Person | string) =>
  k.call('DELETE', `/api/teams/${f.team.id}/members/${typeof who === 'string' ? who : who.user.id}`, by.cookie);
const transfer = (by: Person, f: TeamFixture, to: Person | string) =>
  k.call('POST', `/api/teams/${f.team.id}/ownership`, by.cookie, { userId: typeof to === 'string' ? to : to.user.id });
const roleOf = (d: TeamDetail, p: Person) => d.roster.find((m) => m.user.id === p.user.id);

async function staffedTeam(games = ['valorant']) {
  const f = await k.teamOf({ games });
  const manager = await k.player();
  const coach = await k.coach();
  const a = await k.player();
  const b = await k.player();
  await k.addMember(f, manager, 'manager');
  await k.addMember(f, coach, 'coach');
  await k.addMember(f, a, 'player');
  await k.addMember(f, b, 'player');
  return { ...f, manager, coach, a, b };
}

describe('changing roles', () => {
  it('lets the owner move a member between player and manager, telling them', async () => {
    const f = await staffedTeam();
    const res = await patchMember(f.owner, f, f.a, { role: 'manager' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: f.a.user.id }, role: 'manager', isCaptain: false });
    const [n] = await k.notificationsOf(f.a);
    expect(n).toMatchObject({
      type: 'team_role_changed',
      params: { team: f.team.name, slug: f.team.slug, role: 'manager' },
      actionUrl: `/team/${f.team.slug}`,
      relatedId: f.team.id,
    });
    expect((await patchMember(f.owner, f, f.a, { role: 'player' })).json().role).toBe('player');
  });

  it('keeps managers and the owner out of a manager’s reach; the owner appoints and demotes managers', async () => {
    const f = await staffedTeam();
    expect((await patchMember(f.manager, f, f.a, { role: 'manager' })).statusCode).toBe(403);
    const other = await k.player();
    await k.addMember(f, other, 'manager');
    expect((await patchMember(f.manager, f, other, { role: 'player' })).statusCode).toBe(403);
    expect((await patchMember(f.manager, f, f.owner, { role: 'player' })).statusCode).toBe(403);
    expect((await patchMember(f.owner, f, f.a, { role: 'manager' })).json().role).toBe('manager');
    expect((await patchMember(f.owner, f, other, { role: 'player' })).json().role).toBe('player');
    // The owner's own role changes only through a transfer.
    expect((await patchMember(f.owner, f, f.owner, { role: 'player' })).statusCode).toBe(403);
  });

  it('refuses players, coaches, strangers and admins', async () => {
    const f = await staffedTeam();
    for (const who of [f.b, f.coach, await k.player(), await k.admin()]) {
      expect((await patchMember(who, f, f.a, { role: 'coach' })).statusCode).toBe(403);
      expect((await patchMember(who, f, f.a, { isCaptain: true })).statusCode).toBe(403);
    }
  });

  it('answers bad bodies with 400, non-members with 404', async () => {
    const f = await staffedTeam();
    for (const body of [{}, { role: 'owner' }, { isCaptain: 'yes' }, { role: 'player', extra: 1 }]) {
      const res = await patchMember(f.owner, f, f.a, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect((await patchMember(f.owner, f, await k.player(), { role: 'coach' })).json()).toMatchObject({
      code: 'not_team_member',
    });
    expect((await patchMember(f.owner, f, 'not-a-uuid', { role: 'coach' })).statusCode).toBe(404);
  });

  it('applies the one-team-per-game rule when a manager becomes a player', async () => {
    const a = await k.teamOf({ games: ['r6'] });
    const b = await k.teamOf({ games: ['r6'] });
    const p = await k.player();
    await k.addMember(a, p, 'player');
    await k.addMember(b, p, 'manager');
    const res = await patchMember(b.owner, b, p, { role: 'player' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('already_in_team_for_game');
  });
});

describe('the captain', () => {
  it('is one player at a time; naming another clears the first; a non-player cannot be captain', async () => {
    const f = await staffedTeam();
    expect((await patchMember(f.manager, f, f.a, { isCaptain: true })).json().isCaptain).toBe(true);
    expect((await patchMember(f.owner, f, f.b, { isCaptain: true })).json().isCaptain).toBe(true);
    let d = await k.detail(f, f.owner);
    expect(d.roster.filter((m) => m.isCaptain).map((m) => m.user.id)).toEqual([f.b.user.id]);
    for (const who of [f.coach, f.manager, f.owner]) {
      const res = await patchMember(f.owner, f, who, { isCaptain: true });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('captain_must_be_player');
    }
    // Moving the captain to manager ends the captaincy.
    await patchMember(f.owner, f, f.b, { role: 'manager' });
    d = await k.detail(f, f.owner);
    expect(d.roster.some((m) => m.isCaptain)).toBe(false);
    await patchMember(f.owner, f, f.a, { isCaptain: true });
    expect((await patchMember(f.owner, f, f.a, { isCaptain: false })).json().isCaptain).toBe(false);
  });

  it('stays one when two captains are named at once', async () => {
    const f = await staffedTeam();
    const results = await Promise.all([
      patchMember(f.owner, f, f.a, { isCaptain: true }),
      patchMember(f.manager, f, f.b, { isCaptain: true }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await k.detail(f, f.owner)).roster.filter((m) => m.isCaptain)).toHaveLength(1);
  });
});

describe('removing and leaving', () => {
  it('lets a manager remove players and coaches, telling them, with the counter', async () => {
    const f = await staffedTeam();
    expect((await removeMember(f.manager, f, f.a)).statusCode).toBe(204);
    expect((await removeMember(f.manager, f, f.coach)).statusCode).toBe(204);
    const d = await k.detail(f, f.owner);
    expect(d.team.members).toBe(3);
    expect(d.roster).toHaveLength(3);
    const [n] = await k.notificationsOf(f.a);
    expect(n).toMatchObject({
      type: 'team_member_removed',
      params: { team: f.team.name, slug: f.team.slug, nickname: f.manager.user.nickname },
      actionUrl: `/team/${f.team.slug}`,
    });
    expect((await removeMember(f.manager, f, f.a)).json().code).toBe('not_team_member');
  });

  it('keeps managers and the owner out of a manager’s reach and refuses members, strangers and admins', async () => {
    const f = await staffedTeam();
    const other = await k.player();
    await k.addMember(f, other, 'manager');
    expect((await removeMember(f.manager, f, other)).statusCode).toBe(403);
    expect((await removeMember(f.manager, f, f.owner)).statusCode).toBe(403);
    for (const who of [f.b, f.coach, await k.player(), await k.admin()])
      expect((await removeMember(who, f, f.a)).statusCode).toBe(403);
    expect((await removeMember(f.owner, f, other)).statusCode).toBe(204);
    expect((await k.detail(f, f.owner)).team.members).toBe(5);
  });

  it('lets members leave, but not the owner', async () => {
    const f = await staffedTeam();
    expect((await removeMember(f.a, f, f.a)).statusCode).toBe(204);
    expect((await removeMember(f.manager, f, f.manager)).statusCode).toBe(204);
    const owner = await removeMember(f.owner, f, f.owner);
    expect(owner.statusCode).toBe(409);
    expect(owner.json()).toMatchObject({ code: 'owner_cannot_leave', message: expect.stringContaining('transfer') });
    const stranger = await k.player();
    expect((await removeMember(stranger, f, stranger)).statusCode).toBe(404);
    const d = await k.detail(f, f.a);
    expect(d.team.members).toBe(3);
    expect(d.viewer.role).toBeNull();
    expect((await k.notificationsOf(f.a)).some((n) => n.type === 'team_member_removed')).toBe(false);
  });

  it('counts exactly when the same member is removed twice at once', async () => {
    const f = await staffedTeam();
    const results = await Promise.all([removeMember(f.owner, f, f.a), removeMember(f.manager, f, f.a)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 404]);
    expect((await k.detail(f, f.owner)).team.members).toBe(4);
  });
});

describe('transferring ownership', () => {
  it('hands the team to a member; the previous owner becomes a manager; the new owner is told', async () => {
    const f = await staffedTeam();
    await patchMember(f.owner, f, f.a, { isCaptain: true });
    const res = await transfer(f.owner, f, f.a);
    expect(res.statusCode).toBe(200);
    const d = res.json<TeamDetail>();
    expect(d.team).toMatchObject({ ownerId: f.a.user.id, owner: { id: f.a.user.id } });
    expect(roleOf(d, f.a)).toMatchObject({ role: 'owner', isCaptain: false });
    expect(roleOf(d, f.owner)?.role).toBe('manager');
    expect(d.roster[0]!.user.id).toBe(f.a.user.id);
    expect(d.viewer).toMatchObject({ role: 'manager', canManage: true, isOwner: false });
    const [n] = await k.notificationsOf(f.a);
    expect(n).toMatchObject({
      type: 'team_ownership_transferred',
      params: { team: f.team.name, slug: f.team.slug },
      actionUrl: `/team/${f.team.slug}/manage`,
    });
    // The previous owner may now leave; the new one may not.
    expect((await removeMember(f.a, f, f.a)).json().code).toBe('owner_cannot_leave');
    expect((await removeMember(f.owner, f, f.owner)).statusCode).toBe(204);
  });

  it('refuses managers and members (403), non-members and the owner themself (409)', async () => {
    const f = await staffedTeam();
    for (const who of [f.manager, f.b, await k.player()]) expect((await transfer(who, f, f.a)).statusCode).toBe(403);
    expect((await transfer(f.owner, f, await k.player())).json().code).toBe('not_team_member');
    expect((await transfer(f.owner, f, 'nope')).json().code).toBe('not_team_member');
    expect((await transfer(f.owner, f, f.owner)).json().code).toBe('already_owner');
    expect((await k.call('POST', `/api/teams/${f.team.id}/ownership`, f.owner.cookie, {})).statusCode).toBe(400);
  });

  it('lets an admin move a team, telling both people', async () => {
    const f = await staffedTeam();
    const admin = await k.admin();
    expect((await transfer(admin, f, f.manager)).statusCode).toBe(200);
    expect((await k.notificationsOf(f.manager))[0]).toMatchObject({ type: 'team_ownership_transferred' });
    expect((await k.notificationsOf(f.owner))[0]).toMatchObject({
      type: 'team_role_changed',
      params: { role: 'manager' },
    });
  });
});
