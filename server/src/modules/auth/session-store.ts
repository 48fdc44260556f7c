import type { User } from '@esn/contract';
import type { Db } from '../../db/client';
import { InvalidatingCache } from '../../lib/invalidating-cache';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { hashToken, newToken } from '../../lib/tokens';
import { presentUser } from '../users/users.presenter';
import { usersRepository } from '../users/users.repository';
import { authRepository } from './auth.repository';

const SESSION_TTL_MS = 30 * 24 * 3600_000;
const CACHE = { max: 50_000, ttlMs: 5 * 60_000 };

/** A cached session; `null` caches "no such session" (tokens are random, so none can appear later). */
type CachedSession = { userId: string; expiresAt: number } | null;

/**
 * Server-side sessions with in-memory read-through caches, so that checking a session on the hot path costs
 * no database round trip. Revocation and user changes go through the invalidation bus, which reaches every process.
 */
export class SessionStore {
  private sessions = new InvalidatingCache<string, CachedSession>(CACHE);
  private users = new InvalidatingCache<string, User | null>(CACHE);

  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {
    bus.onInvalidate((msg) => {
      switch (msg.kind) {
        case 'session':
          this.sessions.invalidate(msg.id);
          break;
        case 'user-sessions':
          this.users.invalidate(msg.userId);
          this.sessions.invalidateWhere((s) => s?.userId === msg.userId);
          break;
        case 'user':
          this.users.invalidate(msg.userId);
          break;
        case 'all':
          this.sessions.clear();
          this.users.clear();
          break;
        case 'settings':
        case 'notifications':
        case 'messages':
        case 'feed':
        case 'tournament':
        case 'market':
        case 'leaderboard':
          break;
      }
    });
  }

  async create(userId: string, meta: { userAgent?: string; ip?: string }): Promise<{ token: string; expiresAt: Date }> {
    const { token, hash } = newToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await authRepository.insertSession(this.db, {
      id: hash,
      userId,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 300),
      ip: meta.ip,
    });
    this.sessions.set(hash, { userId, expiresAt: expiresAt.getTime() });
    return { token, expiresAt };
  }

  /** The signed-in user for a cookie token, or null. */
  resolve(token: string): Promise<{ sessionId: string; user: User } | null> {
    return this.resolveId(hashToken(token));
  }

  /**
   * The signed-in user of a session from memory alone: `undefined` when the session or its user is not cached (ask
   * `resolveId`), null when it is known to be gone or expired. What is cached is exactly what `resolveId` would
   * answer without a query (the bus drops revoked sessions and changed users on every process), so the hot path of
   * an authenticated request can stay synchronous: no promise, no await.
   */
  peek(sessionId: string): { sessionId: string; user: User } | null | undefined {
    const session = this.sessions.peek(sessionId);
    if (session === undefined) return undefined;
    if (session === null || session.expiresAt <= Date.now()) return null;
    const user = this.users.peek(session.userId);
    if (user === undefined) return undefined;
    return user ? { sessionId, user } : null;
  }

  /** The signed-in user of a session (by its id, the token's hash), or null. */
  async resolveId(sessionId: string): Promise<{ sessionId: string; user: User } | null> {
    const session = await this.sessions.get(sessionId, async () => {
      const row = await authRepository.findSessionWithUser(this.db, sessionId);
      if (!row) return null;
      this.users.set(row.user.id, presentUser(row.user));
      return { userId: row.user.id, expiresAt: row.session.expiresAt.getTime() };
    });
    if (!session || session.expiresAt <= Date.now()) return null;
    const user = await this.users.get(session.userId, async () => {
      const row = await usersRepository.findById(this.db, session.userId);
      return row ? presentUser(row) : null;
    });
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
}
