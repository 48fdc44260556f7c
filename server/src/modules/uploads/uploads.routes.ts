import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_LIMITS } from '@esn/contract';
import { uploadsEndpoints } from '@esn/contract/uploads/endpoints';
import { AppError } from '../../lib/errors';
import { assertNoNul, multipartText } from '../../lib/input-text';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { sendObject } from './object-reply';
import { storageFor } from './storage';
import * as uploads from './uploads.service';

const WildcardParams = z.object({ '*': z.string() });

export default async function uploadsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const storage = storageFor(app.config);
  // One file per request; the per-kind limit (5 MB images) is checked while streaming, this is the hard stop.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.video.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  // Per person, not per address (many share one at a LAN party); counted after the session check, before any byte is read.
  const perPerson = {
    max: app.config.uploadsPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => `upload:${currentUser(req).id}`,
    errorResponseBuilder: () => new AppError(429, 'upload_rate_limited'),
  };

  // The entry has no JSON body; the OpenAPI document still says what the route consumes (an entry cannot).
  app.addHook('onRoute', (route) => {
    if (route.config?.endpoint?.id === uploadsEndpoints.uploadFile.id)
      route.schema = { ...route.schema, consumes: ['multipart/form-data'] };
  });

  registerEndpoints(app, uploadsEndpoints, {
    uploadFile: {
      options: { config: { rateLimit: perPerson } },
      handler: async (req, reply) => {
        const part = req.isMultipart() ? await req.file() : undefined;
        // Multipart text arrives after the request hooks: the same NUL check as every other input (plugins/input-guard).
        if (part) {
          try {
            assertNoNul(multipartText(part));
          } catch (err) {
            part.file.resume();
            throw err;
          }
        }
        const upload = await uploads.storeUpload(
          app.ctx,
          storage,
          currentUser(req),
          part && { field: part.fieldname, stream: part.file },
          req.query.visibility,
        );
        return reply.code(201).send(upload);
      },
    },
  });

  // The files are bytes, not JSON, and live outside /api: plain routes, hidden from the OpenAPI document.
  // Keys hold a fresh uuid, so a public object never changes: cache it for a year.
  r.get('/public-objects/*', { schema: { hide: true, params: WildcardParams } }, async (req, reply) => {
    const key = req.params['*'];
    return sendObject(req, reply, key, await uploads.publicObject(storage, key), 'public, max-age=31536000, immutable');
  });

  r.get(
    '/objects/*',
    { onRequest: app.requireUser, schema: { hide: true, params: WildcardParams } },
    async (req, reply) => {
      const path = req.params['*'];
      return sendObject(
        req,
        reply,
        path,
        await uploads.privateObject(app.ctx, storage, currentUser(req), path),
        'private, max-age=300',
      );
    },
  );
}
