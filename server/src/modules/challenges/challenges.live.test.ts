import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { liveSockets } from '../../../test/live';
import { challengesClient } from './challenges-kit';

let t: TestApp;
let c: ReturnType<typeof challengesClient>;
let live: Awaited<ReturnType<typeof liveSockets>>;
beforeAll(async () => {
  t = await createTestApp();
  c = challengesClient(t);
  live = await liveSockets(t);
});
afterAll(async () => {
  live.close();
  await t.close();
});

describe('challenge-changed and achievements-changed', () => {
  it('a completed challenge reaches the person who completed it, not others', async () => {
    const player = await c.player();
    const outsider = await c.player();
    const ch = await c.challenge({ targetValue: 1 });
    await c.join(player, ch.id);
    const [playerTab, outsiderTab] = await live.socketsOf(player, outsider);
    await c.post(player);
    await live.drain();
    expect(playerTab.of('challenge-changed')).toEqual([{ challengeId: ch.id, userId: player.user.id, teamId: null }]);
    expect(outsiderTab.of('challenge-changed')).toEqual([]);
  });

  it('a team’s completed challenge reaches its owner and managers, not its players', async () => {
    const f = await c.teamOf();
    const manager = await c.player();
    await c.addMember(f, manager, 'manager');
    const ch = await c.challenge({ type: 'team', metric: 'members_joined', targetValue: 1 });
    await c.join(f.owner, ch.id, f.team.id);
    const newcomer = await c.player();
    const [ownerTab, managerTab, newcomerTab] = await live.socketsOf(f.owner, manager, newcomer);
    await c.addMember(f, newcomer, 'player');
    await live.drain();
    const changed = { challengeId: ch.id, userId: null, teamId: f.team.id };
    for (const tab of [ownerTab, managerTab]) expect(tab.of('challenge-changed')).toEqual([changed]);
    expect(newcomerTab.of('challenge-changed')).toEqual([]);
  });

  it('an unlocked achievement reaches only its owner', async () => {
    const [a, b, outsider] = [await c.player(), await c.player(), await c.player()];
    const [aTab, bTab, outsiderTab] = await live.socketsOf(a, b, outsider);
    await c.connect(a, b); // first_friend, for both
    await live.drain();
    expect(aTab.of('achievements-changed')).toContainEqual({ userId: a.user.id });
    expect(bTab.of('achievements-changed')).toContainEqual({ userId: b.user.id });
    for (const tab of [aTab, bTab]) expect(tab.of('achievements-changed').length).toBeGreaterThan(0);
    expect(aTab.of('achievements-changed').every((p) => p.userId === a.user.id)).toBe(true);
    expect(outsiderTab.of('achievements-changed')).toEqual([]);
  });
});
