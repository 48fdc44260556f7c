import type { FastifyRequest } from 'fastify';

/**
 * What the logs may hold: the error (its class, message and code, the constraint or table it names, its stack), the
 * route and ids. Never what people sent or what we store for them: a failed query's parameters (Drizzle puts them
 * in the error's message and `params`), PostgreSQL's `detail` ("Failing row contains (…)", "Key (email)=(…)"), the
 * values it quotes in a message, request bodies, query strings, cookies, tokens, password hashes, e-mail addresses.
 * Errors are rebuilt from a list of harmless fields rather than stripped of known harmful ones: a driver that adds
 * a field tomorrow does not leak it.
 */

/** Fields of an error (pg, PGlite, Node, Fastify) that name what failed without quoting any value. */
const SAFE_FIELDS = [
  'code',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'severity',
  'statusCode',
  'errno',
  'syscall',
];

const scrubs: [RegExp, string][] = [
  // Drizzle: "Failed query: <sql>\nparams: <every value, comma-separated>": the statement stays, its values go.
  [/\nparams: [\s\S]*$/, '\nparams: [redacted]'],
  // PostgreSQL quotes the offending value after a colon: invalid input syntax for type uuid: "…", out of range: "…".
  [/: "(?:[^"\\]|\\.)*"/g, ': "[redacted]"'],
  [/\$argon2(?:id|i|d)\$[^\s,)"']*/g, '[password hash]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[e-mail]'],
];

function scrubText(text: string): string {
  return scrubs.reduce((t, [re, by]) => t.replace(re, by), text);
}

type ErrorLike = { name?: unknown; message?: unknown; stack?: unknown; cause?: unknown; errors?: unknown } & Record<
  string,
  unknown
>;

export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** An error as the log shows it: class, scrubbed message and stack, the safe fields, its causes likewise. */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: scrubText(String(err)), stack: '' };
  const e = err as ErrorLike;
  const type =
    typeof e.constructor?.name === 'string' && e.constructor.name !== 'Object'
      ? e.constructor.name
      : String(e.name ?? 'Error');
  const message = typeof e.message === 'string' ? scrubText(e.message) : '';
  // The stack repeats the message before its frames: keep the frames under the scrubbed message.
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const out: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const key of SAFE_FIELDS) {
    const v = e[key];
    if (typeof v === 'string' || typeof v === 'number') out[key] = typeof v === 'string' ? scrubText(v) : v;
  }
  if (depth < 5) {
    if (e.cause !== undefined) out.cause = serializeError(e.cause, depth + 1);
    if (Array.isArray(e.errors)) out.errors = e.errors.slice(0, 10).map((x) => serializeError(x, depth + 1));
  }
  return out;
}

/** A request as the log shows it: the method, the path without its query string (search text, tokens), the route. */
function serializeRequest(req: FastifyRequest) {
  return { method: req.method, url: req.url.split('?')[0], route: req.routeOptions?.url, id: req.id };
}

/**
 * Keys that never reach a log line, at the top of a logged object or one level down. pino's `redact` is the second
 * line: the serializers above are the first, and log calls pass ids and names, not bodies.
 */
const REDACT = [
  'body',
  'password',
  'passwordHash',
  'email',
  'to',
  'token',
  'params',
  'query',
  'detail',
  'where',
  'cookie',
  'authorization',
];
const redact = {
  paths: [
    ...REDACT,
    ...REDACT.map((k) => `*.${k}`),
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
  ],
  censor: '[redacted]',
};

/** Logger options every logger of the app gets, whatever level or destination the caller chose. */
export const safeLogging = {
  redact,
  serializers: { err: (err: Error) => serializeError(err), req: serializeRequest },
};
