// By path: the config loader runs workspace packages with Node, which does not read TypeScript.
import { BOOT_PAGES_FILE, DEFAULT_LANGUAGE, LANGUAGES, type BootPagesMap } from '../../contract/src/constants';
import type { Plugin, Rolldown } from 'vite';
import { APP_BUNDLE_FILE, APP_UNBUNDLED, CORE_NAMESPACES, LANDING_NAMESPACES, localeUrl } from '../src/app/namespaces';
import { APP_ROUTES } from '../src/app/routing/routeTable';
import { DASHBOARD_ROOTS, LANDING, SHELL_ROOTS, src } from './roots';

interface BootPage {
  name: string;
  paths: string[];
  /** The modules whose chunks (and their static imports) the page runs first. */
  roots: string[];
  /** Its translation files beside the core ones that index.html preloads. */
  locales: string[];
}

const BOOT_PAGES: BootPage[] = [
  { name: 'index', paths: [], roots: [], locales: [] },
  { name: 'landing', paths: ['/'], roots: [src(LANDING)], locales: LANDING_NAMESPACES.map((ns) => `${ns}.json`) },
  {
    name: 'dashboard',
    paths: APP_ROUTES.filter((route) => /^dashboard/.test(route.page)).map((route) => route.pattern),
    roots: [...SHELL_ROOTS, ...DASHBOARD_ROOTS],
    locales: [APP_BUNDLE_FILE, ...APP_UNBUNDLED.map((ns) => `${ns}.json`)],
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
  if (!sheet || !html.includes('</title>'))
    throw new Error('esn:boot-pages: no stylesheet link or no title in index.html');
  return html.replace(sheet, '').replace('</title>', `</title>${sheet}`);
}

/**
 * The translation files a page in `lng` reads: its own, and index.html's core ones where index.html (written in the
 * default language) does not already preload them; the default language's too, which i18next loads as the
 * fallback (spec §9: the fallback is Turkish).
 */
function localeLinks(page: BootPage, lng: string): string[] {
  const files = (language: string) => [
    ...(language === DEFAULT_LANGUAGE ? [] : CORE_NAMESPACES.map((ns) => `${ns}.json`)),
    ...page.locales,
  ];
  return [...new Set([lng, DEFAULT_LANGUAGE])].flatMap((language) =>
    files(language).map(
      (file) => `<link rel="preload" href="${localeUrl(language, file)}" as="fetch" crossorigin="anonymous">`,
    ),
  );
}

/**
 * The first page of a visit starts sooner when its HTML names its code and translations: the browser fetches them
 * beside the entry instead of once the entry has run and asked for them (a round trip more on a phone), and the
 * entry's own preloads then find them in place. For each page here and each language the build writes a copy of
 * index.html with `<link rel="modulepreload">` for the chunks its roots need beyond the entry's and
 * `<link rel="preload">` for its translations, in that language (its `lang` too), and boot-pages.json, from which
 * the server picks the copy by path and by the language cookie. A first visit gets Turkish (spec §1).
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
      const index = stylesheetFirst(String(html.source));
      const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
      const entry = closure(
        bundle,
        chunks.filter((chunk) => chunk.isEntry),
      );
      const map: BootPagesMap = { languages: LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE, pages: {} };
      for (const page of BOOT_PAGES) {
        const roots = page.roots.map((id) => {
          const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) this.error(`no chunk holds ${id} (boot page ${page.name})`);
          return chunk;
        });
        const scripts = [...closure(bundle, roots)].filter((file) => !entry.has(file));
        for (const lng of LANGUAGES) {
          const links = [
            ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
            ...localeLinks(page, lng),
          ];
          const withLinks = links.length ? index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : index;
          this.emitFile({
            type: 'asset',
            fileName: `boot/${page.name}.${lng}.html`,
            source: withLinks.replace(`<html lang="${DEFAULT_LANGUAGE}"`, `<html lang="${lng}"`),
          });
        }
        for (const path of page.paths) map.pages[path] = page.name;
      }
      this.emitFile({ type: 'asset', fileName: BOOT_PAGES_FILE, source: `${JSON.stringify(map, null, 2)}\n` });
    },
  };
}
