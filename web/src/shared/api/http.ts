import { DEFAULT_LANGUAGE, STORAGE_KEYS, type ErrorBody } from '@esn/contract';
import type { QueryFunction } from '@tanstack/react-query';
import i18next from 'i18next';
import { readStorage } from '../lib/storage';

/** Non-2xx answer. `message` follows spec §8 ("status: body"); `body` keeps the parsed JSON for display. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  /** The language the server wrote `body.message` in (the request's Accept-Language). */
  readonly language: string;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
    this.language = currentLanguage();
    // The texts that show this error again in another language after a switch (shared/lib/errorMessage.ts):
    // fetched with the first coded error, not on every first page; i18next then keeps them for each language.
    if (this.body?.code) void i18next.loadNamespaces(ERROR_CODES_NAMESPACE);
  }
}

/** The web's copy of server/src/lib/messages.ts (`codes.<code>`, `fields.<issue key>`), generated and test-kept. */
export const ERROR_CODES_NAMESPACE = 'errorCodes';

/**
 * Our server's error answers have the contract's `ErrorBody` shape; this checks the fields the app reads
 * without the zod schema, which would put zod (~25 KB gzip) on every page, the landing page included.
 */
function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const body: unknown = JSON.parse(text);
    return isErrorBody(body) ? body : null;
  } catch {
    return null;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { message, code, params, issues } = value as Record<string, unknown>;
  const isIssue = (issue: unknown) => {
    const { path, message: text, code: issueCode } = (issue ?? {}) as Record<string, unknown>;
    return isString(path) && isString(text) && optional(issueCode, isString);
  };
  const isParams = (v: unknown) =>
    typeof v === 'object' && v !== null && Object.values(v).every((x) => isString(x) || typeof x === 'number');
  return (
    isString(message) &&
    optional(code, isString) &&
    optional(params, isParams) &&
    optional(issues, (v) => Array.isArray(v) && v.every(isIssue))
  );
}

/** The server translates its messages from Accept-Language, so it must follow the UI language. */
export function currentLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? DEFAULT_LANGUAGE;
}

function isAdminApi(url: string): boolean {
  return url.includes('/api/admin');
}

function buildHeaders(url: string, hasBody: boolean, extra?: HeadersInit, admin = false): Headers {
  const headers = new Headers(extra);
  headers.set('Accept-Language', currentLanguage());
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (admin || isAdminApi(url)) {
    const token = readStorage('local', STORAGE_KEYS.adminToken);
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  return headers;
}

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  json?: unknown;
  /** A multipart body (an upload): the browser sets its Content-Type with the boundary. */
  form?: FormData;
  /** An admin endpoint: the admin token, when the admin area holds one, goes as a bearer token. */
  admin?: boolean;
}

export function apiFetch(url: string, { json, form, admin, headers, ...init }: ApiFetchInit = {}): Promise<Response> {
  const hasBody = json !== undefined;
  return fetch(url, {
    ...init,
    credentials: 'include',
    headers: buildHeaders(url, hasBody, headers, admin),
    body: form ?? (hasBody ? JSON.stringify(json) : undefined),
  });
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** The key's parts joined by "/" (spec §7); a trailing object (the query of `shared/api`'s keys) is the search. */
function queryKeyToUrl(queryKey: readonly unknown[]): string {
  const last = queryKey[queryKey.length - 1];
  if (typeof last !== 'object' || last === null) return queryKey.map(String).join('/');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(last)) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return queryKey.slice(0, -1).map(String).join('/') + (text ? `?${text}` : '');
}

type On401 = 'returnNull' | 'throw';

/** The generic cached read of spec §7: the key parts joined by "/", GET, JSON, and optionally 401 → null. */
export function getQueryFn({ on401 }: { on401: On401 }): QueryFunction {
  return async ({ queryKey, signal }) => {
    const res = await apiFetch(queryKeyToUrl(queryKey), { signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await readJson(res)) ?? null;
  };
}

/** A 404: an answer ("no such thing") to show, not a failure to retry. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
