import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** JSON (application/json, application/problem+json, …) only: images, media and event streams pass untouched. */
const JSON_TYPES = /^application\/(?:[\w.-]+\+)?json\b/i;

/**
 * brotli or gzip for API answers above 1 KB (a list page, a profile), chosen from Accept-Encoding, with Vary.
 * Registered before the modules so that it covers every /api route. Not for the web app's static files: they
 * are compressed once at build time and sent precompressed (plugins/web.ts); socket.io on /ws never passes
 * through Fastify's routes at all.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (route.url !== '/api' && !route.url.startsWith('/api/')) route.compress = false;
    });
    await app.register(fastifyCompress, {
      global: true,
      // The API takes plain JSON bodies; compressed uploads are not something a client of ours sends.
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: JSON_TYPES,
      // Answers are compressed per request: quality 4 is most of brotli's gain at a fraction of 11's time.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
