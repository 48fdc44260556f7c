import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The site speaks to a person informally ("sen"), in every Turkish text of the interface. This finds the formal
 * "siz" slipping back in: a "-ınız/-iniz/-unuz/-ünüz" ending (possessive or verb) or a "-(y)In" imperative.
 *
 * Not checked: legal.json and info.json (the legal and about/help documents, written in the formal register of such
 * documents) and errorCodes.json (a generated copy of the server's messages.ts).
 */
const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../public/locales/tr');
const DOCUMENTS = new Set(['legal.json', 'info.json', 'errorCodes.json']);

// Words with those letters that are not "siz": "yalnız", "henüz", "organizatör", "önizleme", "deniz", "neyin".
const NOT_SIZ = /^(yalnız|henüz|organiz|önizle|deniz|neyin$|şeyin$)/;
// "You two" (the reader and the person they block): plural by meaning, not formal.
const YOU_TWO = new Set(['safety.block.description', 'safety.block.effects', 'safety.blockedNotice.body']);
// Texts the specification gives word for word (a contract: clients and tests outside this repo look for them).
const SPEC_TEXTS = new Set(['transfers.dialog.missing']);

const FORMAL = [
  /^[a-zçğıöşü]+(ınız|iniz|unuz|ünüz|sınız|siniz|sunuz|sünüz)[a-zçğıöşü]*$/,
  /^[a-zçğıöşü]+(anız|eniz)[a-zçğıöşü]*$/,
  /^[a-zçğıöşü]+(yin|yın|yün)$/,
  /^(açın|seçin|girin|edin|olun|bakın|silin|alın|verin|katılın|kapatın|yapın|yazın|okuyun|gidin|bırakın|kaldırın|değiştirin|oluşturun|yapıştırın|paylaşmayın|deneyin|tıklayın|yenileyin|ekleyin)$/,
];

function strings(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

function formalWords(): string[] {
  const found: string[] = [];
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.json') && !DOCUMENTS.has(f))) {
    const ns = file.replace(/\.json$/, '');
    for (const [path, text] of strings(JSON.parse(readFileSync(join(DIR, file), 'utf8')), ns, [])) {
      if (SPEC_TEXTS.has(path) || [...YOU_TWO].some((p) => path === p || path.startsWith(`${p}.`))) continue;
      for (const word of text.toLocaleLowerCase('tr').match(/[a-zçğıöşü]+/g) ?? []) {
        if (!NOT_SIZ.test(word) && FORMAL.some((re) => re.test(word))) found.push(`${path}: ${word}`);
      }
    }
  }
  return found;
}

describe('the Turkish texts', () => {
  it('speak informally ("sen"), never with the formal "siz"', () => {
    expect(formalWords()).toEqual([]);
  });
});
