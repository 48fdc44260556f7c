import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, type Auth, type Endpoint } from '@esn/contract';
import { bucketOf } from './write-limits';

type Json = Record<string, unknown>;
/** What the document needs to know about a route that its schema does not say. */
type RouteFacts = { auth: Auth; limited: boolean; bodiless: string[] };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Fastify's `/:id` as OpenAPI's `/{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const listOf = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const errorResponse = (description: string, retryAfter = false): Json => ({
  description,
  ...(retryAfter
    ? {
        headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
      }
    : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

const ERROR_RESPONSES: Record<string, Json> = {
  BadRequest: errorResponse(
    'The request is malformed or fails validation (`code`: `validation`, `malformed_json`, …; `issues` name the fields)',
  ),
  Unauthorized: errorResponse('Not signed in, or the session or token has expired (`code`: `unauthorized`)'),
  Forbidden: errorResponse(
    'Signed in, but not allowed to do this to this resource (`code`: `forbidden`, `admin_only`, …)',
  ),
  NotFound: errorResponse('Nothing with that id or name (`code`: `not_found` or a more precise one)'),
  TooManyRequests: errorResponse(
    'Too many requests; try again after Retry-After seconds (`code`: `rate_limited`, `write_rate_limited`, …)',
    true,
  ),
  ServiceUnavailable: errorResponse(
    'The database is unavailable for a moment; try again after Retry-After seconds (`code`: `database_unavailable`)',
    true,
  ),
};

const endpointOf = (route: RouteOptions) => (route.config as { endpoint?: Endpoint } | undefined)?.endpoint;

const BODILESS: Record<string, string> = { '204': 'Done; nothing to answer', '302': 'Sent elsewhere (Location)' };

/** Public routes that use the session when one is sent (signing out ends it). */
const OPTIONAL_SESSION = new Set(['post /api/auth/logout', 'get /api/logout']);

const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Registration, signing in and out, passwords, e-mail verification',
  admin: 'Administration: settings, tokens, users, moderation (admin session or bearer token)',
};

const DESCRIPTION = [
  'The HTTP API of eSportsCV, the esports social network: profiles, teams, posts, messages, tournaments, leagues, matches and transfers.',
  '',
  'Authentication: a browser signs in with `POST /api/auth/login` and is then known by the signed `sid` session cookie.',
  'Administrator tools can instead send an admin token (`POST /api/admin/tokens`) as `Authorization: Bearer …`.',
  'State-changing requests from a browser must come from the site itself (same-origin check).',
  '',
  'Errors are JSON `{ message, code, issues? }` (`ErrorBody`): `message` is in the language of `Accept-Language` (Turkish or English),',
  '`code` is stable. Writes are rate limited per person (429 with Retry-After).',
].join('\n');

/**
 * The OpenAPI document at /api/docs (JSON at /api/docs/json), complete enough for a stranger and a linter: OpenAPI 3.1
 * (JSON Schema 2020-12, so a nullable enum admits `null`), every operation with an operationId, a summary, its security
 * and its error answers. The operationId, summary and schemas come from each route's contract entry (lib/endpoints.ts);
 * security, error answers and bodiless answers are derived here from the entry's auth, parameters and rate limits.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    const facts = new Map<string, RouteFacts>();

    const transform: typeof jsonSchemaTransform = (document) => {
      const route = (document as unknown as { route: RouteOptions }).route;
      const endpoint = endpointOf(route);
      // A route without an entry is no /api route (hidden from the document) or one of the document's own pages.
      if (!endpoint) return jsonSchemaTransform(document);
      const hasOwnLimit = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
      for (const method of listOf(route.method)) {
        facts.set(`${method.toLowerCase()} ${openapiPath(document.url)}`, {
          auth: endpoint.auth,
          // Route limits (config.rateLimit), the per-person write limits (write-limits.ts) and the sign-in limiter.
          limited: hasOwnLimit || bucketOf(method, route.url, hasOwnLimit) !== null || /\/login$/.test(route.url),
          // Answers the entry declares without a body (204, a redirect): the schema cannot say them.
          bodiless: Object.entries(endpoint.responses)
            .filter(([, schema]) => schema === null)
            .map(([status]) => status),
        });
      }
      return jsonSchemaTransform(document);
    };

    const transformObject = ({ openapiObject }: { openapiObject: Json }) => {
      const doc = openapiObject as Json & { paths: Record<string, Record<string, Json>>; components?: Json };
      const errorBody = z.toJSONSchema(ErrorBody, { target: 'draft-2020-12', io: 'output' }) as Json;
      delete errorBody.$schema;
      doc.components = {
        ...doc.components,
        schemas: { ...(doc.components?.schemas as Json), ErrorBody: errorBody },
        responses: ERROR_RESPONSES,
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'The signed session cookie set by POST /api/auth/login',
          },
          adminToken: { type: 'http', scheme: 'bearer', description: 'An admin token from POST /api/admin/tokens' },
        },
      };
      const tags = new Set<string>();
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const method of METHODS) {
          const op = item[method] as
            (Json & { responses?: Record<string, Json>; parameters?: { in: string }[]; tags?: string[] }) | undefined;
          if (!op) continue;
          // operationId and summary come with the schema (lib/endpoints.ts); auth, limits and bodiless answers here.
          const fact = facts.get(`${method} ${path}`);
          if (!fact) throw new Error(`${method} ${path} is documented but was not registered from an endpoint table`);
          op.security =
            fact.auth === 'admin'
              ? [{ adminToken: [] }, { session: [] }]
              : fact.auth === 'user'
                ? [{ session: [] }]
                : fact.auth === 'optional' || OPTIONAL_SESSION.has(`${method} ${path}`)
                  ? [{}, { session: [] }]
                  : [];
          for (const tag of op.tags ?? []) tags.add(tag);

          const responses = (op.responses ??= {});
          for (const status of fact.bodiless) responses[status] ??= { description: BODILESS[status] ?? 'No content' };
          const add = (status: string, name: string) => {
            responses[status] ??= { $ref: `#/components/responses/${name}` };
          };
          const params = op.parameters ?? [];
          if (op.requestBody || params.length > 0) add('400', 'BadRequest');
          if (fact.auth !== 'public') add('401', 'Unauthorized');
          // Admin routes refuse other people; signed-in routes that act on a resource (a path id, a write) refuse
          // those without the right to it (not its owner or manager, blocked, …).
          const acts = params.some((p) => p.in === 'path') || method !== 'get';
          if (fact.auth === 'admin' || (fact.auth === 'user' && acts)) add('403', 'Forbidden');
          if (params.some((p) => p.in === 'path')) add('404', 'NotFound');
          if (fact.limited) add('429', 'TooManyRequests');
          // Everything but liveness reads the database (or the session in it).
          if (path !== '/api/health') add('503', 'ServiceUnavailable');
        }
      }
      // GET /api/logout is a link a person follows: it answers a redirect to the home page, never JSON.
      const logout = doc.paths['/api/logout']?.get;
      if (logout) {
        logout.responses = {
          '302': {
            description:
              'Signed out (when the browser says it is the person’s own navigation) and sent to the home page',
            headers: { Location: { description: 'Always `/`', schema: { type: 'string' } } },
          },
        };
      }
      // The CV's link preview card is an image, not JSON; a client holding its version (ETag) gets a 304.
      const card = doc.paths['/api/cv/{ref}/card.png']?.get;
      if (card) {
        card.responses = {
          ...(card.responses as Record<string, Json>),
          '200': {
            description: 'The card (1200×630), with its version as ETag',
            content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } },
          },
          '304': { description: 'Not modified: the If-None-Match version is the current one' },
        };
      }
      // The calendar feed is an iCalendar file for calendar apps, not JSON.
      const calendar = doc.paths['/api/calendar/{token}.ics']?.get;
      if (calendar) {
        calendar.responses = {
          ...(calendar.responses as Record<string, Json>),
          '200': {
            description: 'The feed (RFC 5545): one VEVENT per match or tournament date, with stable UIDs',
            content: { 'text/calendar': { schema: { type: 'string', contentMediaType: 'text/calendar' } } },
          },
        };
      }
      doc.servers = [{ url: '/', description: 'This server' }];
      doc.tags = [...tags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `The ${name} API` }));
      return doc;
    };

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'eSportsCV API',
          version: '1.0.0',
          description: DESCRIPTION,
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
      },
      transform,
      transformObject: transformObject as never,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi', dependencies: ['auth'] },
);
