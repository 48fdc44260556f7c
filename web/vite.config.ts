import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPages } from './build/bootPages';
import { localeBundles } from './build/localeBundles';
import { precompress } from './build/precompress';
import { signedInChunks } from './build/signedInChunks';

const API_TARGET = 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react(), tailwindcss(), localeBundles(), bootPages(), precompress()],
  server: {
    // No changeOrigin: the API sees the browser's Host (localhost:5173), so the page's Origin counts as its own and
    // its writes and socket are not refused as another site's (server/src/plugins/same-origin.ts).
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
      // A feature's public entries (index.ts, components.ts) only re-export: marked pure too, an importer is linked to
      // the modules that define what it names, not to everything the entry lists.
      treeshake: {
        moduleSideEffects: (id) =>
          /[\\/]contract[\\/]src[\\/]|[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/](index|components)\.ts$/.test(id)
            ? false
            : undefined,
      },
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
            // Helpers only signed-in pages use (country names, badge counts, the ticking clock) stay with those pages.
            {
              name: 'base',
              test: /[\\/]web[\\/]src[\\/](shared[\\/](api[\\/]|lib[\\/](?!upload|countries|badge)|hooks[\\/](?!useNow)|ui[\\/](BrandMark|Button|Card|CredentialFields|Field|Spinner|focus|toast[\\/]store)\.)|features[\\/]settings[\\/](api|index|useDocumentTitle)\.)|[\\/]contract[\\/]src[\\/]constants\./,
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
