// By path: the config loader runs workspace packages with Node, which does not read TypeScript.
import { DEFAULT_LANGUAGE } from '../../contract/src/constants';
import type { Plugin, Rolldown } from 'vite';
import { APP_BUNDLE_FILE, LANDING_NAMESPACES } from '../src/app/namespaces';
import { APP_ROUTES } from '../src/app/routing/routeTable';
import { DASHBOARD_ROOTS, LANDING, SHELL_ROOTS, src } from './roots';

/** The map from a path to its page's HTML, read by the server (server/src/plugins/web.ts). */
export const BOOT_PAGES_FILE = 'boot-pages.json';

interface BootPage {
  name: string;
  paths: string[];
  /** The modules whose chunks (and their static imports) the page runs first. */
  roots: string[];
  /** Its translations beside the core ones that index.html preloads (first visits are Turkish, spec §1). */
  locales: string[];
}

const locale = (file: string) => `/locales/${DEFAULT_LANGUAGE}/${file}`;

const BOOT_PAGES: BootPage[] = [
  {
    name: 'landing',
    paths: ['/'],
    roots: [src(LANDING)],
    locales: LANDING_NAMESPACES.map((ns) => locale(`${ns}.json`)),
  },
  {
    name: 'dashboard',
    paths: APP_ROUTES.filter((route) => /^dashboard/.test(route.page)).map((route) => route.pattern),
    roots: [...SHELL_ROOTS, ...DASHBOARD_ROOTS],
    locales: [locale(APP_BUNDLE_FILE)],
  },
];

type Chunk = Rolldown.OutputChunk;

/** A chunk's file and those of its static imports, recursively. */
function closure(bundle: Rolldown.OutputBundle, chunks: Chunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  chunks.forEach((chunk) => visit(chunk.fileName));
  return files;
}

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/;

/**
 * The stylesheet before the scripts: the first paint waits for it (the boot screen), and a phone's network serves
 * requests about in the order the page makes them; Vite links it after the translations, the entry and its
 * preloads.
 */
function stylesheetFirst(html: string): string {
  const sheet = STYLESHEET.exec(html)?.[0];
  if (!sheet) return html;
  return html.replace(sheet, '').replace('</title>', `</title>${sheet}`);
}

/**
 * The first page of a visit starts sooner when its HTML names its code and translations: the browser fetches them
 * beside the entry instead of once the entry has run and asked for them (a round trip more on a phone), and the
 * entry's own preloads then find them in place. For each page here the build writes a copy of index.html with
 * `<link rel="modulepreload">` for the chunks its roots need beyond the entry's and `<link rel="preload">` for
 * its translations, and boot-pages.json, which maps the page's paths to that copy. Any other path gets index.html.
 */
export function bootPages(): Plugin {
  return {
    name: 'esn:boot-pages',
    apply: 'build',
    // After Vite's HTML plugin has written index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('index.html is missing from the bundle');
      const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
      const entry = closure(
        bundle,
        chunks.filter((chunk) => chunk.isEntry),
      );
      const map: Record<string, string> = {};
      for (const page of BOOT_PAGES) {
        const roots = page.roots.map((id) => {
          const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) this.error(`no chunk holds ${id} (boot page ${page.name})`);
          return chunk;
        });
        const scripts = [...closure(bundle, roots)].filter((file) => !entry.has(file));
        const links = [
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...page.locales.map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`),
        ];
        const fileName = `boot/${page.name}.html`;
        this.emitFile({
          type: 'asset',
          fileName,
          source: stylesheetFirst(String(html.source)).replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        });
        for (const path of page.paths) map[path] = fileName;
      }
      this.emitFile({ type: 'asset', fileName: BOOT_PAGES_FILE, source: `${JSON.stringify(map, null, 2)}\n` });
    },
  };
}
