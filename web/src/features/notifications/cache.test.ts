import { makeNotification, pagesOf } from '../../test/factories';
import { pendingResultKey } from '../matches/pendingResult';
import { connectionStatusKey } from '../network';
import {
  applyNotificationChange,
  changeEffects,
  findNotification,
  notificationsKey,
  unreadNotificationsKey,
  type NotificationCache,
} from './cache';

const a = makeNotification({ id: 'a', read: false });
const b = makeNotification({ id: 'b', read: true });
const c = makeNotification({ id: 'c', read: false });

function cache(count = 2): NotificationCache {
  return { list: pagesOf([a, b], [c]), count: { count } };
}

const ids = (state: NotificationCache) => state.list?.pages.map((page) => page.map((n) => n.id));

describe('applyNotificationChange', () => {
  describe('new-notification', () => {
    it('prepends to the first page and counts one more unread', () => {
      const fresh = makeNotification({ id: 'z' });
      const next = applyNotificationChange(cache(), { kind: 'new-notification', notification: fresh });
      expect(ids(next)).toEqual([['z', 'a', 'b'], ['c']]);
      expect(next.count).toEqual({ count: 3 });
    });

    it('ignores an id already in the list, on any page', () => {
      const before = cache();
      const again = makeNotification({ id: 'c', title: 'changed' });
      const next = applyNotificationChange(before, { kind: 'new-notification', notification: again });
      expect(next).toBe(before);
    });

    it('does not count a notification that arrives already read', () => {
      const next = applyNotificationChange(cache(), {
        kind: 'new-notification',
        notification: makeNotification({ id: 'z', read: true }),
      });
      expect(next.count).toEqual({ count: 2 });
    });

    it('leaves an uncached list and count absent rather than inventing them', () => {
      const next = applyNotificationChange(
        { list: undefined, count: undefined },
        { kind: 'new-notification', notification: makeNotification({ id: 'z' }) },
      );
      expect(next).toEqual({ list: undefined, count: undefined });
    });

    it('keeps a 401 count (null) as it is', () => {
      const next = applyNotificationChange(
        { list: pagesOf([]), count: null },
        { kind: 'new-notification', notification: makeNotification({ id: 'z' }) },
      );
      expect(next.count).toBeNull();
      expect(ids(next)).toEqual([['z']]);
    });
  });

  describe('new-notification of a folded item (issue 24)', () => {
    it('replaces the item wherever it is shown, puts it on top and leaves the count alone', () => {
      const folded = makeNotification({ id: 'c', count: 3, title: '3 yeni takipçi' });
      const next = applyNotificationChange(cache(), { kind: 'new-notification', notification: folded });
      expect(ids(next)).toEqual([['c', 'a', 'b'], []]);
      expect(findNotification(next.list, 'c')).toBe(folded);
      expect(next.count).toEqual({ count: 2 });
    });

    it('does not count an item folded into one not loaded yet (it was counted when it came)', () => {
      const folded = makeNotification({ id: 'z', count: 2 });
      const next = applyNotificationChange(cache(), { kind: 'new-notification', notification: folded });
      expect(ids(next)).toEqual([['z', 'a', 'b'], ['c']]);
      expect(next.count).toEqual({ count: 2 });
    });

    it('ignores the same fold arriving again, or an older one after a newer', () => {
      const before = applyNotificationChange(cache(), {
        kind: 'new-notification',
        notification: makeNotification({ id: 'a', count: 3 }),
      });
      for (const count of [3, 2])
        expect(
          applyNotificationChange(before, {
            kind: 'new-notification',
            notification: makeNotification({ id: 'a', count }),
          }),
        ).toBe(before);
    });
  });

  describe('notification-read', () => {
    it('marks it read and takes one off the count', () => {
      const next = applyNotificationChange(cache(), { kind: 'notification-read', id: 'c' });
      expect(findNotification(next.list, 'c')?.read).toBe(true);
      expect(findNotification(next.list, 'a')?.read).toBe(false);
      expect(next.count).toEqual({ count: 1 });
    });

    it('changes nothing in the count for one already read (the echo of our own click)', () => {
      const next = applyNotificationChange(cache(), { kind: 'notification-read', id: 'b' });
      expect(next.count).toEqual({ count: 2 });
    });

    it('never goes below zero', () => {
      const next = applyNotificationChange(cache(0), { kind: 'notification-read', id: 'a' });
      expect(next.count).toEqual({ count: 0 });
    });

    it('leaves the count to the refetch when the notification is not in the list', () => {
      const next = applyNotificationChange(cache(), { kind: 'notification-read', id: 'elsewhere' });
      expect(next.count).toEqual({ count: 2 });
    });
  });

  it('all-notifications-read marks every page read and sets the count to 0', () => {
    const next = applyNotificationChange(cache(), { kind: 'all-notifications-read' });
    expect(next.list?.pages.flat().every((n) => n.read)).toBe(true);
    expect(next.count).toEqual({ count: 0 });
  });

  describe('notification-deleted', () => {
    it('removes an unread one and takes it off the count', () => {
      const next = applyNotificationChange(cache(), { kind: 'notification-deleted', id: 'a' });
      expect(ids(next)).toEqual([['b'], ['c']]);
      expect(next.count).toEqual({ count: 1 });
    });

    it('removes a read one without touching the count', () => {
      const next = applyNotificationChange(cache(), { kind: 'notification-deleted', id: 'b' });
      expect(ids(next)).toEqual([['a'], ['c']]);
      expect(next.count).toEqual({ count: 2 });
    });
  });

  it('all-notifications-deleted empties the list and sets the count to 0', () => {
    const next = applyNotificationChange(cache(), { kind: 'all-notifications-deleted' });
    expect(next.list).toEqual({ pages: [[]], pageParams: [undefined] });
    expect(next.count).toEqual({ count: 0 });
  });

  it('match-result-approved leaves the notification cache to the refetch', () => {
    const before = cache();
    expect(applyNotificationChange(before, { kind: 'match-result-approved', matchId: 'm1' })).toBe(before);
  });

  it('does not mutate what it was given', () => {
    const before = cache();
    const snapshot = structuredClone(before);
    applyNotificationChange(before, { kind: 'notification-read', id: 'a' });
    applyNotificationChange(before, { kind: 'notification-deleted', id: 'a' });
    applyNotificationChange(before, { kind: 'all-notifications-read' });
    expect(before).toEqual(snapshot);
  });
});

describe('changeEffects', () => {
  it('refetches list and count and shows a toast for a new notification', () => {
    expect(changeEffects({ kind: 'new-notification', notification: a })).toEqual({
      invalidate: [notificationsKey, unreadNotificationsKey],
      remove: [],
      toast: true,
    });
  });

  it('refetches where I stand with the sender of a connection request or acceptance', () => {
    for (const type of ['connection_request', 'connection_accepted'] as const) {
      const notification = makeNotification({ id: 'n', type, senderId: 'u2' });
      expect(changeEffects({ kind: 'new-notification', notification }).invalidate).toEqual([
        notificationsKey,
        unreadNotificationsKey,
        connectionStatusKey('u2'),
      ]);
    }
    const like = makeNotification({ id: 'l', type: 'like', senderId: 'u2' });
    expect(changeEffects({ kind: 'new-notification', notification: like }).invalidate).toHaveLength(2);
  });

  it('refetches the count after a read', () => {
    expect(changeEffects({ kind: 'notification-read', id: 'a' })).toEqual({
      invalidate: [unreadNotificationsKey],
      remove: [],
      toast: false,
    });
  });

  it.each(['all-notifications-read', 'all-notifications-deleted'] as const)('%s needs nothing more', (kind) => {
    expect(changeEffects({ kind })).toEqual({ invalidate: [], remove: [], toast: false });
  });

  it('drops the match pending-result lookup and refetches notifications on match-result-approved', () => {
    expect(changeEffects({ kind: 'match-result-approved', matchId: 'm7' })).toEqual({
      invalidate: [notificationsKey],
      remove: [['/api/matches/m7/pending-result']],
      toast: false,
    });
    expect(pendingResultKey('m7')).toEqual(['/api/matches/m7/pending-result']);
  });
});
