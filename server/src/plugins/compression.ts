import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Compression of API answers; registered before the modules so that its hook covers every route. */
export default fp(
  async function compression(_app: FastifyInstance) {
    // Filled in by the first-page speed work (issue 9): brotli/gzip for JSON answers above 1 KB.
  },
  { name: 'compression' },
);
