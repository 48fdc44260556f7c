import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@esn/contract';
import { endpointTables } from '@esn/contract/endpoints';
import { requireEndpointEntries } from '../src/lib/endpoints';
import { createTestApp, onboardedUser, type TestApp } from './helper';

/**
 * The endpoint tables are the API: every route comes from one, every entry has its route, auth comes from the entry
 * (proved here by calling each one as nobody and as a player), and the browser's zod-free route modules are theirs.
 */

const CONTRACT_SRC = join(import.meta.dirname, '..', '..', 'contract', 'src');

const entries = (): Endpoint[] => Object.values(endpointTables).flatMap((table) => Object.values(table));

/** Fills `:param`s with a well-formed id nobody has (the auth hook answers before anything looks it up). */
const sample = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, '00000000-0000-4000-8000-000000000000');

const camel = (feature: string) => feature.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** `contract/src/<feature>/routes.gen.ts`: the table's ids, methods, paths and auth, typed by the table, no zod. */
async function renderRoutes(feature: string, table: Record<string, Endpoint>): Promise<string> {
  const name = `${camel(feature)}Endpoints`;
  const lines = [
    `// Generated from ./endpoints.ts by \`npm run endpoints -w server\`: do not edit. The browser imports this module,`,
    `// not the table, so that calling the API loads no zod (the types come from the table, erased at build).`,
    `import { route } from '../endpoint';`,
    `import type { ${name} as E } from './endpoints';`,
    '',
    `export const ${camel(feature)}Api = {`,
    ...Object.values(table).map(
      (e) => `  ${e.id}: route<(typeof E)['${e.id}']>('${e.id}', '${e.method}', '${e.path}', '${e.auth}'),`,
    ),
    '};',
    '',
  ];
  const file = join(CONTRACT_SRC, feature, 'routes.gen.ts');
  return format(lines.join('\n'), { ...(await resolveConfig(file)), filepath: file });
}

let t: TestApp;
let player: string;
beforeAll(async () => {
  t = await createTestApp();
  player = (await onboardedUser(t.app, 'player')).cookie;
});
afterAll(() => t.close());

describe('the endpoint tables', () => {
  // `npm run endpoints -w server` rewrites them after a table changes.
  it('have their browser route modules generated and committed (clients)', async () => {
    const stale: string[] = [];
    for (const [feature, table] of Object.entries(endpointTables)) {
      const file = join(CONTRACT_SRC, feature, 'routes.gen.ts');
      const text = await renderRoutes(feature, table as Record<string, Endpoint>);
      if (process.env.ENDPOINTS_WRITE) writeFileSync(file, text);
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // missing: reported as stale below
      }
      if (current !== text) stale.push(feature);
    }
    expect(stale, 'stale routes.gen.ts: npm run endpoints -w server').toEqual([]);
  });

  it('give each endpoint a unique operationId and a unique method + path', () => {
    const ids = entries().map((e) => e.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = entries().map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('are all registered: every entry has its route', () => {
    const missing = entries().filter((e) => !t.app.hasRoute({ method: e.method, url: e.path }));
    expect(missing.map((e) => `${e.id}: ${e.method} ${e.path}`)).toEqual([]);
  });

  it('are the only way to add an /api route: one registered otherwise stops the start-up', async () => {
    const app = Fastify();
    requireEndpointEntries(app);
    await app.register(async (scope) => {
      scope.get('/api/docs/json', async () => ({}));
      scope.get('/elsewhere', async () => ({}));
    });
    await expect(
      app.register(async (scope) => {
        scope.get('/api/sneaky', async () => ({}));
      }),
    ).rejects.toThrow(/GET \/api\/sneaky is not in an endpoint table/);
    await app.close();
  });

  it('answer 401 to an anonymous caller on every endpoint that is not public', async () => {
    const wrong: string[] = [];
    // `optional` endpoints serve visitors too: what they refuse a visitor is their own rule (cv.test.ts).
    for (const e of entries().filter((x) => x.auth !== 'public' && x.auth !== 'optional')) {
      const res = await t.app.inject({ method: e.method, url: sample(e.path) });
      if (res.statusCode !== 401) wrong.push(`${e.id} ${e.method} ${e.path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answer 403 to a player on every admin endpoint', async () => {
    const wrong: string[] = [];
    for (const e of entries().filter((x) => x.auth === 'admin')) {
      const res = await t.app.inject({ method: e.method, url: sample(e.path), headers: { cookie: player } });
      if (res.statusCode !== 403) wrong.push(`${e.id} ${e.method} ${e.path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
