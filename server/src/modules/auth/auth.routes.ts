import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints } from '@esn/contract/auth/endpoints';
import { requestLang } from '../../lib/language';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../lib/session-cookie';
import { hashToken } from '../../lib/tokens';
import * as auth from './auth.service';

export default async function authRoutes(app: FastifyInstance) {
  const limited = { config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } } };
  const meta = (req: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });

  // Session ids are looked up from the cookie here rather than through requireUser: logging out with a
  // stale or already-revoked cookie must still clear it and succeed.
  const endSession = async (req: Parameters<typeof sessionToken>[0]) => {
    const token = sessionToken(req);
    await auth.logout(app.ctx, token ? hashToken(token) : null);
  };

  /**
   * Whether a GET is a person's own top-level navigation from our pages (or typed in), told by the browser's fetch
   * metadata. Browsers send none to a plain-http host other than localhost (a LAN server); there an HTML page load
   * whose Referer is one of our pages counts (an image asks for images, another site's link names that site).
   */
  const ownNavigation = (req: FastifyRequest): boolean => {
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined)
      return req.headers['sec-fetch-mode'] === 'navigate' && (site === 'same-origin' || site === 'none');
    const referer = URL.parse(req.headers.referer ?? '');
    if (!referer || !/\btext\/html\b/.test(req.headers.accept ?? '')) return false;
    const ours = URL.parse(`${referer.protocol}//${req.headers.host ?? ''}`); // normalised like the Referer (no :80)
    return referer.host === ours?.host || referer.origin === new URL(app.config.publicUrl).origin;
  };

  registerEndpoints(app, authEndpoints, {
    register: {
      options: limited,
      handler: async (req, reply) => {
        const { user, token, expiresAt } = await auth.register(app.ctx, req.body, meta(req));
        setSessionCookie(app, reply, token, expiresAt);
        return reply.code(201).send({ user });
      },
    },
    login: async (req, reply) => {
      const { user, token, expiresAt } = await auth.login(app.ctx, req.body, meta(req));
      setSessionCookie(app, reply, token, expiresAt);
      return { user };
    },
    getCurrentUser: (req) => currentUser(req),
    // Spec: the sign-out navigation. Only our own navigation ends the session: as an <img src>, a script or another
    // site's link it would sign people out behind their backs, so then it only redirects. POST /api/auth/logout is
    // unchanged.
    logoutNavigation: async (req, reply) => {
      if (ownNavigation(req)) {
        await endSession(req);
        clearSessionCookie(app, reply);
      }
      return reply.header('cache-control', 'no-store').redirect('/', 302);
    },
    logout: async (req, reply) => {
      await endSession(req);
      clearSessionCookie(app, reply);
      return reply.code(204).send();
    },
    requestPasswordReset: {
      options: limited,
      handler: async (req, reply) => {
        await auth.forgotPassword(app.ctx, req.body.email, requestLang(req));
        return reply.code(202).send({ ok: true as const });
      },
    },
    resetPassword: {
      options: limited,
      handler: async (req) => {
        await auth.resetPassword(app.ctx, req.body);
        return { ok: true as const };
      },
    },
  });
}
