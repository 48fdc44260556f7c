import type { FastifyInstance } from 'fastify';
import { cvEndpoints } from '@esn/contract/cv/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { cvCard } from './cv.card';
import * as cv from './cv.service';

export default async function cvRoutes(app: FastifyInstance) {
  registerEndpoints(app, cvEndpoints, {
    getCv: (req) => cv.getCv(app.ctx, req.params.ref, req.user),
    getCvCard: async (req, reply) => {
      const card = await cvCard(app.ctx, req.params.ref);
      const etag = `"${card.version}"`;
      // Revalidated after a few minutes: the page's og:image carries ?v=<version>, so a changed CV is a new address.
      reply.header('etag', etag).header('cache-control', 'public, max-age=300');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/png').send(await card.png());
    },
    getMyCvSettings: (req) => cv.getSettings(app.ctx, currentUser(req)),
    updateMyCvSettings: (req) => cv.updateSettings(app.ctx, currentUser(req), req.body),
  });
}
