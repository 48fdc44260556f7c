import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors';

export const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Serves the built web app; unknown /api/* paths answer 404 JSON, any other GET gets index.html (SPA routing). */
export default fp(
  async function web(app: FastifyInstance, opts: { root?: string }) {
    const root = opts.root ?? webDist;
    const hasWeb = existsSync(`${root}/index.html`);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // Hashed assets never change; everything else (index.html, locales) must be revalidated.
        setHeaders: (res, path) => {
          res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn(`web app not built (${root}); run \`npm run build\` — the API still works`);
    }

    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      if (path === '/api' || path.startsWith('/api/') || req.method !== 'GET' || !hasWeb) {
        return sendError(req, reply, 404, 'route_not_found');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
