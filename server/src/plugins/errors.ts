import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@esn/contract';
import { databaseUnavailable, RETRY_AFTER_SECONDS, transactionConflict } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { issueMessage, type RawIssue } from '../lib/issues';
import { requestLang } from '../lib/language';
import { errorMessage, fieldMessage } from '../lib/messages';

/** Fastify's own client errors, mapped to our codes so that bad input is a clear 4xx, never a 500. */
const fastifyCodes: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed_json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'malformed_json'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_VALIDATION: [400, 'validation'],
};

const byStatus: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** The request a log line is about: method, route and path (its ids), never the query string or the body. */
const where = (req: FastifyRequest) => ({
  method: req.method,
  route: req.routeOptions.url,
  path: req.url.split('?')[0],
});

export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  extra?: Partial<ErrorBody>,
  params?: Record<string, string | number>,
) {
  const body: ErrorBody = {
    message: errorMessage(code, requestLang(req), params),
    code,
    ...(params && Object.keys(params).length > 0 && { params }),
    ...extra,
  };
  return reply.code(status).send(body);
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      // An AppError about fields (a NUL byte in one, a deadline in the past) names them in `issues`.
      if (err instanceof AppError) {
        const lang = requestLang(req);
        const issues = err.fields.map((f) => ({
          path: f.path,
          code: f.key ?? err.code,
          message: (f.key && fieldMessage(f.key, lang)) || errorMessage(err.code, lang, err.params),
        }));
        return sendError(req, reply, err.statusCode, err.code, issues.length ? { issues } : undefined, err.params);
      }

      if (hasZodFastifySchemaValidationErrors(err)) {
        const lang = requestLang(req);
        const issues = err.validation.map((v) => {
          const raw = { ...v.params, code: v.keyword, message: v.message, path: v.instancePath } as RawIssue;
          const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
          return { path, code: v.keyword, message: issueMessage(raw, lang) };
        });
        return sendError(req, reply, 400, 'validation', { issues });
      }

      const mapped = err.code ? fastifyCodes[err.code] : undefined;
      if (mapped) return sendError(req, reply, mapped[0], mapped[1]);

      // A database restart or failover: the request can simply be tried again shortly. Not a bug, so no stack.
      // So is a transaction that lost to concurrent ones on every try (see runAgainOnConflict in lib/outbox.ts).
      const unavailable = databaseUnavailable(err) ?? transactionConflict(err);
      if (unavailable) {
        req.log.warn({ reason: unavailable, ...where(req) }, 'database unavailable; answered 503');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return sendError(req, reply, 503, 'database_unavailable');
      }

      const status = err.statusCode ?? 500;
      if (status < 500) return sendError(req, reply, status, byStatus[status] ?? 'validation');

      req.log.error({ err, ...where(req) }, 'unhandled error');
      return sendError(req, reply, 500, 'internal');
    });
  },
  { name: 'errors' },
);
