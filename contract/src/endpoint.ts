import type { z } from 'zod';

/**
 * One API endpoint, declared once in its feature's `endpoints.ts`: the server registers its route from it (auth
 * included), the OpenAPI document describes it from it, and the web calls it through `shared/api` with the types it
 * gives. This module holds only types and one small function, so the zod-free route modules can share it.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anybody, a signed-in person (the default), or an administrator (session or admin token). `optional`:
 * anybody, with the session read when one is sent (the handler sees who asks, a visitor is no 401).
 */
export type Auth = 'public' | 'optional' | 'user' | 'admin';

type Schema = z.ZodType;

export interface EndpointSpec {
  method: Method;
  /** Fastify's syntax for parameters: `/api/users/:id/follow`. */
  path: `/api/${string}`;
  /** `user` when left out: a route is public only when its entry says so. */
  auth?: Auth;
  summary: string;
  description?: string;
  /** The OpenAPI tag, when not the feature's (an admin function kept with its feature). */
  tag?: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The success answers by status; `null` for an answer without a body (204, a redirect). */
  responses: Partial<Record<200 | 201 | 202 | 204 | 302, Schema | null>>;
}

export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & {
  /** The key in its feature's table: the OpenAPI `operationId`, stable and unique across the API. */
  readonly id: string;
  readonly auth: Auth;
  /** The feature: the OpenAPI tag. */
  readonly tag: string;
};

export type EndpointTable<T extends Record<string, EndpointSpec> = Record<string, EndpointSpec>> = {
  readonly [K in keyof T]: Endpoint<T[K]> & { readonly id: K };
};

/** A feature's table: each entry gets its id (its key), its tag (the feature) and `auth: 'user'` unless it says. */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(tag: string, table: T): EndpointTable<T> {
  const out: Record<string, Endpoint> = {};
  for (const [id, spec] of Object.entries(table))
    out[id] = { ...spec, id, tag: spec.tag ?? tag, auth: spec.auth ?? 'user' };
  return out as EndpointTable<T>;
}

/** What types an endpoint's calls: its schemas, nothing else (two endpoints of the same shape are one type). */
export type EndpointTypes = Pick<EndpointSpec, 'params' | 'query' | 'body' | 'responses'>;
type TypesOf<E extends EndpointTypes> = Pick<E, Extract<keyof E, 'params' | 'query' | 'body' | 'responses'>>;

type Out<S> = S extends Schema ? z.output<S> : undefined;
type In<S> = S extends Schema ? z.input<S> : undefined;

/** What the server's handler receives (validated and parsed). */
export type ParamsOf<E extends EndpointTypes> = Out<E['params']>;
export type QueryOf<E extends EndpointTypes> = Out<E['query']>;
export type BodyOf<E extends EndpointTypes> = Out<E['body']>;

type SuccessSchemas<E extends EndpointTypes> = E['responses'][keyof E['responses']];
/** What a handler may return (before serialization) and what a client gets back (after it). */
export type ReplyOf<E extends EndpointTypes> =
  SuccessSchemas<E> extends infer S ? (S extends Schema ? z.input<S> : void) : never;
export type ResultOf<E extends EndpointTypes> =
  SuccessSchemas<E> extends infer S ? (S extends Schema ? z.output<S> : void) : never;

/** An optional key when every field of the input is optional (a page query), a required one otherwise. */
type Arg<K extends string, S> = S extends Schema
  ? Record<string, never> extends In<S>
    ? { [P in K]?: In<S> }
    : { [P in K]: In<S> }
  : { [P in K]?: never };

/** What a client passes: path parameters, query and JSON body (or a form, for uploads), each typed from the entry. */
export type ArgsOf<E extends EndpointTypes> = Arg<'params', E['params']> &
  Arg<'query', E['query']> &
  Arg<'body', E['body']>;

/**
 * The zod-free face of an endpoint for the browser (generated into `<feature>/routes.gen.ts`): its id, method, path
 * and auth at run time, and the entry's types through a phantom field, so `call()` is typed without loading zod.
 */
export type Route<E extends EndpointTypes = EndpointTypes> = {
  readonly id: string;
  readonly method: Method;
  readonly path: string;
  readonly auth: Auth;
  readonly __endpoint?: E;
};

export function route<E extends EndpointTypes>(
  id: string,
  method: Method,
  path: string,
  auth: Auth,
): Route<TypesOf<E>> {
  return { id, method, path, auth };
}
