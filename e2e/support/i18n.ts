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

/**
 * `t('auth:signIn.submit')`, `t('pages:dashboard.greeting', { name })`: "namespace:dotted.key" with {{vars}}
 * (`{{xp, number}}` formatted as i18next does). Any namespace of web/public/locales loads on first use (`challenges`,
 * `achievements`…).
 * Like i18next, `$t(namespace:key)` nests another text, after the {{vars}} are in (`…outcomes.{{outcome}})`).
 */
function translator(lang: Lang): Translate {
  const t: Translate = (key, vars = {}) => {
    const [ns, path] = key.split(':');
    if (!ns || !path) throw new Error(`translation key must be "namespace:key", got ${key}`);
    let node = namespace(lang, ns);
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`no ${lang} translation for ${key}`);
    return node
      .replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, format?: string) => {
        if (!(name in vars)) throw new Error(`${key} needs {{${name}}}`);
        if (!format) return String(vars[name]);
        // i18next's built-in `number` format: Intl in the page's language ("1.500" in Turkish, "1,500" in English).
        if (format === 'number') return new Intl.NumberFormat(lang).format(Number(vars[name]));
        throw new Error(`${key}: no format ${format} in the journeys' translator`);
      })
      .replace(/\$t\(([\w.-]+:[\w.-]+)\)/g, (_, nested: string) => t(nested));
  };
  return t;
}

export const tr = translator('tr');
export const en = translator('en');
export const texts: Record<Lang, Translate> = { tr, en };

/** A stand-in for a value a journey cannot know exactly (a date as the browser formats it), for `textPattern`. */
export const ANY = '\u0000any\u0000';

/** A text as a pattern: `textPattern(tr, 'matches:pending.submitted', { name, date: ANY })` (any date). */
export function textPattern(t: Translate, key: string, vars: Record<string, string | number> = {}): RegExp {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(t(key, vars).split(ANY).map(escape).join('.+?'));
}
