import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, multipartBody } from '../src/modules/uploads/test-fixtures';
import { adminUser, createTestApp, onboardedUser, type TestApp } from './helper';

/**
 * Hostile input against every operation the OpenAPI document lists (so an endpoint added later is covered without
 * touching this file): a NUL byte in each path parameter, query parameter, string field of the body and multipart
 * field; broken cursors on every list that pages; year-0 and year-10000 dates in date fields; numbers past any column.
 * Whatever is refused must be refused with a 4xx, never a 500, and a NUL byte is never accepted.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  nullable?: boolean;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const NUL = 'a\u0000b';
const b64 = (s: string) => Buffer.from(s).toString('base64url');
const hostileCursors = (id: string) => [
  b64('+275760-09-13T00:00:00.000Z|x'),
  b64(`+275760-09-13T00:00:00.000Z|${id}`),
  b64('0000-01-01|notauuid'),
  b64(`0000-01-01T00:00:00.000Z|${id}`),
  b64(`-000001-01-01T00:00:00.000Z|${id}`),
  b64(`2024-01-01T00:00:00.000Z|${id.slice(0, 35)}g`),
  b64(JSON.stringify({ at: '0000-01-01T00:00:00.000000Z', id })),
  b64(JSON.stringify({ at: '2024-13-45T25:61:61.000000Z', id })),
  b64(JSON.stringify({ at: '2024-01-01T00:00:00.000000Z', id, mutual: 1e300, games: 0, teams: 0, roles: 0 })),
  b64(JSON.stringify(['+275760-09-13T00:00:00.000Z', id])),
  b64(JSON.stringify(['0000-01-01T00:00:00.000Z', id])),
  b64(JSON.stringify([1e300, id])),
  b64(JSON.stringify([1, 1e300, id])),
  b64('1e308'),
  b64('-1'),
  b64(`${'9'.repeat(40)}`),
  '!!not*base64~~',
  'AAAAAAAA',
  b64('\u0000'),
  b64('\u0000|\u0000'),
];

const PATTERN_CANDIDATES = ['TR', 'abc_123', 'abc', 'abc-def', '#ff0000', 'https://example.test/x', '2024-01-01'];

/**
 * A plausible value for a JSON schema; `all` fills optional fields too (so that each string field can take its turn),
 * else only the required ones (a body that passes validation more often).
 */
function sample(s: Schema | undefined, name = '', all = true): unknown {
  if (!s) return 'abc';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined && typeof s.default !== 'object') return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return sample(alt.find((x) => x.type !== 'null') ?? alt[0], name, all);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((x) => sample(x, name, all) as object));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string': {
      if (s.format === 'date-time') return new Date(Date.now() + 7 * 86_400_000).toISOString();
      if (s.format === 'date') return '2000-01-01';
      if (s.format === 'email' || /email/i.test(name)) return `f${randomUUID().slice(0, 8)}@example.test`;
      if (s.format === 'uuid' || /id$/i.test(name)) return randomUUID();
      if (s.pattern) {
        const re = new RegExp(s.pattern);
        return PATTERN_CANDIDATES.find((c) => re.test(c)) ?? 'abc';
      }
      const len = Math.min(Math.max(s.minLength ?? 0, 8), s.maxLength ?? 8);
      return 'abcdefgh12345678'.repeat(8).slice(0, len);
    }
    case 'integer':
    case 'number':
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 0, 1) }, () => sample(s.items, name, all));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {}))
        if (all || s.required?.includes(k)) out[k] = sample(v, k, all);
      return out;
    }
    case undefined:
    default:
      return 'abc';
  }
}

/** Paths (as key lists) of every string leaf in a value. */
function numberLeaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'number') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => numberLeaves(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => numberLeaves(v, [...at, k]));
  return [];
}

function stringLeaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...at, k]));
  return [];
}

/** Paths of the date and date-time fields of a schema, with their format. */
function dateFields(
  s: Schema | undefined,
  at: (string | number)[] = [],
): { path: (string | number)[]; format: string }[] {
  if (!s) return [];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return dateFields(alt.find((x) => x.type !== 'null') ?? alt[0], at);
  if (s.format === 'date' || s.format === 'date-time') return [{ path: at, format: s.format }];
  if (s.items) return dateFields(s.items, [...at, 0]);
  return Object.entries(s.properties ?? {}).flatMap(([k, v]) => dateFields(v, [...at, k]));
}

/** Dates that pass a four-digit-year pattern but that PostgreSQL cannot store or JS cannot print back. */
const hostileDates = {
  'date-time': ['0000-01-01T00:00:00Z', '0000-01-01T00:00:00+14:00', '9999-12-31T23:59:59-12:00'],
  date: ['0000-01-01', '9999-12-31'],
};

/** `base` with `leaf` at `path`; containers that `base` lacks come from `full`. */
function withValueAt(base: unknown, full: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const from = base ?? full;
  const copy = (Array.isArray(from) ? [...from] : { ...(from as object) }) as Record<string | number, unknown>;
  const key = path[0]!;
  copy[key] = withValueAt(
    copy[key],
    (full as Record<string | number, unknown> | undefined)?.[key],
    path.slice(1),
    leaf,
  );
  return copy;
}

type Call = { method: string; url: string; payload?: unknown; headers?: Record<string, string>; kind: string };

describe('hostile input against every documented operation', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const ids: Record<string, string> = {};
  const roles: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ uploadsPerMinute: 10_000 });
    app = t.app;
    const player = await onboardedUser(app, 'player');
    const owner = await onboardedUser(app, 'team_owner');
    const admin = await adminUser(app);
    roles.player = player.cookie;
    roles.owner = owner.cookie;
    roles.admin = admin.cookie;
    ids.user = player.user.id;
    ids.nickname = player.user.nickname;
    const teams = await app.inject({ method: 'GET', url: '/api/me/teams', headers: { cookie: owner.cookie } });
    const team = teams.json() as { id: string; slug: string }[] | { items: { id: string; slug: string }[] };
    const first = Array.isArray(team) ? team[0] : team.items[0];
    ids.team = first?.id ?? randomUUID();
    ids.slug = first?.slug ?? 'no-team';
    const post = await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: player.cookie },
      payload: { type: 'text', body: 'hello #fuzz' },
    });
    ids.post = post.json<{ id: string }>().id;
  });
  afterAll(() => t?.close());

  /** A real id where the path names the thing it belongs to, so that lists with a cursor get as far as the cursor. */
  function pathValue(path: string, name: string): string {
    const before = path.slice(0, path.indexOf(`{${name}}`));
    // Never a real account or team under the admin area: a request that slipped through would suspend or delete it.
    if (path.startsWith('/api/admin/')) return randomUUID();
    if (name === 'slug') return ids.slug!;
    if (name === 'tag') return 'fuzz';
    if (name === 'teamId' || /\/teams\/$/.test(before)) return ids.team!;
    if (name === 'userId' || /\/(users|profiles|connections)\/$/.test(before)) return ids.user!;
    if (/\/posts\/$/.test(before)) return ids.post!;
    return randomUUID();
  }

  function callsFor(path: string, method: string, op: Operation): Call[] {
    const params = op.parameters ?? [];
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query');
    const values = Object.fromEntries(pathParams.map((p) => [p.name, pathValue(path, p.name)]));
    const url = (pv: Record<string, string>, query: Record<string, string>) => {
      const p = path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(pv[n]!));
      const qs = new URLSearchParams(query).toString();
      return qs ? `${p}?${qs}` : p;
    };
    const baseQuery: Record<string, string> = {};
    for (const q of queryParams) if (q.required) baseQuery[q.name] = String(sample(q.schema, q.name));
    const content = op.requestBody?.content ?? {};
    const jsonSchema = content['application/json']?.schema;
    const body = jsonSchema ? sample(jsonSchema, '', false) : undefined;
    const fullBody = jsonSchema ? sample(jsonSchema) : undefined;
    const M = method.toUpperCase();
    const calls: Call[] = [];

    for (const p of pathParams)
      calls.push({ method: M, url: url({ ...values, [p.name]: NUL }, baseQuery), payload: body, kind: 'nul-path' });
    for (const q of queryParams)
      calls.push({ method: M, url: url(values, { ...baseQuery, [q.name]: NUL }), payload: body, kind: 'nul-query' });
    // Every operation takes at least this one: a query string it never declared.
    calls.push({ method: M, url: url(values, { ...baseQuery, zzz: NUL }), payload: body, kind: 'nul-query' });
    if (body !== undefined) {
      for (const leaf of stringLeaves(fullBody)) {
        calls.push({
          method: M,
          url: url(values, baseQuery),
          payload: withValueAt(body, fullBody, leaf, NUL),
          kind: 'nul-body',
        });
      }
      for (const leaf of numberLeaves(fullBody)) {
        for (const v of [1e300, -1e300, 2 ** 31, 2 ** 53, 0.5])
          calls.push({
            method: M,
            url: url(values, baseQuery),
            payload: withValueAt(body, fullBody, leaf, v),
            kind: 'number',
          });
      }
      for (const { path: at, format } of dateFields(jsonSchema)) {
        for (const d of hostileDates[format as keyof typeof hostileDates]) {
          calls.push({
            method: M,
            url: url(values, baseQuery),
            payload: withValueAt(body, fullBody, at, d),
            kind: 'date',
          });
        }
      }
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        calls.push({ method: M, url: url(values, baseQuery), payload: { ...body, [NUL]: 'x' }, kind: 'nul-body' });
      }
    }
    if (
      content['multipart/form-data'] ||
      (op as { consumes?: string[] }).consumes?.includes('multipart/form-data') ||
      /uploads$/.test(path)
    ) {
      for (const parts of [
        [
          { field: 'note', data: Buffer.from(NUL), plain: true },
          { data: fixtures.png(), filename: 'a.png', contentType: 'image/png' },
        ],
        [{ data: fixtures.png(), filename: NUL, contentType: 'image/png' }],
      ]) {
        const mp = multipartBody(parts);
        calls.push({
          method: M,
          url: url(values, baseQuery),
          payload: mp.payload,
          headers: mp.headers,
          kind: 'nul-multipart',
        });
      }
    }
    for (const q of queryParams) {
      for (const v of ['1e300', '-1e300', '99999999999999999999', '2147483648'])
        calls.push({ method: M, url: url(values, { ...baseQuery, [q.name]: v }), kind: 'number' });
    }
    for (const name of ['cursor', 'before']) {
      if (!queryParams.some((q) => q.name === name)) continue;
      for (const c of hostileCursors(randomUUID()))
        calls.push({ method: M, url: url(values, { ...baseQuery, [name]: c }), kind: 'cursor' });
    }
    return calls;
  }

  it('answers no hostile request with a 5xx, as a player, a team owner and an admin', async () => {
    const doc = app.swagger() as unknown as OpenApi;
    const failures: string[] = [];
    const byKind: Record<string, number> = {};
    let operations = 0;
    let calls = 0;
    let cursorOps = 0;
    let rejected = 0;
    const started = Date.now();
    // Those that end the session (sign out, delete the account) last: were one to succeed, the rest would only meet 401s.
    const ending = (path: string, method: string) => /logout/.test(path) || (path === '/api/me' && method === 'delete');
    const ops = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
      .filter(({ method }) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .sort((a, b) => Number(ending(a.path, a.method)) - Number(ending(b.path, b.method)));
    const signedIn = async () => {
      for (const [role, cookie] of Object.entries(roles)) {
        const res = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
        if (res.statusCode !== 200)
          failures.push(`${role} was signed out by a hostile request before the operations that sign out`);
      }
    };
    let checked = false;
    for (const { path, method, op } of ops) {
      {
        if (ending(path, method) && !checked) {
          checked = true;
          await signedIn();
        }
        operations++;
        const list = callsFor(path, method, op);
        if (list.some((c) => c.kind === 'cursor')) cursorOps++;
        for (const [role, cookie] of Object.entries(roles)) {
          for (const c of list) {
            const res: LightMyRequestResponse = await app.inject({
              method: c.method as 'GET',
              url: c.url,
              ...(c.payload !== undefined ? { payload: c.payload as string } : {}),
              headers: { cookie, 'accept-language': 'en', ...c.headers },
            });
            calls++;
            byKind[c.kind] = (byKind[c.kind] ?? 0) + 1;
            const refused = res.statusCode === 400 ? res.json<{ code?: string }>().code : undefined;
            if (refused === 'invalid_characters' || refused === 'invalid_cursor') rejected++;
            // A NUL byte never gets through: refused at the edge, or earlier (401/403 for a route this role may not use).
            if (c.kind.startsWith('nul') && res.statusCode < 400)
              failures.push(`${role} ${c.kind} ${c.method} ${c.url} → ${res.statusCode} accepted a NUL`);
            if (res.statusCode >= 500)
              failures.push(`${role} ${c.kind} ${c.method} ${c.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    console.log(
      `fuzz: ${operations} operations (${cursorOps} with a cursor), ${calls} calls ${JSON.stringify(byKind)}, ` +
        `${rejected} refused as invalid_characters/invalid_cursor, ${failures.length} failures (5xx or NUL accepted), ${Date.now() - started} ms`,
    );
    if (failures.length) console.log(failures.join('\n'));
    expect(operations).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  }, 120_000);
});
