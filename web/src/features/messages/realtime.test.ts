import { MESSAGE_LIMITS, type Conversation } from '@esn/contract';
import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { AppSocket } from '../../app/socket';
import { FakeSocket } from '../../test/fakeSocket';
import { currentUserKey } from '../auth/api';
import { showConversation } from './activity';
import { unreadMessagesKey } from './api';
import {
  conversationKey,
  conversationListKey,
  pendingKey,
  threadKey,
  typingKey,
  type ConversationPages,
  type PendingMessage,
  type ThreadPages,
  type TypingEntry,
} from './cache';
import { bindMessageEvents } from './realtime';
import { ayse, makeConversation, makeMessage, makePerson, me, threadOf } from './testing/factories';

// The binder loads its handlers with the first event (a chunk of its own in the app); here the module is warmed up
// once, so that each event is applied within the act() that delivers it.
beforeAll(async () => {
  await import('./realtimeHandlers');
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserKey, { ...me, email: 'kaan@example.com', onboardingCompleted: true });
  const socket = new FakeSocket();
  bindMessageEvents(socket as unknown as AppSocket, { queryClient });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  return { queryClient, socket, invalidate };
}

const listOf = (...items: Conversation[]): ConversationPages => ({
  pages: [{ items, nextCursor: null }],
  pageParams: [undefined],
});
const listIds = (qc: QueryClient, q = '') =>
  qc.getQueryData<ConversationPages>(conversationListKey(q))?.pages.flatMap((p) => p.items.map((c) => c.id));
const listed = (qc: QueryClient, id: string) =>
  qc
    .getQueryData<ConversationPages>(conversationListKey(''))
    ?.pages.flatMap((p) => p.items)
    .find((c) => c.id === id);
const badge = (qc: QueryClient) => qc.getQueryData<{ count: number }>(unreadMessagesKey)?.count;
const threadIds = (qc: QueryClient, id = 'c1') =>
  qc.getQueryData<ThreadPages>(threadKey(id))?.pages.flatMap((p) => p.items.map((m) => m.id));
const invalidated = (spy: ReturnType<typeof setup>['invalidate']) =>
  spy.mock.calls.map(([filters]) => filters?.queryKey);

describe('message socket events', () => {
  it('new-message from someone else: into the open thread, its conversation to the top with one more unread, the badge up', async () => {
    const { queryClient, socket, invalidate } = setup();
    const before = makeConversation({ updatedAt: '2025-03-01T10:00:00.000Z' });
    queryClient.setQueryData(conversationListKey(''), listOf(makeConversation({ id: 'c2' }), before));
    queryClient.setQueryData(conversationKey('c1'), before);
    queryClient.setQueryData(
      threadKey('c1'),
      threadOf([makeMessage({ id: 'm0', createdAt: '2025-03-01T10:00:00.000Z' })]),
    );
    queryClient.setQueryData(unreadMessagesKey, { count: 2 });
    const message = makeMessage({ id: 'm1', text: 'Maç saat kaçta?', createdAt: '2025-03-01T10:05:00.000Z' });

    await act(async () => socket.receive('new-message', message));

    expect(threadIds(queryClient)).toEqual(['m0', 'm1']);
    expect(listIds(queryClient)).toEqual(['c1', 'c2']);
    expect(listed(queryClient, 'c1')).toMatchObject({
      lastMessage: message,
      unreadCount: 1,
      updatedAt: message.createdAt,
    });
    expect(queryClient.getQueryData<Conversation>(conversationKey('c1'))?.unreadCount).toBe(1);
    expect(badge(queryClient)).toBe(3);
    expect(invalidated(invalidate)).toEqual([unreadMessagesKey]);

    // The same message again (the socket racing a refetch) counts once.
    await act(async () => socket.receive('new-message', message));
    expect(threadIds(queryClient)).toEqual(['m0', 'm1']);
    expect(listed(queryClient, 'c1')?.unreadCount).toBe(1);
    expect(badge(queryClient)).toBe(3);
  });

  it('new-message in a conversation on screen leaves the badge alone (the thread reads it at once)', async () => {
    const { queryClient, socket } = setup();
    queryClient.setQueryData(conversationListKey(''), listOf(makeConversation()));
    queryClient.setQueryData(unreadMessagesKey, { count: 0 });
    const hide = showConversation('c1');
    try {
      await act(async () => socket.receive('new-message', makeMessage()));
    } finally {
      hide();
    }
    expect(badge(queryClient)).toBe(0);
    expect(listed(queryClient, 'c1')?.unreadCount).toBe(1);
  });

  it("new-message of my own (another tab, or this one's confirmation) replaces its pending copy and counts nothing", async () => {
    const { queryClient, socket } = setup();
    queryClient.setQueryData(conversationListKey(''), listOf(makeConversation()));
    queryClient.setQueryData(threadKey('c1'), threadOf([]));
    queryClient.setQueryData(unreadMessagesKey, { count: 1 });
    const pending: PendingMessage = {
      clientId: 'tab-1',
      conversationId: 'c1',
      text: 'Geliyorum',
      uploads: [],
      createdAt: new Date().toISOString(),
      status: 'sending',
    };
    queryClient.setQueryData(pendingKey('c1'), [pending]);

    await act(async () =>
      socket.receive('new-message', makeMessage({ id: 'm9', sender: me, text: 'Geliyorum', clientId: 'tab-1' })),
    );

    expect(queryClient.getQueryData(pendingKey('c1'))).toEqual([]);
    expect(threadIds(queryClient)).toEqual(['m9']);
    expect(listed(queryClient, 'c1')).toMatchObject({ unreadCount: 0, lastMessage: { id: 'm9' } });
    expect(badge(queryClient)).toBe(1);
  });

  it('new-message in a conversation the list does not hold asks for the list again', async () => {
    const { queryClient, socket, invalidate } = setup();
    queryClient.setQueryData(conversationListKey(''), listOf(makeConversation()));
    await act(async () => socket.receive('new-message', makeMessage({ id: 'x', conversationId: 'c-new' })));
    expect(invalidated(invalidate)).toContainEqual(conversationListKey(''));
    expect(listIds(queryClient)).toEqual(['c1']);
  });

  it('messages-read by the other person moves the read receipt forward, never back', async () => {
    const { queryClient, socket } = setup();
    queryClient.setQueryData(conversationKey('c1'), makeConversation({ othersReadAt: '2025-03-01T10:00:00.000Z' }));
    await act(async () =>
      socket.receive('messages-read', { conversationId: 'c1', userId: ayse.id, readAt: '2025-03-01T11:00:00.000Z' }),
    );
    expect(queryClient.getQueryData<Conversation>(conversationKey('c1'))?.othersReadAt).toBe(
      '2025-03-01T11:00:00.000Z',
    );
    await act(async () =>
      socket.receive('messages-read', { conversationId: 'c1', userId: ayse.id, readAt: '2025-03-01T09:00:00.000Z' }),
    );
    expect(queryClient.getQueryData<Conversation>(conversationKey('c1'))?.othersReadAt).toBe(
      '2025-03-01T11:00:00.000Z',
    );
  });

  it('messages-read by me in another tab clears the unread count there and asks for the badge', async () => {
    const { queryClient, socket, invalidate } = setup();
    queryClient.setQueryData(conversationListKey(''), listOf(makeConversation({ unreadCount: 4 })));
    await act(async () =>
      socket.receive('messages-read', { conversationId: 'c1', userId: me.id, readAt: new Date().toISOString() }),
    );
    expect(listed(queryClient, 'c1')?.unreadCount).toBe(0);
    expect(invalidated(invalidate)).toEqual([unreadMessagesKey]);
  });

  it(`typing shows the person for ${MESSAGE_LIMITS.typingTtlMs} ms, longer with a new signal, and ends with their message`, async () => {
    vi.useFakeTimers();
    const { queryClient, socket } = setup();
    const typing = () => queryClient.getQueryData<TypingEntry[]>(typingKey('c1'))?.map((e) => e.user.id) ?? [];

    await act(async () => socket.receive('typing', { conversationId: 'c1', user: ayse }));
    await act(async () => socket.receive('typing', { conversationId: 'c1', user: me }));
    expect(typing()).toEqual(['u2']);
    act(() => {
      vi.advanceTimersByTime(MESSAGE_LIMITS.typingTtlMs - 1000);
    });
    await act(async () => socket.receive('typing', { conversationId: 'c1', user: ayse }));
    act(() => {
      vi.advanceTimersByTime(MESSAGE_LIMITS.typingTtlMs - 1000);
    });
    expect(typing()).toEqual(['u2']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(typing()).toEqual([]);

    const mert = makePerson({ id: 'u3', nickname: 'mert' });
    await act(async () => socket.receive('typing', { conversationId: 'c1', user: mert }));
    await act(async () => socket.receive('new-message', makeMessage({ sender: mert })));
    expect(typing()).toEqual([]);
  });

  it('re-reads the unread count and the open threads on the first connection, and catches up the lists after a reconnection', async () => {
    const { socket, invalidate } = setup();
    await act(async () => socket.receive('authenticated', { userId: me.id }));
    // A message sent before the socket listened shows in the badge without waiting for the next poll, and in the
    // thread on screen (a match lobby opened while the socket was still connecting); the lists are not asked again.
    expect(invalidated(invalidate).filter(Boolean)).toEqual([unreadMessagesKey]);
    const first = invalidate.mock.calls.find(([filters]) => filters?.predicate)?.[0];
    expect(first?.refetchType).toBe('active');
    const opened = (queryKey: unknown[]) => first?.predicate?.({ queryKey } as never);
    expect(opened([...threadKey('c1')])).toBe(true);
    expect(opened([...conversationKey('c1')])).toBe(true);
    expect(opened([...conversationListKey('')])).toBe(false);
    invalidate.mockClear();
    await act(async () => socket.receive('authenticated', { userId: me.id }));
    expect(invalidated(invalidate)).toContainEqual(unreadMessagesKey);
    const predicate = invalidate.mock.calls.map(([filters]) => filters?.predicate).find(Boolean);
    const matches = (queryKey: unknown[]) => predicate?.({ queryKey } as never);
    expect(matches([...conversationListKey('')])).toBe(true);
    expect(matches([...conversationKey('c1')])).toBe(true);
    expect(matches([...threadKey('c1')])).toBe(true);
    expect(matches([...pendingKey('c1')])).toBe(false);
    expect(matches([...typingKey('c1')])).toBe(false);
  });
});
