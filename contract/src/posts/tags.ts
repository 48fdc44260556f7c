// Zod-free, so that the web's wall (on the signed-in first page) reads the tag rule without loading zod.

/** A hashtag in a text: #word of letters (Turkish included), digits and _, 2–40 long, not glued to a word before it. */
export const HASHTAG = /(^|[^\p{L}\p{N}_])#([\p{L}\p{N}_]{2,40})/gu;

/**
 * The one case rule for hashtags, wherever one is stored or looked up (server and web): dotted and dotless I/i
 * (`I`, `ı`, `İ`, `i`) all fold to `i`, then the rest is lower-cased with the root locale. A Turkish reader's
 * `#İstanbul` and an English reader's `#LIVE` are then found at `istanbul` and `live`, and `#ısı` at `ısı` and `isi`
 * alike, whichever language wrote or reads them. A leading `#` and surrounding spaces are dropped.
 */
export function foldTag(tag: string): string {
  return tag
    .normalize('NFC')
    .trim()
    .replace(/^#/, '')
    .replace(/[Iıİ]/g, 'i')
    .toLowerCase()
    .replace(/i\u0307/g, 'i');
}

/** Hashtags in a post body: #word (letters incl. Turkish, digits, _), folded (foldTag), unique, at most 10. */
export function parseHashtags(body: string): string[] {
  const tags = new Set<string>();
  for (const m of body.normalize('NFC').matchAll(HASHTAG)) tags.add(foldTag(m[2]!));
  return [...tags].slice(0, 10);
}
