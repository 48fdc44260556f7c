import type { Db } from '../../db/client';
import { InvalidatingCache } from '../../lib/invalidating-cache';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { messagesRepository } from './messages.repository';

/**
 * A direct conversation's newest page as JSON, with who may read it (a direct conversation's two never change);
 * `participants` null marks a team's conversation, whose pages are not kept (its readers follow the roster).
 */
export type CachedThread = { participants: string[] | null; json: string };

/**
 * The hot reads of messages are answered from memory: unread counts (the badge, polled by every open tab), each
 * person's first page of conversations and each direct conversation's newest page of messages. Every change drops
 * what it touches on every process through the invalidation bus (a message: its participants' counts and lists and
 * its thread; a read: the participants' lists, for the receipts); the next read asks the database again, so the
 * counts are exact. What no event names (someone else's new nickname, a lifted block, a changed setting) shows
 * within the lists' TTL; sending is always checked against the database.
 */
export class MessageCache {
  private counts = new InvalidatingCache<string, number>({ max: 100_000, ttlMs: 10 * 60_000 });
  private lists = new InvalidatingCache<string, string>({ max: 10_000, ttlMs: 30_000 });
  private threads = new InvalidatingCache<string, CachedThread>({ max: 10_000, ttlMs: 5 * 60_000 });

  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {
    bus.onInvalidate((msg) => {
      if (msg.kind === 'messages') {
        for (const id of msg.userIds) {
          this.counts.invalidate(id);
          this.lists.invalidate(id);
        }
        for (const id of msg.conversations ?? []) this.threads.invalidate(id);
      }
      if (msg.kind === 'all') {
        this.counts.clear();
        this.lists.clear();
        this.threads.clear();
      }
    });
  }

  unreadCount(userId: string): Promise<number> {
    return this.counts.get(userId, () => messagesRepository.unreadTotal(this.db, userId));
  }

  /** The reader's first page of conversations as the JSON of a ConversationPage. */
  firstListJson(userId: string, load: () => Promise<string>): Promise<string> {
    return this.lists.get(userId, load);
  }

  /** A conversation's newest page (see CachedThread). */
  thread(conversationId: string, load: () => Promise<CachedThread>): Promise<CachedThread> {
    return this.threads.get(conversationId, load);
  }

  /** Call after a committed change to these people's messages (and these conversations' threads). */
  changed(userIds: string[], conversations: string[] = []): void {
    if (userIds.length || conversations.length) {
      this.bus.publish({
        kind: 'messages',
        userIds: [...new Set(userIds)],
        ...(conversations.length ? { conversations } : {}),
      });
    }
  }
}
