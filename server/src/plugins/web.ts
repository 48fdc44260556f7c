import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BOOT_PAGES_FILE, LANGUAGE_COOKIE, type BootPagesMap } from '@esn/contract';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors';
import { requestLang, type Lang } from '../lib/language';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Hashed build output: a changed file gets a new name, so a copy may be kept for a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files that exist or not: a missing one is a 404, never the HTML page (a stale chunk must fail as such). */
const FILE_PREFIXES = ['/assets/', '/locales/'];

/** The pages a visitor without an account can read; everything else asks to sign in first. */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/help',
  '/careers',
  '/legal/terms-of-service',
  '/legal/privacy-policy',
  '/legal/cookie-policy',
  '/legal/imprint',
  '/legal/accessibility',
  '/legal/ad-info',
];

/** Signed-in and admin areas (web routeTable's protected prefixes): nothing there for a search engine. */
const PRIVATE_PREFIXES = [
  '/api/',
  '/eadmincv',
  '/admin',
  '/settings',
  '/dashboard',
  '/onboarding',
  '/reset-password',
  '/profile',
  '/cv',
  '/career',
  '/network',
  '/messages',
  '/explore',
  '/social-wall',
  '/tags',
  '/teams',
  '/team/',
  '/transfers',
  '/leagues',
  '/tournaments',
  '/objects/',
];

/**
 * Link previews (X's crawler reads robots.txt): a CV page and its card. A CV that is not public shows nothing of
 * its owner in either (generic tags, a 404 card). Listed first, and longer than the Disallow rules they pierce.
 */
const PREVIEW_PATHS = ['/cv/', '/api/cv/*/card.png'];

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PUBLIC_PAGES.filter((p) => p !== '/').map((p) => `Allow: ${p}`),
    ...PREVIEW_PATHS.map((p) => `Allow: ${p}`),
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map((p) => `  <url><loc>${publicUrl}${p === '/' ? '/' : p}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The HTML of a page route: the build's copy for the path's page in the reader's language (the language cookie the
 * app writes; a first visit gets the default), whose head names that page's code and translations. index.html where
 * the build has no such map (an older build).
 */
export function pageHtml(root: string): (path: string, cookieLanguage: string | undefined) => string {
  const file = `${root}/${BOOT_PAGES_FILE}`;
  if (!existsSync(file)) return () => 'index.html';
  const map = JSON.parse(readFileSync(file, 'utf8')) as BootPagesMap;
  const pages = new Map(Object.entries(map.pages));
  return (path, cookieLanguage) => {
    const lng = cookieLanguage && map.languages.includes(cookieLanguage) ? cookieLanguage : map.defaultLanguage;
    return `boot/${pages.get(routePath(path)) ?? 'index'}.${lng}.html`;
  };
}

/** The tags a page's own head replaces: the site's generic description, title and link preview. */
const GENERIC_HEAD = /\s*<meta\s[^>]*?(?:property="og:|name="(?:description|twitter:))[^>]*>|\s*<title>[^<]*<\/title>/g;

/** A page's HTML with its own head tags in place of the generic ones (the tags come escaped). */
function withHead(html: string, head: string): string {
  return html.replace(GENERIC_HEAD, '').replace('</head>', `    ${head}\n  </head>`);
}

/** As the web's router reads a path: trailing slashes and letter case do not matter. */
const routePath = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';

/**
 * Serves the built web app: static files precompressed at build time (.br/.gz next to each file, chosen from
 * Accept-Encoding, with Vary), hashed assets cached for a year, and index.html for any other GET or HEAD so the
 * client router decides (HEAD matters to uptime monitors and link previews). Unknown /api/* paths answer 404 JSON.
 */
export default fp(
  async function web(
    app: FastifyInstance,
    opts: {
      root?: string;
      /** The head tags of a page that has its own (a public CV's link preview), or null for the generic ones. */
      pageHead?: (path: string, lang: Lang) => Promise<string | null>;
    },
  ) {
    const root = opts.root ?? webDist;
    const hasWeb = existsSync(`${root}/index.html`);
    const htmlFor = pageHtml(root);
    const { publicUrl } = app.config;

    const text = (reply: FastifyReply, type: string, body: string) =>
      reply.header('content-type', type).header('cache-control', 'public, max-age=3600').send(body);
    app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
      text(reply, 'text/plain; charset=utf-8', robotsTxt(publicUrl)),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, (_req, reply) =>
      text(reply, 'application/xml; charset=utf-8', sitemapXml(publicUrl)),
    );

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // index.html, locales, icons and the manifest keep their names: revalidated (ETag) on every use.
        setHeaders: (res, path) => {
          res.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache');
        },
      });
    } else {
      app.log.warn(`web app not built (${root}); run \`npm run build\` — the API still works`);
    }

    app.setNotFoundHandler(async (req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      const isPage = req.method === 'GET' || req.method === 'HEAD';
      if (
        path === '/api' ||
        path.startsWith('/api/') ||
        !isPage ||
        !hasWeb ||
        FILE_PREFIXES.some((p) => path.startsWith(p))
      ) {
        return sendError(req, reply, 404, 'route_not_found');
      }
      const cookieLanguage = req.cookies[LANGUAGE_COOKIE];
      const file = htmlFor(path, cookieLanguage);
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
      const lang: Lang = cookieLanguage === 'en' || cookieLanguage === 'tr' ? cookieLanguage : requestLang(req);
      const head = opts.pageHead ? await opts.pageHead(path, lang) : null;
      if (!head) return reply.sendFile(file);
      const html = await readFile(`${root}/${file}`, 'utf8');
      return reply.header('content-type', 'text/html; charset=utf-8').send(withHead(html, head));
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
