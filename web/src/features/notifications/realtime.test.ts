import { TIMINGS, type UnreadCount } from '@esn/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { AppSocket } from '../../app/socket';
import { FakeSocket } from '../../test/fakeSocket';
import { makeNotification, pagesOf } from '../../test/factories';
import { useToast } from '../../shared/ui/toast';
import { pendingResultKey } from '../matches/pendingResult';
import { notificationsKey, unreadNotificationsKey, type NotificationPages } from './cache';
import { bindNotificationEvents } from './realtime';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const socket = new FakeSocket();
  bindNotificationEvents(socket as unknown as AppSocket, { queryClient });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  return { queryClient, socket, invalidate };
}

const list = (qc: QueryClient) => qc.getQueryData<NotificationPages>(notificationsKey);
const count = (qc: QueryClient) => qc.getQueryData<UnreadCount>(unreadNotificationsKey)?.count;
const invalidated = (spy: ReturnType<typeof setup>['invalidate']) =>
  spy.mock.calls.map(([filters]) => filters?.queryKey);

describe('notification socket events', () => {
  it('new-notification: prepends, counts, refetches both and toasts the rendered text for 5 s', async () => {
    const { queryClient, socket, invalidate } = setup();
    queryClient.setQueryData(notificationsKey, pagesOf([makeNotification({ id: 'old', read: true })]));
    queryClient.setQueryData(unreadNotificationsKey, { count: 4 });
    const toasts = renderHook(() => useToast());
    await i18next.changeLanguage('en');

    act(() => {
      socket.receive(
        'new-notification',
        makeNotification({ id: 'new', params: { nickname: 'mert' }, title: 'Yeni takipçi', message: 'tr' }),
      );
    });

    expect(list(queryClient)?.pages[0]?.map((n) => n.id)).toEqual(['new', 'old']);
    expect(count(queryClient)).toBe(5);
    expect(invalidated(invalidate)).toEqual([notificationsKey, unreadNotificationsKey]);
    expect(toasts.result.current.toasts).toEqual([
      expect.objectContaining({
        title: 'New follower',
        description: 'mert started following you',
        duration: TIMINGS.notificationToastMs,
        open: true,
      }),
    ]);
  });

  it('new-notification of a folded item: one item on top with the new count, the badge unchanged, toasted grouped', async () => {
    const { queryClient, socket } = setup();
    const folded = makeNotification({ id: 'g', type: 'follow', params: { nickname: 'mert' } });
    queryClient.setQueryData(notificationsKey, pagesOf([makeNotification({ id: 'x' }), folded]));
    queryClient.setQueryData(unreadNotificationsKey, { count: 2 });
    const toasts = renderHook(() => useToast());
    await i18next.changeLanguage('en');

    act(() => {
      socket.receive('new-notification', { ...folded, count: 4, params: { nickname: 'ayse' } });
    });

    expect(list(queryClient)?.pages[0]?.map((n) => [n.id, n.count])).toEqual([
      ['g', 4],
      ['x', 1],
    ]);
    expect(count(queryClient)).toBe(2);
    expect(toasts.result.current.toasts).toEqual([
      expect.objectContaining({ title: '4 new followers', description: 'Latest: Ayşe' }),
    ]);
  });

  it("new-notification of one's own transfer answer is counted but not toasted (the answer's toast stays)", () => {
    const { queryClient, socket } = setup();
    queryClient.setQueryData(notificationsKey, pagesOf([]));
    queryClient.setQueryData(unreadNotificationsKey, { count: 0 });
    const toasts = renderHook(() => useToast());
    act(() => {
      socket.receive('new-notification', makeNotification({ id: 'r1', type: 'transfer_offer_response_accepted' }));
    });
    expect(count(queryClient)).toBe(1);
    expect(toasts.result.current.toasts).toEqual([]);
  });

  it.each([
    ['tr', 'Koçluk teklifin kabul edildi', 'mert koçluk teklifini kabul etti'],
    ['en', 'Your coaching offer was accepted', 'mert accepted your coaching offer'],
  ])(
    "new-notification of a coaching offer's answer toasts its sender in coaching words (%s)",
    async (lng, title, description) => {
      const { queryClient, socket } = setup();
      queryClient.setQueryData(notificationsKey, pagesOf([]));
      queryClient.setQueryData(unreadNotificationsKey, { count: 0 });
      const toasts = renderHook(() => useToast());
      await i18next.changeLanguage(lng);
      act(() => {
        socket.receive(
          'new-notification',
          makeNotification({ id: 'c1', type: 'transfer_offer_accepted', params: { user: 'mert', role: 'coach' } }),
        );
      });
      expect(toasts.result.current.toasts).toEqual([expect.objectContaining({ title, description })]);
      await i18next.changeLanguage('en');
    },
  );

  it('new-notification delivered twice is counted once', () => {
    const { queryClient, socket } = setup();
    queryClient.setQueryData(notificationsKey, pagesOf([]));
    queryClient.setQueryData(unreadNotificationsKey, { count: 0 });
    const n = makeNotification({ id: 'x' });
    act(() => {
      socket.receive('new-notification', n);
      socket.receive('new-notification', n);
    });
    expect(list(queryClient)?.pages.flat()).toHaveLength(1);
    expect(count(queryClient)).toBe(1);
  });

  it('notification-read marks it read and refetches the count', () => {
    const { queryClient, socket, invalidate } = setup();
    queryClient.setQueryData(notificationsKey, pagesOf([makeNotification({ id: 'a' })]));
    queryClient.setQueryData(unreadNotificationsKey, { count: 1 });
    socket.receive('notification-read', { id: 'a' });
    expect(list(queryClient)?.pages[0]?.[0]?.read).toBe(true);
    expect(count(queryClient)).toBe(0);
    expect(invalidated(invalidate)).toEqual([unreadNotificationsKey]);
  });

  it('all-notifications-read, notification-deleted and all-notifications-deleted update the cache', () => {
    const { queryClient, socket } = setup();
    queryClient.setQueryData(
      notificationsKey,
      pagesOf([
        makeNotification({ id: 'a' }),
        makeNotification({ id: 'b' }),
        makeNotification({ id: 'c', read: true }),
      ]),
    );
    queryClient.setQueryData(unreadNotificationsKey, { count: 2 });

    socket.receive('notification-deleted', { id: 'a' });
    expect(list(queryClient)?.pages[0]?.map((n) => n.id)).toEqual(['b', 'c']);
    expect(count(queryClient)).toBe(1);

    socket.receive('all-notifications-read');
    expect(list(queryClient)?.pages[0]?.every((n) => n.read)).toBe(true);
    expect(count(queryClient)).toBe(0);

    socket.receive('all-notifications-deleted');
    expect(list(queryClient)?.pages).toEqual([[]]);
    expect(count(queryClient)).toBe(0);
  });

  it('match-result-approved drops that match pending-result lookup and refetches notifications', () => {
    const { queryClient, socket, invalidate } = setup();
    queryClient.setQueryData(pendingResultKey('m1'), { submittedScoreA: 2 });
    queryClient.setQueryData(pendingResultKey('m2'), { submittedScoreA: 1 });
    socket.receive('match-result-approved', { matchId: 'm1' });
    expect(queryClient.getQueryState(pendingResultKey('m1'))).toBeUndefined();
    expect(queryClient.getQueryData(pendingResultKey('m2'))).toEqual({ submittedScoreA: 1 });
    expect(invalidated(invalidate)).toEqual([notificationsKey]);
  });

  it('asks only the count again on the first authentication, and catches up the list too after a reconnection', () => {
    const { socket, invalidate } = setup();
    socket.receive('authenticated', { userId: 'u1' });
    expect(invalidated(invalidate)).toEqual([unreadNotificationsKey]);
    invalidate.mockClear();
    socket.receive('authenticated', { userId: 'u1' });
    expect(invalidated(invalidate)).toEqual([notificationsKey, unreadNotificationsKey]);
  });
});
