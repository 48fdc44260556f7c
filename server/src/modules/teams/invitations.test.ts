import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_LIMITS, type TeamInvitation } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { teamsClient, type Person } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof teamsClient>;
beforeAll(async () => {
  t = await createTestApp();
  k = teamsClient(t);
});
afterAll(() => t.close());

const step = (p: Person | undefined, id: string, action: 'accept' | 'decline' | 'withdraw') =>
  k.call('POST', `/api/team-invitations/${id}/${action}`, p?.cookie);

async function invited(by: Person, teamId: string, invitee: Person, role = 'player'): Promise<TeamInvitation> {
  const res = await k.invite(by, teamId, invitee, role);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TeamInvitation>();
}

async function staffedTeam(games = ['valorant']) {
  const f = await k.teamOf({ games });
  const manager = await k.player();
  const member = await k.player();
  await k.addMember(f, manager, 'manager');
  await k.addMember(f, member, 'player');
  return { ...f, manager, member };
}

describe('inviting', () => {
  it('invites a person to a role, tells them, and shows on both sides', async () => {
    const f = await staffedTeam();
    const invitee = await k.coach();
    const inv = await invited(f.owner, f.team.id, invitee, 'coach');
    expect(inv).toMatchObject({
      team: { id: f.team.id, slug: f.team.slug },
      invitee: { id: invitee.user.id },
      invitedBy: { id: f.owner.user.id, nickname: f.owner.user.nickname },
      role: 'coach',
      message: 'Join us',
      status: 'pending',
    });
    expect(inv.invitedBy).not.toHaveProperty('email');
    const [n] = await k.notificationsOf(invitee);
    expect(n).toMatchObject({
      type: 'team_invitation',
      params: { team: f.team.name, slug: f.team.slug, nickname: f.owner.user.nickname, role: 'coach' },
      actionUrl: `/team/${f.team.slug}`,
      relatedId: inv.id,
    });
    expect(
      (await k.call('GET', '/api/me/team-invitations', invitee.cookie)).json().items.map((i: TeamInvitation) => i.id),
    ).toEqual([inv.id]);
    expect(
      (await k.call('GET', `/api/teams/${f.team.id}/invitations`, f.manager.cookie))
        .json()
        .items.map((i: TeamInvitation) => i.id),
    ).toEqual([inv.id]);
    expect((await k.detail(f, invitee)).viewer.pendingInvitationId).toBe(inv.id);
  });

  it('lets managers invite players and coaches only, and nobody else invite at all', async () => {
    const f = await staffedTeam();
    const x = await k.player();
    expect((await k.invite(f.manager, f.team.id, x, 'player')).statusCode).toBe(201);
    const y = await k.player();
    expect((await k.invite(f.manager, f.team.id, y, 'manager')).statusCode).toBe(403);
    for (const who of [f.member, await k.player(), await k.admin()])
      expect((await k.invite(who, f.team.id, y)).statusCode).toBe(403);
    expect((await k.invite(f.owner, f.team.id, y, 'manager')).statusCode).toBe(201);
  });

  it('refuses oneself (400), members and a second pending invitation (409), unknown people and teams (404)', async () => {
    const f = await staffedTeam();
    const self = await k.invite(f.owner, f.team.id, f.owner);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('cannot_invite_self');
    expect((await k.invite(f.owner, f.team.id, f.member)).json().code).toBe('already_member');
    const x = await k.player();
    await invited(f.owner, f.team.id, x);
    const twice = await k.invite(f.manager, f.team.id, x);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_pending');
    const ghost = { user: { id: '00000000-0000-0000-0000-000000000000' } } as Person;
    expect((await k.invite(f.owner, f.team.id, ghost)).statusCode).toBe(404);
    expect((await k.invite(f.owner, '00000000-0000-0000-0000-000000000000', x)).json().code).toBe('team_not_found');
    for (const [body, field] of [
      [{ userId: x.user.id, role: 'owner' }, 'role'],
      [{ userId: x.user.id, message: 'x'.repeat(TEAM_LIMITS.invitationMessage + 1) }, 'message'],
      [{ role: 'player' }, 'userId'],
    ] as const) {
      const res = await k.call('POST', `/api/teams/${f.team.id}/invitations`, f.owner.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    expect(
      (await k.call('POST', `/api/teams/${f.team.id}/invitations`, undefined, { userId: x.user.id })).statusCode,
    ).toBe(401);
  });
});

describe('answering an invitation', () => {
  it('accepts into the roster in the role invited to and tells the inviter', async () => {
    const f = await staffedTeam();
    const invitee = await k.coach();
    const inv = await invited(f.manager, f.team.id, invitee, 'coach');
    const res = await step(invitee, inv.id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', decidedAt: expect.any(String) });
    const d = await k.detail(f, invitee);
    expect(d.viewer).toMatchObject({ role: 'coach', pendingInvitationId: null, canManage: false });
    expect(d.team.members).toBe(4);
    const [n] = await k.notificationsOf(f.manager);
    expect(n).toMatchObject({
      type: 'team_invitation_accepted',
      params: { nickname: invitee.user.nickname, role: 'coach' },
      actionUrl: `/team/${f.team.slug}/manage`,
      relatedId: inv.id,
    });
    expect((await k.notificationsOf(f.owner)).some((x) => x.relatedId === inv.id)).toBe(false);
    expect((await step(invitee, inv.id, 'decline')).json().code).toBe('request_not_pending');
  });

  it('declines, telling the inviter; only the invitee answers', async () => {
    const f = await staffedTeam();
    const invitee = await k.player();
    const inv = await invited(f.owner, f.team.id, invitee);
    for (const who of [f.owner, f.manager])
      for (const a of ['accept', 'decline'] as const) expect((await step(who, inv.id, a)).statusCode).toBe(403);
    // People who may not see the invitation are told it does not exist.
    for (const who of [f.member, await k.player()]) expect((await step(who, inv.id, 'accept')).statusCode).toBe(404);
    const res = await step(invitee, inv.id, 'decline');
    expect(res.json()).toMatchObject({ status: 'rejected' });
    const [n] = await k.notificationsOf(f.owner);
    expect(n).toMatchObject({
      type: 'team_invitation_declined',
      params: { nickname: invitee.user.nickname },
      actionUrl: `/team/${f.team.slug}/manage`,
    });
  });

  it('is withdrawn by whoever may invite to its role, telling the invitee', async () => {
    const f = await staffedTeam();
    const invitee = await k.player();
    const toManage = await invited(f.owner, f.team.id, invitee, 'manager');
    expect((await step(f.manager, toManage.id, 'withdraw')).statusCode).toBe(403);
    expect((await step(invitee, toManage.id, 'withdraw')).statusCode).toBe(403);
    expect((await step(f.owner, toManage.id, 'withdraw')).json()).toMatchObject({ status: 'withdrawn' });
    const [n] = await k.notificationsOf(invitee);
    expect(n).toMatchObject({
      type: 'team_invitation_withdrawn',
      params: { team: f.team.name, slug: f.team.slug },
      actionUrl: `/team/${f.team.slug}`,
      relatedId: toManage.id,
    });
    const toPlay = await invited(f.owner, f.team.id, invitee);
    expect((await step(f.manager, toPlay.id, 'withdraw')).statusCode).toBe(200);
    expect((await step(invitee, toPlay.id, 'accept')).json().code).toBe('request_not_pending');
  });

  it('lets exactly one of two concurrent accepts win', async () => {
    const f = await staffedTeam();
    const invitee = await k.player();
    const inv = await invited(f.owner, f.team.id, invitee);
    const results = await Promise.all([step(invitee, inv.id, 'accept'), step(invitee, inv.id, 'accept')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('request_not_pending');
    expect((await k.detail(f, f.owner)).team.members).toBe(4);
  });

  it('closes a pending application of the same person when an invitation brings them in', async () => {
    const f = await staffedTeam();
    const p = await k.player();
    const app = (await k.call('POST', `/api/teams/${f.team.id}/applications`, p.cookie, { message: 'hi' })).json();
    const inv = await invited(f.owner, f.team.id, p);
    expect((await step(p, inv.id, 'accept')).statusCode).toBe(200);
    expect((await k.call('POST', `/api/team-applications/${app.id}/accept`, f.owner.cookie)).json().code).toBe(
      'request_not_pending',
    );
    expect((await k.detail(f, p)).viewer).toMatchObject({ pendingApplicationId: null, pendingInvitationId: null });
  });

  it('refuses at invite time a player who already plays the same game elsewhere, and leaves him out of the search', async () => {
    const a = await k.teamOf({ games: ['apex'] });
    const b = await k.teamOf({ games: ['apex'] });
    const p = await k.player();
    await k.addMember(a, p);
    const res = await k.invite(b.owner, b.team.id, p);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'already_in_team_for_game',
      message: 'This player already plays for another team in the same game.',
    });
    expect((await k.call('GET', '/api/me/team-invitations', p.cookie)).json().items).toEqual([]);
    const search = (role: string) =>
      k.call(
        'GET',
        `/api/teams/${b.team.id}/invite-candidates?role=${role}&q=${encodeURIComponent(p.user.nickname)}`,
        b.owner.cookie,
      );
    expect((await search('player')).json().items).toEqual([]);
    // Another role is not playing: he may still be a manager of the other team.
    expect((await search('manager')).json().items.map((u: { id: string }) => u.id)).toEqual([p.user.id]);
    expect((await invited(b.owner, b.team.id, p, 'manager')).role).toBe('manager');
  });

  it('still checks the rule at accept, for a player who joined another team of the game after being invited', async () => {
    const a = await k.teamOf({ games: ['apex'] });
    const b = await k.teamOf({ games: ['apex'] });
    const p = await k.player();
    const inv = await invited(b.owner, b.team.id, p);
    await k.addMember(a, p);
    expect((await step(p, inv.id, 'accept')).json().code).toBe('already_in_team_for_game');
  });
});

describe('reading invitations', () => {
  it('shows one invitation to its invitee and the team leaders and admins, and 404 to anyone else', async () => {
    const f = await staffedTeam();
    const invitee = await k.player();
    const inv = await invited(f.owner, f.team.id, invitee);
    for (const who of [invitee, f.owner, f.manager, await k.admin()]) {
      const res = await k.call('GET', `/api/team-invitations/${inv.id}`, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(inv.id);
    }
    for (const who of [f.member, await k.player()])
      expect((await k.call('GET', `/api/team-invitations/${inv.id}`, who.cookie)).statusCode).toBe(404);
    expect((await k.call('GET', '/api/team-invitations/nope', invitee.cookie)).statusCode).toBe(404);
    expect((await k.call('GET', `/api/team-invitations/${inv.id}`)).statusCode).toBe(401);
  });

  it('pages the invitations of a team and of a person by status', async () => {
    const owners = [await k.teamOf(), await k.teamOf(), await k.teamOf()];
    const p = await k.player();
    const invs = [];
    for (const f of owners) invs.push(await invited(f.owner, f.team.id, p));
    await step(p, invs[1]!.id, 'decline');
    const pending = await k.allPages<TeamInvitation>('/api/me/team-invitations', p.cookie, 1);
    expect(pending.map((i) => i.id)).toEqual([invs[2]!.id, invs[0]!.id]);
    expect(
      (await k.allPages<TeamInvitation>('/api/me/team-invitations?status=rejected', p.cookie, 1)).map((i) => i.id),
    ).toEqual([invs[1]!.id]);
    expect((await k.call('GET', `/api/teams/${owners[0]!.team.id}/invitations`, p.cookie)).statusCode).toBe(403);
    expect((await k.call('GET', '/api/me/team-invitations?status=nope', p.cookie)).statusCode).toBe(400);
  });
});
