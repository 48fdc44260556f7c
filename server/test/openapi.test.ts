import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, seedDemo } from '../src/seed/demo';
import { seedDemoContent } from '../src/seed/demo-content';
import type { paths } from './generated/api';
import { createTestApp, sessionCookieOf, type TestApp } from './helper';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema?: Json }>; $ref?: string }>;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
};

/** The team page as the generated client sees it: `viewer.role` may be null (a stranger's view). */
type TeamPage = paths['/api/teams/slug/{slug}']['get']['responses']['200']['content']['application/json'];

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Doc>();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method]! })),
  );

describe('the OpenAPI document', () => {
  // `npm run openapi:types -w server` rewrites the file after an API change.
  it('has its client types committed: test/generated/api.d.ts is openapi-typescript’s output for it', async () => {
    const file = join(import.meta.dirname, 'generated', 'api.d.ts');
    const types = COMMENT_HEADER + astToString(await openapiTS(doc as never));
    if (process.env.OPENAPI_WRITE_TYPES) writeFileSync(file, types);
    expect(
      readFileSync(file, 'utf8') === types,
      'test/generated/api.d.ts is stale: npm run openapi:types -w server',
    ).toBe(true);
    const strangersView: TeamPage['viewer'] = { ...({} as NonNullable<TeamPage['viewer']>), role: null };
    expect(strangersView?.role).toBeNull();
  });

  it('passes redocly lint (recommended rules) without an error', { timeout: 120_000 }, async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'esn-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
    const run = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--extends=recommended', '--format=json'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err: { stdout: string }) => err);
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; severity: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    const warnings = new Map<string, number>();
    for (const p of report.problems)
      if (p.severity === 'warn') warnings.set(p.ruleId, (warnings.get(p.ruleId) ?? 0) + 1);
    console.log(
      `redocly lint: ${operations().length} operations, ${report.totals.errors} errors, ${report.totals.warnings} warnings ` +
        JSON.stringify(Object.fromEntries(warnings)),
    );
    if (process.env.OPENAPI_LINT_VERBOSE)
      for (const p of report.problems) console.log(p.severity, p.ruleId, p.message, p.location[0]?.pointer);
    expect(errors.slice(0, 20)).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary, its security and its error answers', () => {
    const ids = new Set<string>();
    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9_]*$/);
      expect(ids.has(op.operationId!), where).toBe(false);
      ids.add(op.operationId!);
      expect(op.summary, where).toBeTruthy();
      expect(Array.isArray(op.security), where).toBe(true);
      if (op.parameters?.some((p) => p.in === 'path')) expect(op.responses['404'], where).toBeDefined();
    }
    const item = (path: string, method: string) => doc.paths[path]![method]!;
    // The operationId is the key of the endpoint's entry in its contract table.
    expect(item('/api/teams/slug/{slug}', 'get').operationId).toBe('getTeamBySlug');
    expect(item('/api/auth/user', 'get').security).toEqual([{ session: [] }]);
    expect(item('/api/auth/user', 'get').responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(item('/api/admin/settings', 'get').security).toEqual([{ adminToken: [] }, { session: [] }]);
    expect(item('/api/admin/settings', 'get').responses['403']).toBeDefined();
    expect(item('/api/auth/login', 'post').security).toEqual([]);
    expect(item('/api/auth/logout', 'post').security).toEqual([{}, { session: [] }]);
    expect(item('/api/auth/login', 'post').responses['429']).toBeDefined();
    expect(doc.components.schemas.ErrorBody).toBeDefined();
    // OpenAPI 3.1 / JSON Schema 2020-12: null is a type, so no `nullable` (3.0's, which enums ignore) is left anywhere.
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    // An answer without a schema is a route that says nothing of its answer: none but the redirect.
    const undocumented = operations()
      .filter(({ op }) =>
        Object.entries(op.responses).some(([status, r]) => /^2\d\d$/.test(status) && status !== '204' && !r.content),
      )
      .map(({ method, path }) => `${method} ${path}`);
    expect(undocumented).toEqual([]);
  });

  it('documents GET /api/logout as the redirect it answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/logout' });
    expect(res.statusCode).toBe(302);
    const responses = doc.paths['/api/logout']!.get!.responses as Record<string, { headers?: Json }>;
    expect(Object.keys(responses)).toEqual(['302']);
    expect(responses['302']!.headers?.Location).toBeDefined();
  });

  it('admits null in a nullable enum (a team page seen by a stranger: viewer.role null)', () => {
    const ajv = validatorFor(doc);
    const schema = doc.paths['/api/teams/slug/{slug}']!.get!.responses['200']!.content!['application/json']!.schema!;
    const validate = ajv.compile(rewriteRefs(schema));
    const viewer = (schema.properties as Record<string, Json>).viewer;
    expect(viewer).toBeDefined();
    const role = (
      (viewer!.properties ?? (viewer!.anyOf as Json[] | undefined)?.[0]?.properties) as Record<string, Json>
    ).role!;
    expect(ajv.validate(rewriteRefs(role), null), JSON.stringify(role)).toBe(true);
    expect(validate).toBeTypeOf('function');
  });
});

/** `#/components/schemas/X` → an absolute id ajv knows (each component schema added under it). */
const BASE = 'https://esn.test/components/';
function rewriteRefs(value: unknown): Json {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${BASE}`)) as Json;
}

function validatorFor(d: Doc): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    strictRequired: false,
    validateFormats: true,
  });
  addFormats(ajv);
  for (const [name, schema] of Object.entries(d.components.schemas))
    ajv.addSchema({ ...rewriteRefs(schema), $id: `${BASE}${name}` });
  return ajv;
}

describe('live answers match their documented schemas (demo data, as a stranger, a player, an owner and an admin)', () => {
  it('every GET whose path can be filled from the demo data', { timeout: 240_000 }, async () => {
    expect(await seedDemo(t.app.db)).toBe(true);
    await seedDemoContent(t.app.ctx);
    await t.app.ctx.work.runAll();
    const cookies: [string, string][] = [['anonymous', '']];
    for (const role of ['player', 'team_owner', 'admin']) {
      const login = DEMO_LOGINS.find((l) => l.role === role)!;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: login.email, password: login.password },
      });
      expect(res.statusCode, role).toBe(200);
      cookies.push([role, sessionCookieOf(res)]);
    }

    const ajv = validatorFor(doc);
    const validators = new Map<string, ValidateFunction>();
    // An error answer (the candidates for a path parameter meet 403s and 404s) has its status documented and is an ErrorBody.
    const validateError = ajv.compile({ $ref: `${BASE}ErrorBody` });
    // Redirects (sign-out, an e-mail's unsubscribe link) answer no JSON to check; their own tests cover them.
    const gets = operations().filter(
      (o) =>
        o.method === 'get' &&
        o.path.startsWith('/api/') &&
        !Object.keys(o.op.responses).every((status) => status === '302' || Number(status) >= 400),
    );

    // Values seen in answers, by field name ("id" fields also under "<collection>Id"), to fill path parameters.
    const seen = new Map<string, Set<string>>();
    const remember = (key: string, v: unknown) => {
      if (typeof v !== 'string' && typeof v !== 'number') return;
      if (!seen.has(key)) seen.set(key, new Set());
      if (seen.get(key)!.size < 12) seen.get(key)!.add(String(v));
    };
    const harvest = (value: unknown, collection: string, key = '') => {
      if (Array.isArray(value)) return value.forEach((v) => harvest(v, collection, key));
      if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          if (k === 'id' && typeof v === 'string') remember(`${(key || collection).replace(/s$/, '')}Id`, v);
          harvest(v, collection, k === 'items' ? key : k);
          remember(k, v);
        }
      }
    };
    const candidates = (path: string, name: string): string[] => {
      const segment = path.split('/{')[0]!.split('/').pop()!.replace(/s$/, '');
      const keys =
        name === 'id'
          ? [`${segment}Id`, ...(segment === 'profile' ? ['userId', 'authorId'] : [])]
          : [name, name.replace(/Id$/, '') + 'Id'];
      if (name === 'slug') keys.push('slug');
      if (name === 'nickname' || name === 'handle') keys.push('nickname');
      return [...new Set(keys.flatMap((k) => [...(seen.get(k) ?? [])]))].slice(0, 6);
    };

    /** The path with each combination of its required query parameters (every value of an enum, else a one-letter search). */
    const withQuery = (path: string, op: Operation): string[] => {
      let urls = [path];
      for (const p of (op.parameters ?? []).filter((x) => x.in === 'query' && x.required)) {
        const values = ((p as { schema?: { enum?: string[] } }).schema?.enum ?? ['a']).map(String);
        urls = urls.flatMap((u) =>
          values.map((v) => `${u}${u.includes('?') ? '&' : '?'}${p.name}=${encodeURIComponent(v)}`),
        );
      }
      return urls;
    };

    let calls = 0;
    const mismatches: string[] = [];
    const covered = new Set<string>();
    const check = async (path: string, url: string, op: Operation) => {
      for (const [role, cookie] of cookies) {
        const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        calls++;
        if (res.statusCode < 200 || res.statusCode >= 300) {
          if (!op.responses[String(res.statusCode)])
            mismatches.push(`${role} GET ${url}: ${res.statusCode} not documented`);
          else if (!validateError(res.json()))
            mismatches.push(`${role} GET ${url} ${res.statusCode}: ${ajv.errorsText(validateError.errors)}`);
          continue;
        }
        covered.add(path);
        const schema = op.responses[String(res.statusCode)]?.content?.['application/json']?.schema;
        if (!schema) {
          if (res.headers['content-type']?.toString().includes('json'))
            mismatches.push(`${role} GET ${url}: ${res.statusCode} not documented`);
          continue;
        }
        const key = `${path} ${res.statusCode}`;
        if (!validators.has(key)) {
          try {
            validators.set(key, ajv.compile(rewriteRefs(schema)));
          } catch (err) {
            mismatches.push(
              `GET ${path} ${res.statusCode}: the documented schema does not compile: ${(err as Error).message}`,
            );
            validators.set(key, (() => true) as unknown as ValidateFunction);
          }
        }
        const validate = validators.get(key)!;
        const body = res.json();
        harvest(body, path.split('/')[2] ?? '');
        if (!validate(body)) mismatches.push(`${role} GET ${url}: ${ajv.errorsText(validate.errors?.slice(0, 3))}`);
      }
    };

    // Lists first (they name the ids), then the paths with parameters, twice so that later answers can fill earlier ones.
    for (const { path, op } of gets.filter((o) => !o.path.includes('{')))
      for (const url of withQuery(path, op)) await check(path, url, op);
    for (let round = 0; round < 2; round++) {
      for (const { path, op } of gets.filter((o) => o.path.includes('{') && !covered.has(o.path))) {
        const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
        const options = names.map((n) => candidates(path, n));
        if (options.some((o) => o.length === 0)) continue;
        for (let i = 0; i < Math.max(...options.map((o) => o.length)) && !covered.has(path); i++) {
          const url = names.reduce(
            (u, n, j) => u.replace(`{${n}}`, encodeURIComponent(options[j]![i % options[j]!.length]!)),
            path,
          );
          await check(path, url, op);
        }
      }
    }
    const missed = gets.filter((o) => !covered.has(o.path)).map((o) => o.path);
    console.log(
      `OpenAPI sweep: ${operations().length} operations, ${gets.length} GET, ${covered.size} answered 2xx, ${calls} calls, ${mismatches.length} mismatches` +
        `\n  not reached: ${missed.join(', ')}`,
    );
    expect(mismatches).toEqual([]);
    // Every list endpoint (a GET without a path parameter) answered someone.
    expect(gets.filter((o) => !o.path.includes('{') && !covered.has(o.path)).map((o) => o.path)).toEqual([]);
  });
});
