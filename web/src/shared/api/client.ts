import type { QueryFilters } from '@tanstack/react-query';
import type { ArgsOf as EndpointArgs, EndpointTypes, ResultOf, Route } from '@esn/contract/endpoint';
import { apiFetch, throwIfResNotOk } from './http';

/**
 * The one way the web calls the API: a route from the contract's generated `<feature>/routes.gen.ts` (zod-free, so
 * the first page stays light) and its arguments, typed from the endpoint's entry. No `/api/` string and no `fetch`
 * live outside `shared/api` (eslint keeps it so).
 */

/**
 * What a call may add to its request: its abort signal, a cache mode and request headers (a count that must never
 * come from a cache sends `cache: 'no-store'` and no-cache headers).
 */
type CallInit = { signal?: AbortSignal; cache?: RequestCache; headers?: HeadersInit };

/** The endpoint's typed arguments, and a form for a multipart upload. */
type ArgsOf<E extends EndpointTypes> = EndpointArgs<E> & { form?: FormData };

/** The arguments are optional when the endpoint needs none (no path parameter, no required query or body). */
type ArgsParam<E extends EndpointTypes> =
  Record<string, never> extends ArgsOf<E> ? [args?: ArgsOf<E>, init?: CallInit] : [args: ArgsOf<E>, init?: CallInit];

type Loose = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; form?: FormData };

/** The route's path with its parameters filled in (each one encoded). */
function pathOf<E extends EndpointTypes>(route: Route<E>, args?: ArgsOf<E>): string {
  const params = (args as Loose | undefined)?.params ?? {};
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${route.id}: missing path parameter "${name}"`);
    return encodeURIComponent(String(value as string | number));
  });
}

/** `?a=1&b=x`, leaving out what is undefined, null or an empty string; arrays repeat their key. */
function searchOf(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item as string | number | boolean));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The full URL of a call (for a link or an `<img>`): path and query. */
export function urlOf<E extends EndpointTypes>(route: Route<E>, ...[args]: ArgsParam<E>): string {
  return pathOf(route, args) + searchOf((args as Loose | undefined)?.query);
}

/**
 * Calls the endpoint and answers its raw response, for what is not JSON to parse (a download with its suggested file
 * name); a non-2xx answer throws an `ApiError` (status and the server's translated message).
 */
export async function callRaw<E extends EndpointTypes>(
  route: Route<E>,
  ...[args, init]: ArgsParam<E>
): Promise<Response> {
  const loose = (args ?? {}) as Loose;
  const res = await apiFetch(urlOf(route, args as never), {
    method: route.method,
    json: loose.body,
    form: loose.form,
    admin: route.auth === 'admin',
    signal: init?.signal,
    cache: init?.cache,
    headers: init?.headers,
  });
  await throwIfResNotOk(res);
  return res;
}

/** Calls the endpoint; a non-2xx answer throws an `ApiError` (status and the server's translated message). */
export async function call<E extends EndpointTypes>(
  route: Route<E>,
  ...[args, init]: ArgsParam<E>
): Promise<ResultOf<E>> {
  const res = await callRaw(route, ...([args, init] as ArgsParam<E>));
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as ResultOf<E>;
}

/**
 * The cache key of a read: the filled path, then the query when there is one. Joined by "/" the path parts are the
 * URL, as spec §7's generic cached reads want, and one feature's key for another's data is the same key.
 */
export function queryKey<E extends EndpointTypes>(route: Route<E>, ...[args]: ArgsParam<E>) {
  const query = (args as Loose | undefined)?.query;
  const path = pathOf(route, args);
  return query && Object.values(query).some((v) => v !== undefined)
    ? ([path, stripUndefined(query)] as const)
    : ([path] as const);
}

function stripUndefined(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
}

/** The query options of a read: its key and its call, typed, for `useQuery` / `prefetchQuery` / `fetchQuery`. */
export function endpointQuery<E extends EndpointTypes>(route: Route<E>, ...[args]: ArgsParam<E>) {
  const key = queryKey(route, ...([args] as ArgsParam<E>));
  return {
    queryKey: key as readonly unknown[],
    queryFn: ({ signal }: { signal: AbortSignal }) => call(route, ...([args, { signal }] as ArgsParam<E>)),
  };
}

const patternOf = (route: Route) =>
  new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);

/**
 * The cached reads of an endpoint, for `invalidateQueries` / `setQueriesData` / `cancelQueries`: with arguments,
 * that one read (any query of it when the arguments leave the query out); without, every read of the endpoint.
 */
export function queryFilter<E extends EndpointTypes>(route: Route<E>, args?: ArgsOf<E>): QueryFilters {
  if (args !== undefined) return { queryKey: queryKey(route, ...([args] as ArgsParam<E>)) };
  const pattern = patternOf(route);
  return { predicate: (query) => typeof query.queryKey[0] === 'string' && pattern.test(query.queryKey[0]) };
}

/** The cached reads of any of these endpoints (a feature's reads, which one change makes stale together). */
export function queryFilterAny(routes: readonly Route[]): QueryFilters {
  const predicates = routes.map((route) => queryFilter(route).predicate);
  return { predicate: (query) => predicates.some((predicate) => predicate?.(query)) };
}
