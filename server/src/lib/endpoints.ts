import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
  onRequestHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth, BodyOf, Endpoint, EndpointSpec, ParamsOf, QueryOf, ReplyOf, User } from '@esn/contract';
import { unauthorized } from './errors';

/** The request a handler gets: params, query and body parsed by the entry's schemas. */
type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

type Handler<E extends EndpointSpec> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ReplyOf<E> | FastifyReply> | ReplyOf<E> | FastifyReply;

/** Route options an entry does not own (limits, body size, extra hooks); auth and schema always come from the entry. */
type Extras = Omit<RouteShorthandOptions, 'onRequest' | 'schema'>;

type HandlerEntry<E extends EndpointSpec> = Handler<E> | { options: Extras; handler: Handler<E> };

/** One handler for each entry of a table, no more, no fewer (the type says so, and registration checks it). */
export type Handlers<T extends Record<string, Endpoint>> = { [K in keyof T]: HandlerEntry<T[K]> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry a route was registered from (every /api route has one; app.ts refuses any other). */
    endpoint?: Endpoint;
  }
}

/** The signed-in person of a request to a `user` or `admin` endpoint (their auth hook has set it). */
export function currentUser(req: FastifyRequest): User {
  if (!req.user) throw unauthorized();
  return req.user;
}

function authHook(app: FastifyInstance, auth: Auth): onRequestHookHandler[] {
  switch (auth) {
    case 'public':
      return [];
    case 'optional':
      return [app.optionalUser];
    case 'user':
      return [app.requireUser];
    case 'admin':
      return [app.requireAdmin];
  }
}

/**
 * Registers a feature's routes from its contract table: method, path, schemas, summary, operationId and the auth hook
 * all come from the entry, so a route cannot be public by a forgotten option.
 */
export function registerEndpoints<T extends Record<string, Endpoint>>(
  app: FastifyInstance,
  table: T,
  handlers: Handlers<T>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const id of Object.keys(handlers)) {
    if (!(id in table)) throw new Error(`Handler "${id}" has no entry in the endpoint table`);
  }
  for (const [id, endpoint] of Object.entries(table)) {
    const entry = handlers[id as keyof T] as unknown as HandlerEntry<EndpointSpec> | undefined;
    if (!entry) throw new Error(`Endpoint "${id}" (${endpoint.method} ${endpoint.path}) has no handler`);
    const { handler, options } = typeof entry === 'function' ? { handler: entry, options: {} as Extras } : entry;
    r.route({
      ...options,
      method: endpoint.method,
      url: endpoint.path,
      onRequest: authHook(app, endpoint.auth),
      config: { ...options.config, endpoint },
      schema: {
        operationId: endpoint.id,
        summary: endpoint.summary,
        ...(endpoint.description ? { description: endpoint.description } : {}),
        tags: [endpoint.tag],
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: responsesOf(endpoint),
      },
      handler: handler as never,
    });
  }
}

/** Fastify's response schemas: a `null` entry (no body) is left to the route, which sends nothing. */
function responsesOf(endpoint: Endpoint): Record<number, unknown> {
  const out: Record<number, unknown> = {};
  for (const [status, schema] of Object.entries(endpoint.responses)) if (schema) out[Number(status)] = schema;
  return out;
}

/**
 * From here on, an `/api` route registered any other way than from a table is refused at start-up: it could skip its
 * auth or be missing from the document. (The OpenAPI pages under /api/docs are the one exception.)
 */
export function requireEndpointEntries(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const api = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (api && !route.config?.endpoint) {
      throw new Error(
        `${String(route.method)} ${route.url} is not in an endpoint table (contract/src/<feature>/endpoints.ts)`,
      );
    }
  });
}
