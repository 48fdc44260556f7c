export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** A web address as people write it in a message: http(s)://… up to the next space. */
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.gg." or "(https://x.gg)"). */
const TRAILING = /[.,;:!?'")\]}>]+$/;

/** The address if it is a well-formed http or https URL, else null (never javascript:, data: or the like). */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message into plain text and links, so that text is only ever rendered as text and only http(s)
 * addresses become links. A closing bracket stays part of the address when the address opened one (Wikipedia).
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate)?.[0] ?? '';
    if (trailing) {
      let keep = trailing;
      // Keep ")" that closes a "(" inside the address.
      while (
        keep.startsWith(')') &&
        (candidate.match(/\(/g)?.length ?? 0) > (candidate.slice(0, -keep.length).match(/\)/g)?.length ?? 0)
      ) {
        keep = keep.slice(1);
      }
      candidate = candidate.slice(0, candidate.length - keep.length);
    }
    const href = safeHref(candidate);
    const start = match.index ?? 0;
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
