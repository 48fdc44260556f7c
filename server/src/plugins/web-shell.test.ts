import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { pageHtml } from './web';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/helper';

const INDEX = `<!doctype html><title>spa</title>${'<!-- padding -->'.repeat(100)}`;
const CHUNK = `export const landing = ${JSON.stringify('x'.repeat(4000))};`;
/** web/build/bootPages.ts's copies of index.html, by page and language, and its map of paths. */
const BOOT_HTML = {
  'index.tr': `${INDEX}<html lang="tr">`,
  'index.en': `${INDEX}<html lang="en">`,
  'dashboard.tr': `${INDEX}<html lang="tr"><link rel="modulepreload" href="/assets/DashboardPage-abc123.js">`,
  'dashboard.en': `${INDEX}<html lang="en"><link rel="modulepreload" href="/assets/DashboardPage-abc123.js">`,
};
const BOOT_PAGES = {
  languages: ['tr', 'en'],
  defaultLanguage: 'tr',
  pages: { '/dashboard': 'dashboard', '/dashboard/coach': 'dashboard' },
};

const webDir = fileURLToPath(new URL('../../../web/', import.meta.url));
/** The icons and the web app manifest, which the build copies from web/public to the root as they are. */
const PUBLIC_FILES = readdirSync(join(webDir, 'public')).filter((f) => /\.(svg|png|webmanifest)$/.test(f));

/** What web/index.html links in its head: the favicon, the other icons and the manifest. */
function linkedFromIndexHtml(): { rel: string; href: string; type?: string }[] {
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link\s+([^>]*)>/g)]
    .map(([, attrs = '']) => Object.fromEntries([...attrs.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])))
    .filter((a): a is { rel: string; href: string; type?: string } => /icon|manifest/.test(a.rel ?? ''));
}

/**
 * A built web app as `vite build` leaves it: files with their .br and .gz copies, a hashed chunk under assets/,
 * and web/public's icons and manifest.
 */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'esn-web-shell-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'boot'));
  writeFileSync(join(root, 'boot-pages.json'), JSON.stringify(BOOT_PAGES));
  for (const [path, body] of [
    ['index.html', INDEX],
    ...Object.entries(BOOT_HTML).map(([name, html]) => [`boot/${name}.html`, html] as const),
    ['assets/LandingPage-abc123.js', CHUNK],
  ]) {
    writeFileSync(join(root, path), body);
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(root, `${path}.gz`), gzipSync(body));
  }
  for (const file of PUBLIC_FILES) copyFileSync(join(webDir, 'public', file), join(root, file));
  return root;
}

describe('the web shell', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeBuild();
    const base = await createTestApp({ publicUrl: 'https://esports.example' });
    await base.app.close();
    const app = await buildApp({
      config: base.config,
      database: await openTestDatabase(),
      logger: false,
      webRoot: root,
    });
    t = { ...base, app };
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers HEAD on / and on any page route with 200 and the HTML headers, without a body', async () => {
    for (const url of ['/', '/dashboard', '/team/some-slug', '/legal/privacy-policy']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/nope' })).statusCode).toBe(404);
  });

  it('serves the page HTML brotli-compressed, not cached, and the same page for GET on a route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/teams',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BOOT_HTML['index.tr']);
  });

  it("serves a page's own HTML (its first screen's code named in it) on its paths, the reader's language by the cookie", async () => {
    const page = async (url: string, cookie?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/cookie/i);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      return brotliDecompressSync(res.rawPayload).toString();
    };
    for (const url of [
      '/dashboard',
      '/dashboard/',
      '/dashboard//',
      '/Dashboard',
      '/dashboard/coach',
      '/dashboard?tab=feed',
    ]) {
      expect(await page(url), url).toBe(BOOT_HTML['dashboard.tr']);
    }
    for (const url of ['/dashboard/other', '/teams', '/dashboards'])
      expect(await page(url), url).toBe(BOOT_HTML['index.tr']);
    // The app keeps the reader's choice in the `i18next` cookie; anything else there is ignored.
    expect(await page('/dashboard', 'i18next=en')).toBe(BOOT_HTML['dashboard.en']);
    expect(await page('/teams', 'sid=x; i18next=en')).toBe(BOOT_HTML['index.en']);
    expect(await page('/dashboard', 'i18next=../../etc')).toBe(BOOT_HTML['dashboard.tr']);
    expect(await page('/teams', 'i18next=de')).toBe(BOOT_HTML['index.tr']);
  });

  it('serves a hashed chunk precompressed by what the browser accepts, with Vary and a year of caching', async () => {
    const url = '/assets/LandingPage-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(CHUNK);
  });

  it('serves the favicon, the icons and the web app manifest that index.html links, with their types', async () => {
    const links = linkedFromIndexHtml();
    expect(links.map((l) => l.rel)).toEqual(expect.arrayContaining(['icon', 'manifest', 'apple-touch-icon']));
    const types: Record<string, RegExp> = {
      svg: /^image\/svg\+xml/,
      png: /^image\/png$/,
      webmanifest: /^application\/manifest\+json/,
    };
    for (const { href, type } of links) {
      const res = await t.app.inject({ method: 'GET', url: href });
      expect(res.statusCode, href).toBe(200);
      expect(res.headers['content-type'], href).toMatch(types[href.split('.').pop()!]!);
      if (type) expect(res.headers['content-type'], href).toContain(type);
      // Not hashed: revalidated, never cached for a year, so a new icon shows up.
      expect(res.headers['cache-control'], href).toBe('no-cache');
      expect(res.rawPayload.equals(readFileSync(join(webDir, 'public', href))), href).toBe(true);
      expect((await t.app.inject({ method: 'HEAD', url: href })).statusCode, href).toBe(200);
    }

    const manifest = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<{
      name: string;
      start_url: string;
      icons: { src: string; type: string; sizes: string }[];
    }>();
    expect(manifest).toMatchObject({ name: 'eSportsCV', start_url: '/' });
    // Every icon it names is there, with the type it declares; a 192 and a 512 px one for installing.
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const res = await t.app.inject({ method: 'GET', url: icon.src });
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type'], icon.src).toMatch(new RegExp(`^${icon.type.replace('+', '\\+')}`));
    }
  });

  it('answers a missing chunk with 404, never with the HTML page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/LandingPage-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('serves a real robots.txt: public pages allowed, the API and private areas not, and the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /about',
        'Disallow: /api/',
        'Disallow: /eadmincv',
        'Disallow: /admin',
        'Disallow: /settings',
        'Disallow: /dashboard',
      ]),
    );
    expect(lines).toContain('Sitemap: https://esports.example/sitemap.xml');
    expect((await t.app.inject({ method: 'HEAD', url: '/robots.txt' })).statusCode).toBe(200);

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>https://esports.example/legal/privacy-policy</loc>');
    expect(sitemap.body).not.toContain('dashboard');
  });

  it('compresses a JSON answer above 1 KB and leaves a small one as it is', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const doc = JSON.parse(gunzipSync(big.rawPayload).toString()) as { paths: object };
    expect(Object.keys(doc.paths)).toContain('/api/auth/user');
    expect(big.rawPayload.length).toBeLessThan(JSON.stringify(doc).length / 3);

    const brotli = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(doc);

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/public/settings',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ siteName: expect.any(String) });

    const unasked = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(unasked.headers['content-encoding']).toBeUndefined();
    expect(unasked.json()).toEqual(doc);
  });
});

describe('the page HTML of a build without boot pages', () => {
  it('is index.html for every path and language (a build older than web/build/bootPages.ts)', () => {
    const root = mkdtempSync(join(tmpdir(), 'esn-web-old-'));
    try {
      const htmlFor = pageHtml(root);
      expect(htmlFor('/dashboard', 'en')).toBe('index.html');
      expect(htmlFor('/', undefined)).toBe('index.html');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
