import { dirname, join } from 'node:path';
import type { Rolldown } from 'vite';
import { DASHBOARD_ROOTS, LANDING, SHELL_ROOTS, src, VISITOR_ROOTS } from './roots';

const LUCIDE_INDEX = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ZOD = /node_modules[\\/]zod[\\/]/;
const CONTRACT = /[\\/]contract[\\/]src[\\/]/;
/** A feature's public entries: they only re-export (eslint's boundaries rule makes other features import them). */
const FEATURE_ENTRY = /[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/](index|components)\.ts$/;

/**
 * zod and the contract's modules that build schemas (those importing zod, directly or through other contract
 * modules): left out of the signed-in chunks, whoever imports them (see the `zod` group in vite.config.ts). The contract's zod-free
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
/** `from` resolved against the importer, as the file it names (`../../teams` → `…/teams/index.ts`). */
function specifierIs(importer: string, specifier: string, file: string) {
  const base = join(dirname(importer), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].includes(file);
}

/** Named imports of `importer` from `file`, read off its code (`import { a, b as c } from '…'`). */
function namesImported(importer: ModuleInfo, file: string) {
  return [...(importer.code ?? '').matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)]
    .filter(([, , specifier = '']) => specifier.startsWith('.') && specifierIs(importer.id, specifier, file))
    .flatMap(([, names = '']) => names.split(','))
    .map((name) =>
      name
        .replace(/^\s*type\s+/, '')
        .replace(/\s+as\s+.*/, '')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * Like lucide's index, a feature's public entry lists more than one importer needs (the dashboard takes `TeamLogo`
 * from `teams/components.ts`, onboarding takes `TeamForm`): an importer reaches only the modules that define the
 * names it imports, or every page using any of an entry's exports would pull all of them into its group.
 */
function publicEntries(info: (id: string) => ModuleInfo | null) {
  const providers = new Map<string, Map<string, string>>();
  const providersOf = (entry: string) => {
    let byName = providers.get(entry);
    if (byName) return byName;
    const module = info(entry);
    byName = new Map();
    for (const [, names = '', specifier = ''] of (module?.code ?? '').matchAll(
      /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
    )) {
      const file = module?.importedIds.find((id) => specifierIs(entry, specifier, id));
      if (!file) continue;
      for (const name of names.split(',')) byName.set(name.replace(/\s+as\s+.*/, '').trim(), file);
    }
    providers.set(entry, byName);
    return byName;
  };
  return (importer: ModuleInfo, entry: string): string[] => {
    const byName = providersOf(entry);
    const names = namesImported(importer, entry);
    // An import the parse cannot follow (`import * as`, a name the entry does not list): keep every provider.
    const files = names.map((name) => byName.get(name));
    if (names.length === 0 || files.some((file) => !file)) return info(entry)?.importedIds ?? [];
    return [...new Set(files as string[])];
  };
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
  const entries = publicEntries(info);
  const isSchema = schemaModules(info);
  const visit = (id: string) => {
    if (seen.has(id) || isSchema(id)) return;
    const module = info(id);
    if (!module) return;
    seen.add(id);
    const next =
      onUse && !ROUTING.test(id) ? [...module.importedIds, ...module.dynamicallyImportedIds] : module.importedIds;
    for (const dep of next) {
      if (FEATURE_ENTRY.test(dep)) entries(module, dep).forEach(visit);
      else if (!LUCIDE_INDEX.test(dep)) visit(dep);
    }
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
export function signedInChunks(): Rolldown.CodeSplittingGroup[] {
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
