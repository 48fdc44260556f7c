import { DEFAULT_LANGUAGE, ErrorBody, STORAGE_KEYS } from '@esn/contract';
import type { QueryFunction } from '@tanstack/react-query';
import i18next from 'i18next';
import { readStorage } from './storage';

/** Non-2xx answer. `message` follows spec §8 ("status: body"); `body` keeps the parsed JSON for display. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }
}

function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The server translates its messages from Accept-Language, so it must follow the UI language. */
export function currentLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? DEFAULT_LANGUAGE;
}

export function isAdminApi(url: string): boolean {
  return url.includes('/api/admin');
}

function buildHeaders(url: string, hasBody: boolean, extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  headers.set('Accept-Language', currentLanguage());
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (isAdminApi(url)) {
    const token = readStorage('local', STORAGE_KEYS.adminToken);
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  return headers;
}

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  json?: unknown;
}

export function apiFetch(url: string, { json, headers, ...init }: ApiFetchInit = {}): Promise<Response> {
  const hasBody = json !== undefined;
  return fetch(url, {
    ...init,
    credentials: 'include',
    headers: buildHeaders(url, hasBody, headers),
    body: hasBody ? JSON.stringify(json) : undefined,
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

export async function apiRequest<T>(method: string, url: string, json?: unknown): Promise<T> {
  const res = await apiFetch(url, { method, json });
  await throwIfResNotOk(res);
  return (await readJson(res)) as T;
}

export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
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
