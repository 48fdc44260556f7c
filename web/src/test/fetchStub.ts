export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces fetch with a router of the given handlers (first matching "METHOD /path" or "/path" key);
 * unknown calls answer 404 so a missing stub shows up as a failed assertion, not a hang.
 */
export function stubFetch(routes: Record<string, Handler | Response | unknown>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const entry = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined);
    if (entry === undefined) return jsonResponse(404, { message: 'not stubbed' }, 'Not Found');
    if (typeof entry === 'function') return (entry as Handler)(url, init);
    if (entry instanceof Response) return entry.clone();
    return jsonResponse(200, entry);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The calls made to a URL, with their parsed JSON bodies. */
export function callsTo(mock: ReturnType<typeof stubFetch>, method: string, url: string) {
  return mock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET').toUpperCase() === method)
    .map(([, init]) => ({
      init: init ?? {},
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}
