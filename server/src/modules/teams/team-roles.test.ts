import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamRolesFor, type InviteCandidates, type TeamApplication, type TeamInvitation } from '@esn/contract';
import { teamApplications, teamInvitations } from '../../db/schema/index';
import { createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { usersRepository } from '../users/users.repository';
import { teamsClient, type Person, type TeamFixture } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof teamsClient>;
beforeAll(async () => {
  t = await createTestApp();
  k = teamsClient(t);
});
afterAll(() => t.close());

const apply = (p: Person, f: TeamFixture, role: string) =>
  k.call('POST', `/api/teams/${f.team.id}/applications`, p.cookie, { message: 'Let me in', role });
const patchRole = (by: Person, f: TeamFixture, who: Person, role: string) =>
  k.call('PATCH', `/api/teams/${f.team.id}/members/${who.user.id}`, by.cookie, { role });
const candidates = (by: Person, f: TeamFixture, role: string, q = '') =>
  k.call('GET', `/api/teams/${f.team.id}/invite-candidates?role=${role}&q=${encodeURIComponent(q)}`, by.cookie);

describe('teamRolesFor: the team role follows the account type', () => {
  it('gives a coach account only the coach role, a player playing or managing, admins and newcomers nothing', () => {
    expect(teamRolesFor('coach')).toEqual(['coach']);
    expect(teamRolesFor('player')).toEqual(['player', 'manager']);
    expect(teamRolesFor('team_owner')).toEqual(['player', 'manager']);
    expect(teamRolesFor('admin')).toEqual([]);
    expect(teamRolesFor(null)).toEqual([]);
  });
});

describe('applications', () => {
  it('refuses a player applying as coach and a coach applying as player, in the reader’s language', async () => {
    const f = await k.teamOf();
    const player = await k.player();
    const coach = await k.coach();
    const res = await apply(player, f, 'coach');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'team_role_not_allowed' });
    expect(res.json().message).toMatch(/coach accounts can only coach/);
    const tr = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${f.team.id}/applications`,
      headers: { cookie: coach.cookie, 'accept-language': 'tr' },
      payload: { message: 'Oynamak istiyorum', role: 'player' },
    });
    expect(tr.statusCode).toBe(409);
    expect(tr.json().message).toMatch(/koç hesapları yalnızca koç/);
    expect((await apply(player, f, 'player')).statusCode).toBe(201);
    expect((await apply(coach, f, 'coach')).statusCode).toBe(201);
  });

  it('refuses accepting a coach application a player filed before the rule: nobody becomes coach', async () => {
    const f = await k.teamOf();
    const player = await k.player();
    const sent = await apply(player, f, 'player');
    const application = sent.json<TeamApplication>();
    // A request stored before the rule existed.
    await t.app.db.update(teamApplications).set({ role: 'coach' }).where(eq(teamApplications.id, application.id));
    const res = await k.call('POST', `/api/team-applications/${application.id}/accept`, f.owner.cookie);
    expect(res.json()).toMatchObject({ code: 'team_role_not_allowed' });
    expect((await k.detail(f, f.owner)).roster.map((m) => m.user.id)).not.toContain(player.user.id);
  });
});

describe('invitations', () => {
  it('invites a coach account only as coach and a player account never as coach', async () => {
    const f = await k.teamOf();
    const player = await k.player();
    const coach = await k.coach();
    for (const [who, role] of [
      [player, 'coach'],
      [coach, 'player'],
      [coach, 'manager'],
    ] as const) {
      const res = await k.invite(f.owner, f.team.id, who, role);
      expect(res.statusCode, `${who.user.userType} as ${role}`).toBe(409);
      expect(res.json().code).toBe('team_role_not_allowed');
    }
    expect((await k.invite(f.owner, f.team.id, player, 'manager')).statusCode).toBe(201);
    expect((await k.invite(f.owner, f.team.id, coach, 'coach')).statusCode).toBe(201);
  });

  it('refuses inviting an admin or someone who has not finished onboarding', async () => {
    const f = await k.teamOf();
    const newcomer = await registerUser(t.app);
    for (const who of [await k.admin(), newcomer])
      expect((await k.invite(f.owner, f.team.id, who, 'player')).json().code).toBe('team_role_not_allowed');
  });

  it('refuses accepting an invitation stored with a role the account may not hold', async () => {
    const f = await k.teamOf();
    const player = await k.player();
    const invitation = (await k.invite(f.owner, f.team.id, player, 'player')).json<TeamInvitation>();
    await t.app.db.update(teamInvitations).set({ role: 'coach' }).where(eq(teamInvitations.id, invitation.id));
    const res = await k.call('POST', `/api/team-invitations/${invitation.id}/accept`, player.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('team_role_not_allowed');
  });
});

describe('roster role changes', () => {
  it('never makes a player the coach nor a coach anything else; a player may still become manager', async () => {
    const f = await k.teamOf();
    const player = await k.player();
    const coach = await k.coach();
    await k.addMember(f, player, 'player');
    await k.addMember(f, coach, 'coach');
    expect((await patchRole(f.owner, f, player, 'coach')).json().code).toBe('team_role_not_allowed');
    expect((await patchRole(f.owner, f, coach, 'player')).json().code).toBe('team_role_not_allowed');
    expect((await patchRole(f.owner, f, coach, 'manager')).json().code).toBe('team_role_not_allowed');
    expect((await patchRole(f.owner, f, player, 'manager')).json().role).toBe('manager');
    // Captaincy alone is no role change.
    expect((await patchRole(f.owner, f, player, 'player')).json().role).toBe('player');
  });
});

describe('the invitation search', () => {
  it('lists only onboarded, active (not suspended), non-admin people the role fits, not members nor blocked people', async () => {
    const f = await k.teamOf();
    const tag = `cand${Date.now().toString(36)}`;
    const named = (userType: 'player' | 'coach') =>
      registerUser(t.app, { nickname: `${tag}_${userType}_${Math.random().toString(36).slice(2, 6)}` }).then(
        async (u) => {
          await k.call('POST', '/api/onboarding/role', u.cookie, { userType });
          return u;
        },
      );
    const player = await named('player');
    const coach = await named('coach');
    const member = await named('player');
    const blocked = await named('player');
    const suspended = await named('player');
    await usersRepository.update(t.app.db, suspended.user.id, { suspendedAt: new Date(), suspendedReason: 'spam' });
    const newcomer = await registerUser(t.app, { nickname: `${tag}_new` });
    await k.addMember(f, member, 'player');
    await k.call('POST', `/api/users/${blocked.user.id}/block`, f.owner.cookie);
    const ids = async (role: string) => {
      const res = await candidates(f.owner, f, role, tag);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<InviteCandidates>()
        .items.map((u) => u.id)
        .sort();
    };
    expect(await ids('player')).toEqual([player.user.id].sort());
    expect(await ids('manager')).toEqual([player.user.id]);
    expect(await ids('coach')).toEqual([coach.user.id]);
    expect(await ids('player')).not.toContain(newcomer.user.id);
  });

  it('answers only those who may invite to the role (a manager not to manager), and checks the role', async () => {
    const f = await k.teamOf();
    const manager = await k.player();
    await k.addMember(f, manager, 'manager');
    expect((await candidates(manager, f, 'player')).statusCode).toBe(200);
    expect((await candidates(manager, f, 'manager')).statusCode).toBe(403);
    expect((await candidates(await k.player(), f, 'player')).statusCode).toBe(403);
    expect((await candidates(f.owner, f, 'owner')).statusCode).toBe(400);
  });

  it('finds a name typed without Turkish letters, as every people search does', async () => {
    const f = await k.teamOf();
    const person = await k.player();
    const surname = `Çelikğ${crypto.randomUUID().slice(0, 6)}`;
    await usersRepository.update(t.app.db, person.user.id, { firstName: 'Barış', lastName: surname });
    const folded = `baris ${surname.replace('Ç', 'c').replace('ğ', 'g')}`;
    const res = await candidates(f.owner, f, 'player', folded);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<InviteCandidates>().items.map((u) => u.id)).toEqual([person.user.id]);
  });
});

describe('following one’s own team', () => {
  it('refuses members following their own team; outsiders follow; unfollowing always works', async () => {
    const f = await k.teamOf();
    const player = await k.player();
    await k.addMember(f, player, 'player');
    for (const who of [f.owner, player]) {
      const res = await k.call('POST', `/api/teams/${f.team.id}/follow`, who.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'cannot_follow_own_team' });
      expect((await k.call('DELETE', `/api/teams/${f.team.id}/follow`, who.cookie)).statusCode).toBe(200);
    }
    const outsider = await k.player();
    expect((await k.call('POST', `/api/teams/${f.team.id}/follow`, outsider.cookie)).json()).toMatchObject({
      following: true,
    });
  });
});
