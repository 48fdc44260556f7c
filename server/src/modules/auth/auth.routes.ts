import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForgotPasswordBody, LoginBody, Ok, RegisterBody, ResetPasswordBody, User, UserResponse } from '@esn/contract';
import { requestLang } from '../../lib/language';
import { clearSessionCookie, currentUser, sessionToken, setSessionCookie } from '../../plugins/auth';
import { hashToken } from '../../lib/tokens';
import * as auth from './auth.service';

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const meta = (req: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });
  const tags = ['auth'];

  r.post(
    '/api/auth/register',
    { config: limited, schema: { tags, body: RegisterBody, response: { 201: UserResponse } } },
    async (req, reply) => {
      const { user, token, expiresAt } = await auth.register(app.ctx, req.body, meta(req));
      setSessionCookie(app, reply, token, expiresAt);
      return reply.code(201).send({ user });
    },
  );

  r.post(
    '/api/auth/login',
    { schema: { tags, body: LoginBody, response: { 200: UserResponse } } },
    async (req, reply) => {
      const { user, token, expiresAt } = await auth.login(app.ctx, req.body, meta(req));
      setSessionCookie(app, reply, token, expiresAt);
      return { user };
    },
  );

  r.get('/api/auth/user', { onRequest: app.requireUser, schema: { tags, response: { 200: User } } }, async (req) =>
    currentUser(req),
  );

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

  // Spec: the sign-out navigation. Only our own navigation ends the session: as an <img src>, a script or another
  // site's link it would sign people out behind their backs, so then it only redirects. POST /api/auth/logout is
  // unchanged.
  r.get('/api/logout', { schema: { tags } }, async (req, reply) => {
    if (ownNavigation(req)) {
      await endSession(req);
      clearSessionCookie(app, reply);
    }
    return reply.header('cache-control', 'no-store').redirect('/', 302);
  });

  r.post('/api/auth/logout', { schema: { tags, response: { 204: z.null() } } }, async (req, reply) => {
    await endSession(req);
    clearSessionCookie(app, reply);
    return reply.code(204).send(null);
  });

  r.post(
    '/api/auth/forgot-password',
    { config: limited, schema: { tags, body: ForgotPasswordBody, response: { 202: Ok } } },
    async (req, reply) => {
      await auth.forgotPassword(app.ctx, req.body.email, requestLang(req));
      return reply.code(202).send({ ok: true as const });
    },
  );

  r.post(
    '/api/auth/reset-password',
    { config: limited, schema: { tags, body: ResetPasswordBody, response: { 200: Ok } } },
    async (req) => {
      await auth.resetPassword(app.ctx, req.body);
      return { ok: true as const };
    },
  );
}
