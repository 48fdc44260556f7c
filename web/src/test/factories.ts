import type { Notification, UserSummary } from '@esn/contract';
import type { NotificationPages } from '../features/notifications/cache';

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n1',
    recipientId: 'u1',
    senderId: 'u2',
    type: 'follow',
    title: 'Yeni takipçi',
    message: 'ayse seni takip etmeye başladı',
    params: { nickname: 'ayse' },
    actionUrl: '/profile/u2',
    relatedId: 'u2',
    read: false,
    count: 1,
    createdAt: new Date().toISOString(),
    sender: { nickname: 'ayse', firstName: 'Ayşe', lastName: null, avatarUrl: null, profileImageUrl: null },
    ...overrides,
  };
}

export function pagesOf(...pages: Notification[][]): NotificationPages {
  return { pages, pageParams: pages.map((page, i) => (i === 0 ? undefined : pages[i - 1]?.at(-1)?.id)) };
}

export function makeSummary(overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    id: 'u2',
    nickname: 'ayse',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    avatarUrl: null,
    profileImageUrl: null,
    userType: 'player',
    followers: 10,
    following: 3,
    isFollowing: false,
    ...overrides,
  };
}
