import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@esn/contract';
import { notifications } from '../../db/schema/index';
import { createTestApp, onboardedUser, registerUser, type TestApp } from '../../../test/helper';
import { notificationsRepository } from './notifications.repository';
import { notify } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PATCH' | 'DELETE' | 'POST';
const call = (method: Method, url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const unread = async (cookie: string) =>
  (await call('GET', '/api/notifications/unread-count', cookie)).json().count as number;
const listOf = async (cookie: string, query = '') =>
  (await call('GET', `/api/notifications${query}`, cookie)).json() as Notification[];

async function followersOf(recipientId: string, n: number) {
  const followers = [];
  for (let i = 0; i < n; i++) {
    const f = await registerUser(t.app);
    await call('POST', `/api/users/${recipientId}/follow`, f.cookie);
    followers.push(f);
  }
  await t.app.ctx.events.settled();
  return followers;
}

/** A registration for `tournamentId` as the tournaments feature sends it to the organizer. */
async function registration(organizerId: string, tournamentId: string, team: string) {
  const registrant = await registerUser(t.app);
  const { user } = registrant;
  return notify(t.app.ctx, {
    recipientId: organizerId,
    sender: {
      id: user.id,
      nickname: user.nickname,
      firstName: null,
      lastName: null,
      avatarUrl: null,
      profileImageUrl: null,
    },
    type: 'tournament_registration',
    params: { tournament: 'Walk Cup', team, nickname: user.nickname },
    actionUrl: `/tournaments/${tournamentId}`,
    relatedId: crypto.randomUUID(),
    subjectId: tournamentId,
  });
}

describe('grouped notifications (issue 24)', () => {
  it('folds repeats about one thing into one unread item, counted once, newest sender and text on top', async () => {
    const organizer = await onboardedUser(t.app);
    const cup = crypto.randomUUID();
    const other = crypto.randomUUID();
    await registration(organizer.user.id, cup, 'Wolves');
    await registration(organizer.user.id, other, 'Elsewhere');
    for (const team of ['Bears', 'Hawks', 'Foxes', 'Owls']) await registration(organizer.user.id, cup, team);

    const list = await listOf(organizer.cookie);
    expect(list.map((n) => [n.count, n.params.team])).toEqual([
      [5, 'Owls'],
      [1, 'Elsewhere'],
    ]);
    expect(list[0]).toMatchObject({ title: '5 yeni kayıt: Walk Cup', message: 'Son kaydolan: Owls', read: false });
    expect(await unread(organizer.cookie)).toBe(2);
  });

  it('starts a new item once the group was read, and moves a folded item above newer ones', async () => {
    const a = await onboardedUser(t.app);
    await followersOf(a.user.id, 2);
    const [folded] = await listOf(a.cookie);
    expect(folded).toMatchObject({ type: 'follow', count: 2, title: '2 yeni takipçi' });
    expect((await call('PATCH', `/api/notifications/${folded!.id}/read`, a.cookie)).statusCode).toBe(204);
    expect(await unread(a.cookie)).toBe(0);

    const [late] = await followersOf(a.user.id, 1);
    await registration(a.user.id, crypto.randomUUID(), 'Wolves');
    await followersOf(a.user.id, 1);
    const after = await listOf(a.cookie);
    expect(after.map((n) => [n.type, n.count, n.read])).toEqual([
      ['follow', 2, false],
      ['tournament_registration', 1, false],
      ['follow', 2, true],
    ]);
    expect(after[0]!.id).not.toBe(folded!.id);
    expect(after[0]!.senderId).not.toBe(late!.user.id);
    expect(await unread(a.cookie)).toBe(2);
    // Pages still walk every item once.
    const page1 = await listOf(a.cookie, '?limit=1');
    const page2 = await listOf(a.cookie, `?limit=2&before=${page1[0]!.id}`);
    expect([...page1, ...page2].map((n) => n.id)).toEqual(after.map((n) => n.id));
  });

  it('does not fold an earlier follower again when he unfollows and follows back', async () => {
    const a = await onboardedUser(t.app);
    const [first] = await followersOf(a.user.id, 2);
    await call('DELETE', `/api/users/${a.user.id}/follow`, first!.cookie);
    await call('POST', `/api/users/${a.user.id}/follow`, first!.cookie);
    await t.app.ctx.events.settled();
    expect((await listOf(a.cookie)).map((n) => n.count)).toEqual([2]);
  });

  it('folds concurrent notifications of one group into one item with every one counted', async () => {
    const organizer = await onboardedUser(t.app);
    const cup = crypto.randomUUID();
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => registration(organizer.user.id, cup, `Team ${i}`)),
    );
    expect(sent.every((n) => n !== null)).toBe(true);
    const rows = await t.app.db.select().from(notifications).where(eq(notifications.recipientId, organizer.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 8, title: '8 yeni kayıt: Walk Cup' });
    expect(new Set(sent.map((n) => n!.id))).toEqual(new Set([rows[0]!.id]));
    expect(await unread(organizer.cookie)).toBe(1);
  });

  it('repository: folds into the unread row of the key only, keeping earlier senders', async () => {
    const a = await onboardedUser(t.app);
    const [s1, s2] = [await registerUser(t.app), await registerUser(t.app)];
    const row = (senderId: string) => ({
      recipientId: a.user.id,
      senderId,
      type: 'like' as const,
      title: 'Yeni beğeni',
      message: 'x',
      groupKey: 'like:post-1',
    });
    const text = { title: '{count} beğeni', message: 'son: {count}' };
    const first = await notificationsRepository.insertOrFold(t.app.db, row(s1.user.id), text);
    const second = await notificationsRepository.insertOrFold(t.app.db, row(s2.user.id), text);
    expect(second).toMatchObject({ id: first.id, count: 2, senderId: s2.user.id, earlierSenderIds: [s1.user.id] });
    expect(second).toMatchObject({ title: '2 beğeni', message: 'son: 2' });
    expect(first).toMatchObject({ title: 'Yeni beğeni', message: 'x' });
    expect(second.createdAt.getTime()).toBeGreaterThanOrEqual(first.createdAt.getTime());
    const since = new Date(Date.now() - 60_000);
    for (const s of [s1, s2])
      expect(
        await notificationsRepository.existsSince(t.app.db, {
          recipientId: a.user.id,
          senderId: s.user.id,
          type: 'like',
          since,
        }),
      ).toBe(true);
    await notificationsRepository.markRead(t.app.db, a.user.id, first.id);
    const fresh = await notificationsRepository.insertOrFold(t.app.db, row(s1.user.id), text);
    expect(fresh.id).not.toBe(first.id);
    expect(fresh.count).toBe(1);
    const other = await notificationsRepository.insertOrFold(
      t.app.db,
      { ...row(s2.user.id), groupKey: 'like:post-2' },
      text,
    );
    expect(other.id).not.toBe(fresh.id);
  });

  it('repository: a listener run again after its key was folded over counts once (outbox crash)', async () => {
    const a = await onboardedUser(t.app);
    const [s1, s2] = [await registerUser(t.app), await registerUser(t.app)];
    const row = (senderId: string, outboxKey: string) => ({
      recipientId: a.user.id,
      senderId,
      type: 'follow' as const,
      title: 'Yeni takipçi',
      message: 'x',
      groupKey: `follow:${a.user.id}`,
      outboxKey,
    });
    const text = { title: '{count} takipçi', message: 'son: {count}' };
    const [k1, k2] = [`${crypto.randomUUID()}:f`, `${crypto.randomUUID()}:f`];
    const first = await notificationsRepository.insertOrFoldOnce(t.app.db, row(s1.user.id, k1), text);
    const second = await notificationsRepository.insertOrFoldOnce(t.app.db, row(s2.user.id, k2), text);
    expect(second).toMatchObject({ id: first!.id, count: 2, outboxKey: k2 });
    // k1's row no longer carries k1 (the fold wrote k2): its second run must still be recognised.
    expect(await notificationsRepository.hasOutboxKey(t.app.db, k1)).toBe(true);
    expect(await notificationsRepository.insertOrFoldOnce(t.app.db, row(s1.user.id, k1), text)).toBeUndefined();
    const [stored] = await t.app.db.select().from(notifications).where(eq(notifications.id, first!.id));
    expect(stored).toMatchObject({ count: 2, senderId: s2.user.id, title: '2 takipçi' });
  });
});
