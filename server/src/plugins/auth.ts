import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@esn/contract';
import { unauthorized, forbidden } from '../lib/errors';
import { sessionToken } from '../lib/session-cookie';
import { hashToken } from '../lib/tokens';
import { authRepository } from '../modules/auth/auth.repository';
import { presentUser } from '../modules/users/users.presenter';
import { SessionStore } from '../modules/auth/session-store';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** onRequest hook: 401 unless a valid session; sets request.user. */
    requireUser: (req: FastifyRequest) => Promise<void>;
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

    async function loadSession(req: FastifyRequest): Promise<boolean> {
      const token = sessionToken(req);
      const found = token ? await store.resolve(token) : null;
      if (!found) return false;
      req.user = found.user;
      req.sessionId = found.sessionId;
      for (const listener of signedIn) listener(found.user.id);
      return true;
    }

    app.decorate('requireUser', async (req: FastifyRequest) => {
      if (!(await loadSession(req))) throw unauthorized();
    });

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
