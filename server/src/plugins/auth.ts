import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { User } from '@esn/contract';
import { unauthorized, forbidden } from '../lib/errors';
import { SESSION_COOKIE } from '../lib/session-cookie';
import { hashToken } from '../lib/tokens';
import { authRepository } from '../modules/auth/auth.repository';
import { presentUser } from '../modules/users/users.presenter';
import { SessionStore } from '../modules/auth/session-store';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** onRequest hook: 401 unless a valid session; sets request.user. */
    requireUser: onRequestHookHandler;
    /** onRequest hook: sets request.user when a valid session is sent; a visitor goes on as nobody. */
    optionalUser: onRequestHookHandler;
    /** onRequest hook for /api/admin/*: an admin bearer token or an admin's session. */
    requireAdmin: (req: FastifyRequest) => Promise<void>;
    /** Called with the user of every request whose session checked out (no database work on that path). */
    onSignedIn: (listener: (userId: string) => void) => void;
  }
  interface FastifyRequest {
    user: User | null;
    sessionId: string | null;
    adminTokenId: string | null;
  }
}

export default fp(
  async function auth(app: FastifyInstance) {
    const store = new SessionStore(app.db, app.invalidation);
    app.decorate('sessions', store);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('adminTokenId', null);

    const signedIn: ((userId: string) => void)[] = [];
    app.decorate('onSignedIn', (listener: (userId: string) => void) => void signedIn.push(listener));

    /**
     * Signed cookie → session id (the token's hash), for cookies whose signature checked out. Both steps are pure
     * functions of the cookie (an HMAC and a SHA-256: most of an authenticated request's own CPU), so a cookie seen
     * before skips them. Whether the session still exists is not decided here but by the session cache, which the bus
     * clears on every process when a session ends. A forged or tampered cookie misses and is checked (and refused);
     * refusals are not kept, so that junk cookies cannot push the genuine ones out.
     */
    const verified = new LRUCache<string, string>({ max: 50_000 });
    function sessionIdOf(req: FastifyRequest): string | null {
      const raw = req.cookies[SESSION_COOKIE];
      if (!raw) return null;
      const known = verified.get(raw);
      if (known !== undefined) return known;
      const unsigned = req.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return null;
      const id = hashToken(unsigned.value);
      verified.set(raw, id);
      return id;
    }

    function signIn(req: FastifyRequest, found: { sessionId: string; user: User }) {
      req.user = found.user;
      req.sessionId = found.sessionId;
      for (const listener of signedIn) listener(found.user.id);
    }

    async function loadSession(req: FastifyRequest): Promise<boolean> {
      const id = sessionIdOf(req);
      if (!id) return false;
      const cached = store.peek(id);
      const found = cached === undefined ? await store.resolveId(id) : cached;
      if (!found) return false;
      signIn(req, found);
      return true;
    }

    // Callback style, not async: a session in memory (every request of an active person) is answered without a
    // promise or an await, which under load is the difference between an authenticated GET and hello-world.
    app.decorate('requireUser', function requireUser(req, _reply, done) {
      const id = sessionIdOf(req);
      if (!id) return done(unauthorized());
      const cached = store.peek(id);
      if (cached !== undefined) {
        if (!cached) return done(unauthorized());
        signIn(req, cached);
        return done();
      }
      store.resolveId(id).then((found) => {
        if (!found) return done(unauthorized());
        signIn(req, found);
        done();
      }, done);
    } satisfies onRequestHookHandler);

    app.decorate('optionalUser', function optionalUser(req, _reply, done) {
      const id = sessionIdOf(req);
      if (!id) return done();
      const cached = store.peek(id);
      if (cached !== undefined) {
        if (cached) signIn(req, cached);
        return done();
      }
      store.resolveId(id).then((found) => {
        if (found) signIn(req, found);
        done();
      }, done);
    } satisfies onRequestHookHandler);

    app.decorate('requireAdmin', async (req: FastifyRequest) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (bearer) {
        const row = await authRepository.findAdminTokenWithUser(app.db, hashToken(bearer));
        // Read from the database on every request (no cache to go stale): revoking a token is deleting its row.
        if (row && row.token.expiresAt > new Date() && row.user.userType === 'admin' && !row.user.suspendedAt) {
          req.user = presentUser(row.user);
          req.adminTokenId = row.token.id;
          return;
        }
      }
      if (await loadSession(req)) {
        if (req.user?.userType === 'admin') return;
        throw forbidden('admin_only');
      }
      throw unauthorized();
    });
  },
  { name: 'auth', dependencies: ['redis'] },
);
