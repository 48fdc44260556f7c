import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request may come from the page that sent it. A browser names the sending page's origin (`Origin`; on
 * older ones, at least `Sec-Fetch-Site`); a page of another site can neither leave them out nor forge them, nor the
 * `Host` it sends to us. So a request is our own when its Origin is one of `allowed` (PUBLIC_URL, ALLOWED_ORIGINS) or
 * has the host the request was sent to (`npm start` on localhost, the Vite dev server's proxy, which keeps the
 * browser's Host, a test server on a random port). A request with neither header is no browser's (curl, another
 * server, tests): SameSite cookies are not what protects it, and it is let through.
 */
export function sameOrigin(headers: IncomingHttpHeaders, allowed: ReadonlySet<string>): boolean {
  const origin = headers.origin;
  if (origin === undefined) {
    const site = headers['sec-fetch-site'];
    return site !== 'cross-site' && site !== 'same-site';
  }
  if (allowed.has(origin)) return true;
  try {
    const url = new URL(origin);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !headers.host) return false;
    // Read with the origin's scheme, `Host: x:80` and `http://x` are the same place.
    return new URL(`${url.protocol}//${headers.host}`).host === url.host;
  } catch {
    return false; // `null` (a sandboxed frame, a privacy redirect) or garbage
  }
}

/** State-changing requests (POST, PUT, PATCH, DELETE) from another site's pages: 403 `cross_site_request`. */
export default fp(
  async function sameOriginPlugin(app: FastifyInstance) {
    const allowed = new Set(app.config.allowedOrigins);
    // Callback style: a GET (most requests) passes without a promise.
    app.addHook('onRequest', (req, _reply, done) => {
      if (STATE_CHANGING.has(req.method) && !sameOrigin(req.headers, allowed))
        return done(new AppError(403, 'cross_site_request'));
      done();
    });
  },
  { name: 'same-origin' },
);
