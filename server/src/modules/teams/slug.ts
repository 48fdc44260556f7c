const turkish: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i̇: 'i', ö: 'o', ş: 's', ü: 'u' };

/** A readable URL slug: Turkish letters transliterated, accents dropped, words joined by '-'. */
export function slugify(name: string): string {
  const base = name
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]|i̇/g, (c) => turkish[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  return base || 'team';
}

/** The first free slug among base, base-2, base-3… given the slugs already taken with that prefix. */
export function firstFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
