import { LRUCache } from 'lru-cache';
import type { User } from '@esn/contract';
import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../plugins/redis';
import { hashToken, newToken } from '../../lib/tokens';
import { presentUser } from '../users/users.presenter';
import { usersRepository } from '../users/users.repository';
import { authRepository } from './auth.repository';

export const SESSION_TTL_MS = 30 * 24 * 3600_000;
const CACHE_TTL_MS = 5 * 60_000;

type CachedSession = { userId: string; expiresAt: number } | { missing: true };

/**
 * Server-side sessions with an in-memory read-through cache, so that checking a session on the hot path
 * costs no database round trip. Revocation goes through the invalidation bus, which reaches every process.
 * Unknown tokens are cached as missing too: a token is random, so nobody can create it later elsewhere.
 */
export class SessionStore {
  private sessions = new LRUCache<string, CachedSession>({ max: 50_000, ttl: CACHE_TTL_MS });
  private users = new LRUCache<string, User>({ max: 50_000, ttl: CACHE_TTL_MS });

  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {
    bus.onInvalidate((msg) => {
      switch (msg.kind) {
        case 'session':
          this.sessions.delete(msg.id);
          break;
        case 'user-sessions':
          this.users.delete(msg.userId);
          for (const [id, s] of this.sessions.entries()) if ('userId' in s && s.userId === msg.userId) this.sessions.delete(id);
          break;
        case 'user':
          this.users.delete(msg.userId);
          break;
        case 'all':
          this.sessions.clear();
          this.users.clear();
          break;
        case 'settings':
          break;
      }
    });
  }

  async create(userId: string, meta: { userAgent?: string; ip?: string }): Promise<{ token: string; expiresAt: Date }> {
    const { token, hash } = newToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await authRepository.insertSession(this.db, { id: hash, userId, expiresAt, userAgent: meta.userAgent?.slice(0, 300), ip: meta.ip });
    this.sessions.set(hash, { userId, expiresAt: expiresAt.getTime() });
    return { token, expiresAt };
  }

  /** The signed-in user for a cookie token, or null. */
  async resolve(token: string): Promise<{ sessionId: string; user: User } | null> {
    const sessionId = hashToken(token);
    let cached = this.sessions.get(sessionId);
    if (!cached) {
      const row = await authRepository.findSessionWithUser(this.db, sessionId);
      cached = row ? { userId: row.user.id, expiresAt: row.session.expiresAt.getTime() } : { missing: true };
      this.sessions.set(sessionId, cached);
      if (row) this.users.set(row.user.id, presentUser(row.user));
    }
    if ('missing' in cached || cached.expiresAt <= Date.now()) return null;
    const user = this.users.get(cached.userId) ?? (await this.loadUser(cached.userId));
    return user ? { sessionId, user } : null;
  }

  async revoke(sessionId: string): Promise<void> {
    await authRepository.deleteSession(this.db, sessionId);
    this.bus.publish({ kind: 'session', id: sessionId });
  }

  /** Drop every process's cached sessions of a user whose session rows were deleted (and committed). */
  forgetSessionsOf(userId: string): void {
    this.bus.publish({ kind: 'user-sessions', userId });
  }

  /** Call after any change to a user row so every process re-reads it. */
  userChanged(userId: string): void {
    this.bus.publish({ kind: 'user', userId });
  }

  private async loadUser(userId: string): Promise<User | null> {
    const row = await usersRepository.findById(this.db, userId);
    if (!row) return null;
    const user = presentUser(row);
    this.users.set(userId, user);
    return user;
  }
}
