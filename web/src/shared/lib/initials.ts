/**
 * What an avatar or a team logo shows when there is no picture: the initials of the name's words, at most
 * two, upper-cased the Turkish way ("istanbul wolves" → "İW", "ırmak" → "I") since Turkish is the product's
 * first language.
 *
 * - Several words: the first letter of the first and of the last word ("Ayşe Nur Yılmaz" → "AY"), the usual
 *   choice for names, where middle names are the ones left out.
 * - One word: its first letter only ("kaan" → "K"); two letters of one word would read as an abbreviation.
 * - A word is a run of letters and digits (apostrophes inside it included: "O'Neil" is one word); spaces,
 *   punctuation, underscores, hyphens and emoji separate words and never become an initial. Words that start
 *   with a letter win over numbers ("100 Thieves" → "T", "kaan_99" → "K"); digits are used only when the name
 *   has no letter at all ("2024" → "2").
 * - Nothing usable (empty, only emoji or punctuation) → "?".
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').normalize('NFC').match(WORD) ?? [];
  const lettered = words.filter((word) => LETTER_START.test(word));
  const chosen = lettered.length > 0 ? lettered : words;
  const first = chosen[0];
  if (first === undefined) return '?';
  const last = chosen.length > 1 ? chosen[chosen.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => upper(INITIAL.exec(word)?.[0] ?? ''))
    .join('');
}

/** Letters, digits and combining marks, with apostrophes allowed between them. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’][\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*/gu;
const LETTER_START = /^\p{L}/u;
/** The first character with the marks that belong to it. */
const INITIAL = /^[\p{L}\p{N}]\p{M}*/u;

/**
 * Turkish upper case. "i̇" (i + combining dot, what other locales make of a lower-cased "İ") would come out
 * as "İ" with a second dot; the dot is already in "İ".
 */
function upper(text: string): string {
  return text
    .toLocaleUpperCase('tr')
    .replace(/İ\u0307/gu, 'İ')
    .normalize('NFC');
}
