import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { APP_BUNDLE, APP_BUNDLE_FILE } from './src/app/namespaces';

const API_TARGET = 'http://127.0.0.1:5000';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its extra round of headers; such files go out as they are. */
const MIN_BYTES = 1024;

/**
 * Brotli (quality 11) and gzip (level 9) copies next to every text file of the build, once, at build time; the
 * server sends them with @fastify/static's `preCompressed` (Content-Encoding + Vary: Accept-Encoding).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'esn:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
      }
    },
  };
}

const LOCALES = fileURLToPath(new URL('./public/locales', import.meta.url));

/** The app's namespaces of one language in one JSON object (src/app/namespaces.ts says why). */
function appBundleOf(lng: string): string {
  return JSON.stringify(
    Object.fromEntries(
      APP_BUNDLE.map((ns) => [ns, JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8'))]),
    ),
  );
}

/** `/locales/{lng}/app.bundle.json`: written into the build (precompressed with the rest), served by the dev server. */
function localeBundles(): Plugin {
  const path = new RegExp(`^/locales/([a-z]{2})/${APP_BUNDLE_FILE.replace('.', '\\.')}$`);
  return {
    name: 'esn:locale-bundles',
    generateBundle() {
      for (const lng of readdirSync(LOCALES)) {
        this.emitFile({ type: 'asset', fileName: `locales/${lng}/${APP_BUNDLE_FILE}`, source: appBundleOf(lng) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const lng = path.exec(req.url ?? '')?.[1];
        if (!lng || !readdirSync(LOCALES).includes(lng)) return next();
        res.setHeader('content-type', 'application/json');
        res.end(appBundleOf(lng));
      });
    },
  };
}

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** What a visitor's pages may load, statically or on use (the sign-in form's checks): never in a signed-in chunk. */
const LANDING = 'features/landing/pages/LandingPage.tsx';
const VISITOR_ROOTS = [
  'main.tsx',
  LANDING,
  'features/info/pages/AboutPage.tsx',
  'features/info/pages/HelpPage.tsx',
  'features/info/pages/CareersPage.tsx',
  'features/info/pages/LegalPage.tsx',
  'features/comingSoon/pages/ComingSoonPage.tsx',
  'features/auth/pages/ResetPasswordPage.tsx',
  'features/errors/pages/NotFoundPage.tsx',
].map(src);
/** The signed-in shell (top navigation, its data), then the first page after signing in (the dashboard). */
const SHELL_ROOTS = ['app/layout/AppLayout.tsx', 'app/layout/prefetchShell.ts'].map(src);
const DASHBOARD_ROOTS = ['features/dashboard/pages/DashboardPage.tsx', 'features/dashboard/prefetch.ts'].map(src);

const LUCIDE_INDEX = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ZOD = /node_modules[\\/]zod[\\/]/;
const CONTRACT = /[\\/]contract[\\/]src[\\/]/;

/**
 * zod and the contract's modules that build schemas (those importing zod, directly or through other contract
 * modules): left out of the signed-in chunks, whoever imports them (see `zod` below). The contract's zod-free
 * modules (constants, profile completeness, object URLs) go with the pages that run them.
 */
function schemaModules(info: (id: string) => ModuleInfo | null) {
  const known = new Map<string, boolean>();
  const isSchema = (id: string): boolean => {
    if (ZOD.test(id)) return true;
    if (!CONTRACT.test(id)) return false;
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // an import cycle inside the contract adds nothing
    const result = (info(id)?.importedIds ?? []).some(isSchema);
    known.set(id, result);
    return result;
  };
  return isSchema;
}
/** Main and the app's routing, providers and layouts: their dynamic imports are other screens. */
const ROUTING = /[\\/]web[\\/]src[\\/](main\.tsx|app[\\/])/;

type ModuleInfo = Rolldown.ModuleInfo;

/**
 * The modules a set of roots runs: their static imports, recursively, and with `onUse` the dynamic ones too
 * (outside the routing modules, whose dynamic imports are every page). lucide-react's index re-exports every
 * icon, so only the icons a module names are followed; the contract and zod are left to their own group.
 */
function reach(
  roots: string[],
  info: (id: string) => ModuleInfo | null,
  icons: (m: ModuleInfo) => string[],
  onUse = false,
) {
  const seen = new Set<string>();
  const isSchema = schemaModules(info);
  const visit = (id: string) => {
    if (seen.has(id) || isSchema(id)) return;
    const module = info(id);
    if (!module) return;
    seen.add(id);
    const next =
      onUse && !ROUTING.test(id) ? [...module.importedIds, ...module.dynamicallyImportedIds] : module.importedIds;
    for (const dep of next) if (!LUCIDE_INDEX.test(dep)) visit(dep);
    if (module.importedIds.some((dep) => LUCIDE_INDEX.test(dep))) icons(module).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * Chunks of the signed-in first page: everything the shell and the dashboard run that no visitor page does, in
 * one chunk each, instead of the ~45 small chunks (one per icon, per feature's api, per Radix package) that
 * automatic splitting makes of code shared by several pages. Over HTTP/1.1's six connections those cost a round
 * trip per six on a phone; the landing page's chunks stay as they are.
 */
function signedInChunks(): Rolldown.CodeSplittingGroup[] {
  const plans = new WeakMap<Rolldown.ChunkingContext, Map<string, string>>();
  const plan = (ctx: Rolldown.ChunkingContext) => {
    let groups = plans.get(ctx);
    if (groups) return groups;
    const info = (id: string) => ctx.getModuleInfo(id);
    // lucide's index: `export { default as Bell, … } from './icons/bell.mjs'`.
    let iconFiles: Map<string, string> | undefined;
    const icons = (module: ModuleInfo): string[] => {
      const index = module.importedIds.find((dep) => LUCIDE_INDEX.test(dep))!;
      iconFiles ??= new Map(
        [...(info(index)?.code ?? '').matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g)].flatMap(
          ([, names = '', file = '']) =>
            names
              .split(',')
              .map((name) => [name.replace(/default as/, '').trim(), join(dirname(index), 'icons', file)]),
        ),
      );
      const named = [...(module.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)];
      return named
        .flatMap(([, names = '']) => names.split(','))
        .map((name) => iconFiles!.get(name.replace(/\s+as\s+.*/, '').trim()) ?? '')
        .filter(Boolean);
    };
    const visitor = reach(VISITOR_ROOTS, info, icons, true);
    const shell = reach(SHELL_ROOTS, info, icons);
    const dashboard = reach(DASHBOARD_ROOTS, info, icons);
    // The roots keep chunks of their own (the build manifest's page entries): small, fetched with the group's.
    const roots = new Set([...SHELL_ROOTS, ...DASHBOARD_ROOTS]);
    groups = new Map();
    for (const id of dashboard) if (!visitor.has(id) && !shell.has(id) && !roots.has(id)) groups.set(id, 'dashboard');
    for (const id of shell) if (!visitor.has(id) && !roots.has(id)) groups.set(id, 'shell');
    // What the landing page runs beside the entry and that the signed-in pages run too (Radix's primitives under
    // the tabs, a few icons): one chunk both load, instead of a dozen of a few hundred bytes each.
    const entry = reach([src('main.tsx')], info, icons);
    for (const id of reach([src(LANDING)], info, icons)) {
      if (!entry.has(id) && id !== src(LANDING) && (shell.has(id) || dashboard.has(id))) groups.set(id, 'shared');
    }
    plans.set(ctx, groups);
    return groups;
  };
  const group = (name: string): Rolldown.CodeSplittingGroup => ({
    debugName: name,
    name: (id, ctx) => (!/\.css$/.test(id) && plan(ctx).get(id) === name ? name : null),
    // The plan already holds every module the group's roots need that no visitor page needs; a dependency a
    // visitor page needs too stays in the visitor's chunks.
    includeDependenciesRecursively: false,
  });
  return [group('shared'), group('shell'), group('dashboard')];
}

export default defineConfig({
  plugins: [react(), tailwindcss(), localeBundles(), precompress()],
  server: {
    proxy: {
      '/api': API_TARGET,
      '/ws': { target: API_TARGET, ws: true },
      '/public-objects': API_TARGET,
      '/objects': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page needs (the first-page browser test reads it); dot folders
    // are not served.
    manifest: true,
    rolldownOptions: {
      // The contract's modules only declare schemas and constants; marked pure, a page that imports one constant
      // does not drag in every zod schema (and zod) through the package's index.
      treeshake: { moduleSideEffects: (id) => (/[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined) },
      output: {
        // React, its DOM renderer and the router are needed by every page and change rarely: one shared, long-cached
        // chunk. Every other library goes where Rollup puts it, i.e. with the pages that use it, so that the
        // landing page never downloads what only the signed-in app needs (no catch-all vendor chunk).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The small stateless helpers nearly every page uses (http, storage, buttons, fields, constants): one
            // chunk instead of a dozen requests of a few hundred bytes each. It loads with the landing page, so
            // only small modules belong here (e2e/journeys/first-page.test.ts holds the landing to its budget).
            {
              name: 'base',
              test: /[\\/]web[\\/]src[\\/](shared[\\/](lib[\\/](?!upload)|hooks[\\/]|ui[\\/](BrandMark|Button|Card|CredentialFields|Field|Spinner|focus|toast[\\/]store)\.)|features[\\/]settings[\\/](api|useDocumentTitle)\.)|[\\/]contract[\\/]src[\\/]constants\./,
            },
            // zod, for the signed-in pages and the sign-in form's checks: one chunk instead of three. The
            // contract's schemas stay split by module: a page builds only the schemas it reads.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            ...signedInChunks(),
          ],
        },
      },
    },
  },
});
