import type { PostPage } from '@esn/contract';
import { LRUCache } from 'lru-cache';
import { InvalidatingCache } from '../../lib/invalidating-cache';
import type { InvalidationBus } from '../../lib/invalidation-bus';

/** What changed, as the wall sees it: whose author list, whose posts (new, deleted, renamed author), which posts. */
export type FeedChange = { readers?: string[]; authors?: string[]; posts?: string[] };

/** How long a first page may live at most: bounds anything an event does not cover. */
export const FIRST_PAGE_TTL_MS = 60_000;

/**
 * When each reader, author and post last changed, on one clock that never repeats a value. A cached page is
 * stamped with the clock BEFORE its queries ran; it is current while nothing it shows changed after that, so
 * a change that commits while the page is being read makes it stale, never wrongly fresh.
 */
export class ChangeClock {
  private last = 0;
  private readers = new Map<string, number>();
  private authors = new Map<string, number>();
  private posts = new Map<string, number>();
  private writes = 0;

  tick(): number {
    this.last = Math.max(this.last + 1, Date.now());
    return this.last;
  }

  record(change: FeedChange): void {
    const at = this.tick();
    for (const id of change.readers ?? []) this.readers.set(id, at);
    for (const id of change.authors ?? []) this.authors.set(id, at);
    for (const id of change.posts ?? []) this.posts.set(id, at);
    if (++this.writes % 1000 === 0) this.prune();
  }

  changedSince(at: number, reader: string, authors: readonly string[], posts: readonly string[]): boolean {
    if ((this.readers.get(reader) ?? 0) > at) return true;
    if (this.authors.size) for (const id of authors) if ((this.authors.get(id) ?? 0) > at) return true;
    if (this.posts.size) for (const id of posts) if ((this.posts.get(id) ?? 0) > at) return true;
    return false;
  }

  /** A change older than the page TTL is older than every live page (each is stamped when it was read). */
  private prune(): void {
    const horizon = Date.now() - FIRST_PAGE_TTL_MS - 1000;
    for (const map of [this.readers, this.authors, this.posts])
      for (const [id, at] of map) if (at < horizon) map.delete(id);
  }

  clear(): void {
    this.last = this.tick();
    for (const map of [this.readers, this.authors, this.posts]) map.clear();
  }
}

type CachedPage = {
  limit: number;
  /** The page as the route sends it. */
  json: string;
  /** The clock when the page was read. */
  at: number;
  expiresAt: number;
  /** The reader's authors when it was read (a new post by any of them changes the page) and everyone shown. */
  authors: string[];
  posts: string[];
};

/**
 * The wall's first page is what everybody opens, many times a minute: it is served from memory per reader and
 * read again only after something it depends on changed (see FeedChange and feed.events.ts), on any process,
 * or after FIRST_PAGE_TTL_MS, or when a poll on it closes. The reader's author list (follows + connections) is
 * kept too and serves every page. Checking a page costs a lookup per author shown or followed, no query.
 */
export class FeedCache {
  private clock = new ChangeClock();
  // Bounded for memory: a page is ~10 KB of JSON, an author list ~5 KB for 100 authors.
  private authorLists = new InvalidatingCache<string, string[]>({ max: 10_000, ttlMs: 10 * 60_000 });
  private pages = new LRUCache<string, CachedPage>({ max: 5_000 });
  /** Readers whose wall this process served (see firstVisit). */
  private visitors = new LRUCache<string, true>({ max: 50_000 });

  constructor(private readonly bus: InvalidationBus) {
    bus.onInvalidate((msg) => {
      if (msg.kind === 'feed') this.apply(msg);
      // A user row changed (nickname, avatar…): posts show their author.
      if (msg.kind === 'user') this.apply({ authors: [msg.userId] });
      if (msg.kind === 'all') {
        this.clock.clear();
        this.authorLists.clear();
        this.pages.clear();
      }
    });
  }

  private apply(change: FeedChange): void {
    this.clock.record(change);
    for (const reader of change.readers ?? []) {
      this.authorLists.invalidate(reader);
      this.pages.delete(reader);
    }
  }

  /** Call after a committed change; every process drops what it shows. */
  changed(change: FeedChange): void {
    this.bus.publish({ kind: 'feed', ...change });
  }

  authorsOf(readerId: string, load: () => Promise<string[]>): Promise<string[]> {
    return this.authorLists.get(readerId, load);
  }

  /** The reader's authors read now (not from memory), then kept. */
  freshAuthors(readerId: string, load: () => Promise<string[]>): Promise<string[]> {
    this.authorLists.invalidate(readerId);
    return this.authorLists.get(readerId, load);
  }

  /** True the first time this process sees the reader (within its memory's bound), false after. */
  firstVisit(readerId: string): boolean {
    if (this.visitors.has(readerId)) return false;
    this.visitors.set(readerId, true);
    return true;
  }

  /** The reader's authors if this process has them, without loading. */
  peekAuthors(readerId: string): string[] | undefined {
    return this.authorLists.peek(readerId);
  }

  /**
   * The reader's first page of `limit` as JSON, from memory when still current, else from `load`, then kept when
   * `load` knew the reader's authors (without them a new post of one could not tell the page is stale).
   */
  async firstPage(
    readerId: string,
    limit: number,
    load: () => Promise<{ page: PostPage; json: string; authors: string[] | null }>,
  ): Promise<string> {
    const hit = this.pages.get(readerId);
    if (
      hit &&
      hit.limit === limit &&
      Date.now() < hit.expiresAt &&
      !this.clock.changedSince(hit.at, readerId, hit.authors, hit.posts)
    )
      return hit.json;
    const at = this.clock.tick();
    const { page, json, authors } = await load();
    if (!authors) return json;
    const shown = page.items.flatMap((p) => (p.sharedPost ? [p, p.sharedPost] : [p]));
    const people = shown.map((p) => p.author.id).filter((id) => !authors.includes(id));
    const pollEnds = shown
      .flatMap((p) => (p.poll?.endsAt ? [Date.parse(p.poll.endsAt)] : []))
      .filter((t) => t > Date.now());
    this.pages.set(readerId, {
      limit,
      json,
      at,
      expiresAt: Math.min(at + FIRST_PAGE_TTL_MS, ...pollEnds),
      authors: people.length ? [...authors, ...people] : authors,
      posts: shown.map((p) => p.id),
    });
    return json;
  }
}
