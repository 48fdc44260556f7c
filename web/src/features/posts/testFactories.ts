import type { Comment, Poll, Post, PostPage, PublicUser } from '@esn/contract';

/** Test data for the posts, wall, explore and dashboard features. */
export function makeAuthor(overrides: Partial<PublicUser> = {}): PublicUser {
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

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'p1',
    author: makeAuthor(),
    type: 'text',
    body: 'Merhaba dünya',
    media: [],
    poll: null,
    tags: [],
    likeCount: 0,
    commentCount: 0,
    shareCount: 0,
    likedByMe: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    sharedPost: null,
    ...overrides,
  };
}

export function makePoll(overrides: Partial<Poll> = {}): Poll {
  return {
    options: [
      { id: 'o1', text: 'Valorant', votes: null },
      { id: 'o2', text: 'CS2', votes: null },
    ],
    endsAt: null,
    showResults: false,
    myVote: null,
    totalVotes: null,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c1',
    postId: 'p1',
    author: makeAuthor({ id: 'u3', nickname: 'mert', firstName: 'Mert', lastName: null }),
    body: 'Harika!',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    canDelete: false,
    ...overrides,
  };
}

export function pageOf(items: Post[], nextCursor: string | null = null): PostPage {
  return { items, nextCursor };
}
