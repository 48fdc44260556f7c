import type { Conversation, Message, PublicUser } from '@esn/contract';
import type { ThreadPages } from '../cache';

export function makePerson(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u2',
    nickname: 'ayse',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    avatarUrl: null,
    profileImageUrl: null,
    userType: 'player',
    ...overrides,
  };
}

export const me = makePerson({ id: 'me', nickname: 'kaan', firstName: 'Kaan', lastName: 'Demir' });
export const ayse = makePerson();

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 'm1',
    conversationId: 'c1',
    system: null,
    sender: ayse,
    text: 'Selam!',
    media: [],
    createdAt: new Date().toISOString(),
    clientId: null,
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    kind: 'direct',
    other: ayse,
    team: null,
    match: null,
    participantCount: 2,
    lastMessage: null,
    unreadCount: 0,
    othersReadAt: null,
    canSend: true,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** A thread's cache: `pages[0]` is the newest page. */
export function threadOf(...pages: Message[][]): ThreadPages {
  return {
    pages: pages.map((items, i) => ({ items, nextCursor: i < pages.length - 1 ? `cursor-${i}` : null })),
    pageParams: pages.map((_, i) => (i === 0 ? undefined : `cursor-${i - 1}`)),
  };
}
