import { z } from 'zod';
import type { Lang } from './language';
import { fieldMessage } from './messages';

/** The parts of a zod issue we read (fastify-type-provider-zod hands them over as keyword + params). */
export type RawIssue = {
  code: string;
  path: string;
  message?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  keys?: string[];
  expected?: string;
  input?: unknown;
};

const zodLocales = { tr: z.locales.tr(), en: z.locales.en() };

type Templates = Record<string, Record<Lang, (i: RawIssue) => string>>;
const n = (v: number | bigint | undefined) => String(v ?? '');

// Messages people understand; anything not covered falls back to zod's own translated text.
const templates: Templates = {
  required: { tr: () => 'Bu alan zorunludur.', en: () => 'This field is required.' },
  email: { tr: () => 'Geçerli bir e-posta adresi gir.', en: () => 'Enter a valid e-mail address.' },
  url: { tr: () => 'Geçerli bir adres (http/https) gir.', en: () => 'Enter a valid http(s) address.' },
  string_too_small: {
    tr: (i) => `En az ${n(i.minimum)} karakter olmalı.`,
    en: (i) => `Must be at least ${n(i.minimum)} characters.`,
  },
  string_too_big: {
    tr: (i) => `En fazla ${n(i.maximum)} karakter olabilir.`,
    en: (i) => `Must be at most ${n(i.maximum)} characters.`,
  },
  array_too_small: { tr: (i) => `En az ${n(i.minimum)} seçim yap.`, en: (i) => `Choose at least ${n(i.minimum)}.` },
  array_too_big: { tr: (i) => `En fazla ${n(i.maximum)} seçim yap.`, en: (i) => `Choose at most ${n(i.maximum)}.` },
  invalid_value: { tr: () => 'Geçersiz seçim.', en: () => 'Invalid choice.' },
  unrecognized_keys: {
    tr: (i) => fieldMessage('unknown_field', 'tr', { field: (i.keys ?? []).join(', ') }) ?? '',
    en: (i) => fieldMessage('unknown_field', 'en', { field: (i.keys ?? []).join(', ') }) ?? '',
  },
};

function templateKey(i: RawIssue): string | undefined {
  if (i.code === 'invalid_type' && i.input === undefined) return 'required';
  if (i.code === 'invalid_type' && /received undefined/.test(i.message ?? '')) return 'required';
  if (i.code === 'invalid_format' && (i.format === 'email' || i.format === 'url')) return i.format;
  if ((i.code === 'too_small' || i.code === 'too_big') && (i.origin === 'string' || i.origin === 'array'))
    return `${i.origin}_${i.code}`;
  if (i.code === 'invalid_value' || i.code === 'unrecognized_keys') return i.code;
  return undefined;
}

/** One validation issue as a sentence in the reader's language. */
export function issueMessage(issue: RawIssue, lang: Lang): string {
  const custom = issue.message ? fieldMessage(issue.message, lang) : undefined;
  if (custom) return custom;
  const key = templateKey(issue);
  if (key) return templates[key]![lang](issue);
  const localized = zodLocales[lang].localeError(issue as never);
  return typeof localized === 'string' ? localized : (localized?.message ?? issue.message ?? issue.code);
}
