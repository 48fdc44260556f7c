// Zod-free, so that the web's wall (on the signed-in first page) reads the tag rule without loading zod.

/** A hashtag in a text: #word of letters (Turkish included), digits and _, 2–40 long, not glued to a word before it. */
export const HASHTAG = /(^|[^\p{L}\p{N}_])#([\p{L}\p{N}_]{2,40})/gu;

/** A tag as written, to show: NFC, without surrounding spaces and a leading `#`. */
export const tagLabel = (tag: string): string => tag.normalize('NFC').trim().replace(/^#/, '');

/**
 * The one case rule for hashtags, wherever one is stored or looked up (server and web): dotted and dotless I/i
 * (`I`, `ı`, `İ`, `i`) all fold to `i`, then the rest is lower-cased with the root locale. A Turkish reader's
 * `#İstanbul` and an English reader's `#LIVE` are then found at `istanbul` and `live`, and `#ısı` at `ısı` and `isi`
 * alike, whichever language wrote or reads them. A leading `#` and surrounding spaces are dropped.
 */
export function foldTag(tag: string): string {
  return tagLabel(tag)
    .replace(/[Iıİ]/g, 'i')
    .toLowerCase()
    .replace(/i\u0307/g, 'i');
}

/**
 * Hashtags in a post body: #word (letters incl. Turkish, digits, _), unique by their folded form (foldTag), at most
 * 10, each with its `label`: the word as first written there (NFC, no #). The tag is what is stored and looked up; the
 * label is what people read, since folding loses the dotless ı (`#Takım` is stored `takim`, shown `Takım`).
 */
export function hashtagsOf(body: string): { tag: string; label: string }[] {
  const found = new Map<string, string>();
  for (const m of body.normalize('NFC').matchAll(HASHTAG)) {
    const tag = foldTag(m[2]!);
    if (!found.has(tag)) found.set(tag, m[2]!);
  }
  return [...found].slice(0, 10).map(([tag, label]) => ({ tag, label }));
}

/** The folded tags of a post body (hashtagsOf). */
export const parseHashtags = (body: string): string[] => hashtagsOf(body).map((h) => h.tag);
