import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { APP_BUNDLE, APP_BUNDLE_FILE, localeUrl } from '../src/app/namespaces';

const LOCALES = fileURLToPath(new URL('../public/locales', import.meta.url));

/** The languages: the folders of public/locales. */
const languages = () => readdirSync(LOCALES).filter((name) => statSync(join(LOCALES, name)).isDirectory());

/** The app's namespaces of one language in one JSON object (src/app/namespaces.ts says why). */
function appBundleOf(lng: string): string {
  return JSON.stringify(
    Object.fromEntries(
      APP_BUNDLE.map((ns) => [ns, JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8'))]),
    ),
  );
}

/** `/locales/{lng}/app.bundle.json`: written into the build (precompressed with the rest), served by the dev server. */
export function localeBundles(): Plugin {
  const path = new RegExp(`^/locales/([a-z]{2})/${APP_BUNDLE_FILE.replace('.', '\\.')}$`);
  return {
    name: 'esn:locale-bundles',
    generateBundle() {
      for (const lng of languages()) {
        // The build's file names have no leading slash.
        this.emitFile({ type: 'asset', fileName: localeUrl(lng, APP_BUNDLE_FILE).slice(1), source: appBundleOf(lng) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const lng = path.exec(req.url ?? '')?.[1];
        if (!lng || !languages().includes(lng)) return next();
        res.setHeader('content-type', 'application/json');
        res.end(appBundleOf(lng));
      });
    },
  };
}
