import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamApplication } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { liveSockets } from '../../../test/live';
import { teamsClient } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof teamsClient>;
let live: Awaited<ReturnType<typeof liveSockets>>;
beforeAll(async () => {
  t = await createTestApp();
  k = teamsClient(t);
  live = await liveSockets(t);
});
afterAll(async () => {
  live.close();
  await t.close();
});

describe('team-changed', () => {
  it('an application reaches the staff and the applicant, a roster change the roster; never an outsider', async () => {
    const f = await k.teamOf();
    const manager = await k.player();
    const member = await k.player();
    await k.addMember(f, manager, 'manager');
    await k.addMember(f, member, 'player');
    const applicant = await k.player();
    const outsider = await k.player();
    const [ownerTab, managerTab, memberTab, applicantTab, outsiderTab] = await live.socketsOf(
      f.owner,
      manager,
      member,
      applicant,
      outsider,
    );
    const changed = { teamId: f.team.id, slug: f.team.slug };

    const applied = await k.call('POST', `/api/teams/${f.team.id}/applications`, applicant.cookie, {
      message: 'Let me in',
      role: 'player',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    await live.drain();
    // Applications are listed to the owner and managers only: a plain member does not hear of one.
    for (const tab of [ownerTab, managerTab, applicantTab]) expect(tab.of('team-changed')).toEqual([changed]);
    expect(memberTab.of('team-changed')).toEqual([]);
    expect(outsiderTab.of('team-changed')).toEqual([]);
    expect(outsiderTab.of('new-notification')).toEqual([]);

    for (const tab of [ownerTab, managerTab, memberTab, applicantTab]) tab.clear();
    const id = applied.json<TeamApplication>().id;
    const accepted = await k.call('POST', `/api/team-applications/${id}/accept`, f.owner.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await live.drain();
    // The roster changed: every member hears of it, the new one included (payload: ids only).
    for (const tab of [ownerTab, managerTab, memberTab, applicantTab]) {
      expect(tab.of('team-changed').length).toBeGreaterThan(0);
      for (const p of tab.of('team-changed')) expect(p).toEqual(changed);
    }
    expect(outsiderTab.of('team-changed')).toEqual([]);

    for (const tab of [ownerTab, managerTab, memberTab, applicantTab]) tab.clear();
    const removed = await k.call('DELETE', `/api/teams/${f.team.id}/members/${member.user.id}`, f.owner.cookie);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await live.drain();
    // The removed member's pages change too (his team is gone from them).
    for (const tab of [ownerTab, managerTab, memberTab, applicantTab])
      expect(tab.of('team-changed')).toEqual([changed]);
    expect(outsiderTab.of('team-changed')).toEqual([]);
  });

  it('a deleted team reaches those who were on its roster and whoever deleted it', async () => {
    const f = await k.teamOf();
    const member = await k.player();
    await k.addMember(f, member, 'player');
    const outsider = await k.player();
    const [ownerTab, memberTab, outsiderTab] = await live.socketsOf(f.owner, member, outsider);
    const res = await k.call('DELETE', `/api/teams/${f.team.id}`, f.owner.cookie);
    expect(res.statusCode, res.body).toBeLessThan(300);
    await live.drain();
    for (const tab of [ownerTab, memberTab]) {
      expect(tab.of('team-changed')).toEqual([{ teamId: f.team.id, slug: f.team.slug }]);
    }
    expect(outsiderTab.of('team-changed')).toEqual([]);
  });
});
