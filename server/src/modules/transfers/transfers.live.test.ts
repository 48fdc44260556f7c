import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { liveSockets } from '../../../test/live';
import { transfersClient } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof transfersClient>;
let live: Awaited<ReturnType<typeof liveSockets>>;
beforeAll(async () => {
  t = await createTestApp();
  k = transfersClient(t);
  live = await liveSockets(t);
});
afterAll(async () => {
  live.close();
  await t.close();
});

describe('offer-changed', () => {
  it('reaches the offer’s parties and, on a move, the staff of the team he left; not members or outsiders', async () => {
    const f = await k.teamOf();
    const manager = await k.managerOf(f);
    const member = await k.player();
    await k.addMember(f, member, 'player');
    const old = await k.teamOf();
    const person = await k.player();
    await k.addMember(old, person, 'player');
    const outsider = await k.player();
    const [ownerTab, managerTab, memberTab, personTab, oldOwnerTab, outsiderTab] = await live.socketsOf(
      f.owner,
      manager,
      member,
      person,
      old.owner,
      outsider,
    );

    const offer = await k.offer(f.owner, f, person);
    await live.drain();
    const changed = { offerId: offer.id, teamId: f.team.id };
    for (const tab of [ownerTab, managerTab, personTab]) expect(tab.of('offer-changed')).toEqual([changed]);
    for (const tab of [memberTab, oldOwnerTab, outsiderTab]) expect(tab.of('offer-changed')).toEqual([]);

    for (const tab of [ownerTab, managerTab, personTab]) tab.clear();
    const res = await k.respond(person, offer.id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    await live.drain();
    for (const tab of [ownerTab, managerTab, personTab, oldOwnerTab]) {
      expect(tab.of('offer-changed').length).toBeGreaterThan(0);
      for (const p of tab.of('offer-changed')) expect(p).toEqual(changed);
    }
    // Both rosters changed: the team he left and the team he joined hear of it as team-changed.
    expect(oldOwnerTab.of('team-changed')).toContainEqual({ teamId: old.team.id, slug: old.team.slug });
    expect(memberTab.of('team-changed')).toContainEqual({ teamId: f.team.id, slug: f.team.slug });
    expect(memberTab.of('offer-changed')).toEqual([]);
    expect(outsiderTab.of('offer-changed')).toEqual([]);
    expect(outsiderTab.of('team-changed')).toEqual([]);
  });

  it('a withdrawn offer reaches both sides', async () => {
    const f = await k.teamOf();
    const person = await k.player();
    const outsider = await k.player();
    const [ownerTab, personTab, outsiderTab] = await live.socketsOf(f.owner, person, outsider);
    const offer = await k.offer(f.owner, f, person);
    await live.drain();
    ownerTab.clear();
    personTab.clear();
    const res = await k.call('POST', `/api/transfers/offer/${offer.id}/withdraw`, f.owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    await live.drain();
    for (const tab of [ownerTab, personTab])
      expect(tab.of('offer-changed')).toEqual([{ offerId: offer.id, teamId: f.team.id }]);
    expect(outsiderTab.of('offer-changed')).toEqual([]);
  });
});
