import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS behind HTTPS, nosniff, frame options…) on every answer. Helmet itself, built
 * once: @fastify/helmet built it again on every request (re-parsing the CSP directives, 5–7% of a small request's
 * CPU, measured for issue 25) through two async hooks; this is one callback hook with the same headers.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { https: boolean }) {
    const headers = helmet({
      contentSecurityPolicy: {
        directives: {
          // Images are our own (uploads are served at /public-objects/ by this server, also from S3) or blob: previews.
          'img-src': ["'self'", 'blob:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'upgrade-insecure-requests': opts.https ? [] : null,
        },
      },
      strictTransportSecurity: opts.https,
    });
    app.addHook('onRequest', (req, reply, done) =>
      headers(req.raw, reply.raw, (err) => done(err as Error | undefined)),
    );
  },
  { name: 'security-headers' },
);
