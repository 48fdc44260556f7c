import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInPlayer } from '../support/api';
import { baseUrl, browserForFile, newVisitor } from '../support/browser';
import { en, tr } from '../support/i18n';
import { greeting, switchLanguage } from '../support/ui';

const browser = browserForFile();

/** The budget for a first visit: every script the landing page loads, gzip-compressed, together. */
const LANDING_JS_BUDGET_KB = 150;
/**
 * Every script a signed-in first visit to /dashboard loads (the shell, the dashboard, socket.io at the first idle
 * moment), gzip-compressed, together: what it weighs now with a little room. It was 280 KB in 62 scripts before the
 * signed-in chunks, 237 KB while zod and the contract's schemas came with the feature apis' page sizes and the
 * profile completeness, 207 KB in 17 scripts after, and 215.5 KB in 19 scripts on 28 Nov 2026, the last 0.6 KB being
 * keyboard focus kept by busy buttons and switches and by the connection buttons (useFocusStaysWithin).
 */
const DASHBOARD_JS_BUDGET_KB = 218;

const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The files a chunk needs before it runs: itself and its static imports, recursively. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.imports?.forEach(walk);
  };
  keys.forEach(walk);
  return files;
}

const pageChunk = (manifest: Manifest, srcEnd: string): ManifestChunk => {
  const chunk = Object.values(manifest).find((c) => c.isDynamicEntry && c.src?.endsWith(srcEnd));
  if (!chunk) throw new Error(`no lazily loaded chunk for ${srcEnd} in the build manifest`);
  return chunk;
};

/** Every script the page fetches from now on, by its path under dist (assets/…), with the response. */
function recordScripts(page: Page): Map<string, Response> {
  const scripts = new Map<string, Response>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) scripts.set(path.slice(1), response);
  });
  return scripts;
}

/** Every translation file the page asks for from now on, by its path (/locales/…). */
function recordTranslations(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/locales/')) paths.push(path);
  });
  return paths;
}

const gzipKb = (file: string) => {
  const gz = join(dist, `${file}.gz`);
  // Files under 1 KB have no compressed copy and go out as they are.
  return (existsSync(gz) ? statSync(gz).size : statSync(join(dist, file)).size) / 1024;
};

it('a first visit loads the landing page and its own chunks only, within the JS budget, precompressed', async () => {
  const manifest = readManifest();
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('no entry chunk in the build manifest');
  const landing = pageChunk(manifest, 'features/landing/pages/LandingPage.tsx');
  const landingKey = Object.keys(manifest).find((k) => manifest[k] === landing) ?? '';
  const allowed = closure(manifest, [entry, landingKey]);

  const { context, page } = await newVisitor(browser(), { viewport: { width: 412, height: 823 } });
  try {
    const scripts = recordScripts(page);
    const documentResponse = await page.goto('/', { waitUntil: 'networkidle' });
    expect(await documentResponse?.text()).toContain(`<link rel="modulepreload" crossorigin href="/${landing.file}">`);
    await page.getByRole('tab', { name: 'Giriş Yap' }).waitFor();
    await page.waitForLoadState('networkidle');

    const loaded = [...scripts.keys()];
    expect(loaded).toContain(landing.file);
    // Nothing of another page: not the dashboard, the wall, teams, profiles, the signed-in shell or socket.io.
    expect(loaded.filter((file) => !allowed.has(file))).toEqual([]);
    for (const other of [
      'dashboard/pages/DashboardPage.tsx',
      'wall/pages/SocialWallPage.tsx',
      'teams/pages/TeamsPage.tsx',
      'profile/pages/ProfilePage.tsx',
    ]) {
      expect(loaded).not.toContain(pageChunk(manifest, other).file);
    }
    // The signed-in chunks (web/vite.config.ts) are named by their group, not by a module.
    expect(loaded.filter((file) => /AppLayout|assets\/(shell|dashboard)-|realtime|Toaster/.test(file))).toEqual([]);

    const totalKb = loaded.reduce((sum, file) => sum + gzipKb(file), 0);
    console.log(`landing: ${loaded.length} scripts, ${totalKb.toFixed(1)} KB gzip`);
    expect(totalKb).toBeLessThanOrEqual(LANDING_JS_BUDGET_KB);

    // Chromium accepts brotli: the build's .br copy is what travels, with Vary for caches.
    const landingResponse = scripts.get(landing.file);
    expect(await landingResponse?.headerValue('content-encoding')).toBe('br');
    expect(await landingResponse?.headerValue('vary')).toMatch(/accept-encoding/i);
    expect(await landingResponse?.headerValue('cache-control')).toContain('immutable');

    // The sign-in form's checks (zod and the auth schemas) arrive once someone starts using it.
    const before = scripts.size;
    await page.getByRole('tab', { name: 'Giriş Yap' }).click();
    await page.getByLabel('E-posta').focus();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => scripts.size).toBeGreaterThan(before);

    // Another page's chunk is fetched when the visitor goes there, not before.
    const about = pageChunk(manifest, 'features/info/pages/AboutPage.tsx');
    expect(scripts.has(about.file)).toBe(false);
    await page.locator('footer a[href="/about"]').click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => scripts.has(about.file)).toBe(true);
    expect(await page.title()).toMatch(/· eSportsCV$/);
  } finally {
    await context.close();
  }
});

it('opening /login signed out lands on the landing page, whose chunk is loaded on demand', async () => {
  const manifest = readManifest();
  const landing = pageChunk(manifest, 'features/landing/pages/LandingPage.tsx');
  const { context, page } = await newVisitor(browser());
  try {
    const scripts = recordScripts(page);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Giriş Yap' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(scripts.has(landing.file)).toBe(true);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/ücretsiz katıl/);
  } finally {
    await context.close();
  }
});

it('a signed-in first visit to the dashboard on a phone loads its scripts within the dashboard JS budget', async () => {
  const { context, page } = await newVisitor(browser(), { viewport: { width: 412, height: 823 } });
  try {
    const account = await signedInPlayer(context);
    const scripts = recordScripts(page);
    const translations = recordTranslations(page);
    const documentResponse = await page.goto('/dashboard');
    await greeting(page, account.nickname).waitFor();
    // Its HTML names the dashboard's code and the app's translations, so they come with the entry, not after it.
    const html = (await documentResponse?.text()) ?? '';
    const manifest = readManifest();
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="/${pageChunk(manifest, 'dashboard/pages/DashboardPage.tsx').file}">`,
    );
    expect(html).toContain('href="/locales/tr/app.bundle.json" as="fetch"');
    // The side column's cards and the socket come at the first idle moment: wait for them too.
    await page.getByRole('region', { name: tr('network:card.title'), exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => [...scripts.keys()].some((file) => /realtime/.test(file))).toBe(true);

    const loaded = [...scripts.keys()];
    const totalKb = loaded.reduce((sum, file) => sum + gzipKb(file), 0);
    console.log(`dashboard: ${loaded.length} scripts, ${totalKb.toFixed(1)} KB gzip`);
    expect(totalKb).toBeLessThanOrEqual(DASHBOARD_JS_BUDGET_KB);
    // No zod and no schema is built on the dashboard: the server's answers are typed by the contract, not parsed.
    expect(loaded.filter((file) => /assets\/(zod|schemas)-/.test(file))).toEqual([]);
    // The core translations and the signed-in app's in one file, not one per feature (`pages` apart: visitors read it).
    expect(translations.sort()).toEqual(
      ['app.bundle', 'common', 'errors', 'meta', 'nav', 'pages'].map((name) => `/locales/tr/${name}.json`),
    );
    // Nothing of the landing page or of another signed-in page.
    for (const other of [
      'landing/pages/LandingPage.tsx',
      'teams/pages/TeamsPage.tsx',
      'wall/pages/SocialWallPage.tsx',
    ]) {
      expect(loaded).not.toContain(pageChunk(manifest, other).file);
    }
  } finally {
    await context.close();
  }
});

it('a reader who chose English gets the first page in English from the first byte, by the language cookie', async () => {
  const { context, page } = await newVisitor(browser(), { viewport: { width: 412, height: 823 } });
  try {
    const account = await signedInPlayer(context);
    // A first visit is Turkish; choosing English keeps the choice where the server reads it too.
    await page.goto('/dashboard');
    await greeting(page, account.nickname).waitFor();
    await switchLanguage(page, 'en');
    await greeting(page, account.nickname, en).waitFor();
    expect((await context.cookies(baseUrl())).find((c) => c.name === 'i18next')?.value).toBe('en');

    const translations = recordTranslations(page);
    const documentResponse = await page.reload();
    await greeting(page, account.nickname, en).waitFor();
    const html = (await documentResponse?.text()) ?? '';
    expect(html).toContain('<html lang="en"');
    // English and, as i18next's fallback (spec §9), Turkish: named in the HTML, each fetched once.
    for (const file of ['en/common.json', 'en/app.bundle.json', 'tr/app.bundle.json']) {
      expect(html).toContain(`href="/locales/${file}" as="fetch"`);
      expect(translations.filter((path) => path === `/locales/${file}`)).toHaveLength(1);
    }
  } finally {
    await context.close();
  }
});
