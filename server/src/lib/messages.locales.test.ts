import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@esn/contract';
import { errorCodesLocale, errorMessage } from './messages';

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../../../web/public/locales');
const file = (lang: string) => join(LOCALES, lang, 'errorCodes.json');
const render = (lang: 'tr' | 'en') => `${JSON.stringify(errorCodesLocale(lang), null, 2)}\n`;

/**
 * The web re-renders a shown error in the language the reader switches to, from its code and params, with a copy
 * of these texts; this keeps the copy equal to messages.ts (`npm run error-texts -w server` rewrites it).
 */
describe('the web’s copy of the error texts (errorCodes namespace)', () => {
  it.each(['tr', 'en'] as const)('%s equals messages.ts', (lang) => {
    if (process.env.ERROR_TEXTS_WRITE) writeFileSync(file(lang), render(lang));
    expect(readFileSync(file(lang), 'utf8'), 'stale errorCodes.json: npm run error-texts -w server').toBe(render(lang));
  });

  it('has every error code, with i18next placeholders in place of the server’s', () => {
    const { codes } = errorCodesLocale('en');
    expect(Object.keys(codes).sort()).toEqual([...ErrorCode.options].sort());
    expect(codes.write_rate_limited).toBe('You are doing this too fast. Please try again in {{seconds}} seconds.');
    expect(errorMessage('write_rate_limited', 'en', { seconds: 5 })).toBe(
      'You are doing this too fast. Please try again in 5 seconds.',
    );
  });
});

describe('an error answer', () => {
  it('carries the params its text names, so that a client can show the text again in another language', async () => {
    const { sendError } = await import('../plugins/errors');
    const sent: { status?: number; body?: unknown } = {};
    const reply = {
      code(status: number) {
        sent.status = status;
        return this;
      },
      send(body: unknown) {
        sent.body = body;
        return this;
      },
    };
    const req = { headers: { 'accept-language': 'tr' } };
    sendError(req as never, reply as never, 429, 'write_rate_limited', undefined, { seconds: 7 });
    expect(sent).toEqual({
      status: 429,
      body: {
        message: 'Çok hızlı işlem yapıyorsun. Lütfen 7 saniye sonra tekrar dene.',
        code: 'write_rate_limited',
        params: { seconds: 7 },
      },
    });
    sendError(req as never, reply as never, 404, 'not_found');
    expect(sent.body).toEqual({ message: 'Bulunamadı.', code: 'not_found' });
  });
});

describe('the Turkish error texts', () => {
  // Still formal: their wording is asserted by tests of the transfers module, not changed here.
  const KEPT = new Set(['transfer_offer_not_found', 'rating_needs_game']);
  it('speak informally ("sen"), never with the formal "siz"', () => {
    const { codes, fields } = errorCodesLocale('tr');
    const formal = Object.entries({ ...codes, ...fields }).flatMap(([key, text]) =>
      KEPT.has(key)
        ? []
        : (text.toLocaleLowerCase('tr').match(/[a-zçğıöşü]+/g) ?? [])
            .filter(
              (w) =>
                !/^(yalnız|henüz|organiz|önizle|deniz|aranız)/.test(w) &&
                (/(ınız|iniz|unuz|ünüz|anız|eniz|sınız|siniz)[a-zçğıöşü]*$/.test(w) ||
                  /^[a-zçğıöşü]+(yin|yın|yün)$/.test(w) ||
                  /^(edin|açın|seçin|girin|olun|bakın|silin|alın|yapın|yazın|devredin|sizin|size|sizsiniz)$/.test(w)),
            )
            .map((w) => `${key}: ${w}`),
    );
    expect(formal).toEqual([]);
  });
});
