import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The web app's own translation files, so journeys look for exactly the texts a visitor reads (and fail
 * when a key disappears) instead of keeping a second copy of them here.
 */
export type Lang = 'tr' | 'en';
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

const localesDir = fileURLToPath(new URL('../../web/public/locales/', import.meta.url));
const namespaces = new Map<string, unknown>();

function namespace(lang: Lang, ns: string): unknown {
  const file = `${lang}/${ns}.json`;
  if (!namespaces.has(file)) namespaces.set(file, JSON.parse(readFileSync(`${localesDir}${file}`, 'utf8')));
  return namespaces.get(file);
}

/** `t('auth:signIn.submit')`, `t('pages:dashboard.greeting', { nickname })`: "namespace:dotted.key" with {{vars}}. */
export function translator(lang: Lang): Translate {
  return (key, vars = {}) => {
    const [ns, path] = key.split(':');
    if (!ns || !path) throw new Error(`translation key must be "namespace:key", got ${key}`);
    let node = namespace(lang, ns);
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`no ${lang} translation for ${key}`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
      if (!(name in vars)) throw new Error(`${key} needs {{${name}}}`);
      return String(vars[name]);
    });
  };
}

export const tr = translator('tr');
export const en = translator('en');
export const texts: Record<Lang, Translate> = { tr, en };
