import { LRUCache } from 'lru-cache';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { ChangeClock, FIRST_PAGE_TTL_MS } from './feed-cache';
import type { PostView } from './posts.repository';

/** What of a post's view is read each time (see liveColumns in posts.repository.ts). */
export type LivePart = Pick<
  PostView,
  'likeCount' | 'commentCount' | 'shareCount' | 'pollEndsAt' | 'options' | 'likedByMe' | 'myVote'
>;
/** A post as every reader sees it, without its live part: what never changes but with its author. */
export type SharedView = Omit<PostView, keyof LivePart | 'pollByReader'>;

/** How many posts a process keeps (a view is about 1 KB). */
const MAX_POSTS = 20_000;

/**
 * Posts as every reader sees them, per process, for the lists that many people read alike (search for a popular
 * word, a popular profile or tag): a list whose posts are all kept here reads from PostgreSQL only their live part
 * (counts, poll, the reader's like and vote, and whether each is still shown: one light statement on the posts' rows),
 * not their text, media and author. So a like, a vote, a deletion or a hiding shows at once, in the same request and
 * on every process. What is kept (text, tags, media, author) changes only with the author's row (name, picture): a
 * kept post is current while its author's row did not change since it was read, on any process ('user'
 * invalidations), and for at most FIRST_PAGE_TTL_MS, which bounds anything no event covers.
 */
export class PostViewCache {
  private clock = new ChangeClock();
  // Kept no longer than the clock remembers a change (it forgets those older than FIRST_PAGE_TTL_MS).
  private views = new LRUCache<string, { view: SharedView; at: number }>({ max: MAX_POSTS, ttl: FIRST_PAGE_TTL_MS });

  constructor(bus: InvalidationBus) {
    bus.onInvalidate((msg) => {
      // Only an author's row changing changes what is kept (the rest of a post is never edited, and what changes is
      // read live): a new post or a like, which drop walls ('feed'), leave kept posts as they are.
      if (msg.kind === 'user') this.clock.record({ authors: [msg.userId] });
      if (msg.kind === 'all') {
        this.clock.clear();
        this.views.clear();
      }
    });
  }

  /** The kept views of the posts `ids` and of the originals they share, or null unless every one is kept and current. */
  kept(ids: readonly string[]): SharedView[] | null {
    const out: SharedView[] = [];
    const add = (id: string): boolean => {
      const hit = this.views.get(id);
      // No reader ('') and no post: a kept post is nobody's, and only its author's row can change it.
      if (!hit || this.clock.changedSince(hit.at, '', [hit.view.author.id], [])) return false;
      out.push(hit.view);
      return !hit.view.sharedPostId || add(hit.view.sharedPostId);
    };
    return ids.every(add) ? out : null;
  }

  /** The clock before the views are read: a change that commits while they are read makes them stale, never fresh. */
  stamp(): number {
    return this.clock.tick();
  }

  /** Keeps the views read (for one reader) after `stamp()`, without their live part. */
  keep(at: number, rows: readonly PostView[]): void {
    for (const r of rows) {
      // Listed, not spread: every kept view has one shape, which keeps joining it with its live part cheap.
      const view: SharedView = {
        id: r.id,
        type: r.type,
        body: r.body,
        tags: r.tags,
        sharedPostId: r.sharedPostId,
        createdAt: r.createdAt,
        author: r.author,
        media: r.media,
      };
      this.views.set(r.id, { view, at });
    }
  }
}

/** A kept view joined with its live part, as the reader sees it. */
export function joinLive(v: SharedView, live: LivePart, readerId: string): PostView {
  return {
    id: v.id,
    type: v.type,
    body: v.body,
    tags: v.tags,
    sharedPostId: v.sharedPostId,
    createdAt: v.createdAt,
    author: v.author,
    media: v.media,
    likeCount: live.likeCount,
    commentCount: live.commentCount,
    shareCount: live.shareCount,
    pollEndsAt: live.pollEndsAt,
    options: live.options,
    likedByMe: live.likedByMe,
    myVote: live.myVote,
    pollByReader: v.author.id === readerId,
  };
}
