import type { Comment, Poll, Post, PublicUser } from '@esn/contract';
import { urlOfKey } from '../uploads/uploads.presenter';
import type { PostView } from './posts.repository';

type PostCore = Omit<Post, 'sharedPost'>;

/**
 * Votes are shown once the reader has voted or the poll has ended, so that early results do not sway anyone; its
 * author, who does not vote in it, sees them from the start.
 */
function presentPoll(v: PostView, now: Date): Poll | null {
  if (v.type !== 'poll' || !v.options) return null;
  const ended = v.pollEndsAt !== null && v.pollEndsAt <= now;
  const showResults = v.myVote !== null || ended || v.pollByReader;
  return {
    options: v.options.map((o) => ({ id: o.id, text: o.text, votes: showResults ? o.votes : null })),
    endsAt: v.pollEndsAt?.toISOString() ?? null,
    showResults,
    myVote: v.myVote,
    totalVotes: showResults ? v.options.reduce((sum, o) => sum + o.votes, 0) : null,
  };
}

function presentCore(v: PostView, now: Date): PostCore {
  return {
    id: v.id,
    author: v.author,
    type: v.type,
    body: v.body,
    media: (v.media ?? []).map((m) => ({ url: urlOfKey(m.key), kind: m.kind, mime: m.mime, size: m.size })),
    poll: presentPoll(v, now),
    tags: v.tags,
    likeCount: v.likeCount,
    commentCount: v.commentCount,
    shareCount: v.shareCount,
    likedByMe: v.likedByMe,
    createdAt: v.createdAt.toISOString(),
  };
}

/** The posts `ids`, in that order, each with the original it shares (one level); ids not found are left out. */
export function presentPosts(ids: string[], views: PostView[], now = new Date()): Post[] {
  const byId = new Map(views.map((v) => [v.id, v]));
  return ids.flatMap((id) => {
    const v = byId.get(id);
    if (!v) return [];
    const shared = v.sharedPostId ? byId.get(v.sharedPostId) : undefined;
    return [{ ...presentCore(v, now), sharedPost: shared ? presentCore(shared, now) : null }];
  });
}

/** The comment's author and the post's author may delete it. */
export const presentComment = (
  c: { id: string; postId: string; body: string; createdAt: Date; author: PublicUser },
  readerId: string,
  postAuthorId: string,
): Comment => ({
  id: c.id,
  postId: c.postId,
  author: c.author,
  body: c.body,
  createdAt: c.createdAt.toISOString(),
  canDelete: c.author.id === readerId || postAuthorId === readerId,
});
