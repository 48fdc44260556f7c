import { DEFAULT_LANGUAGE, type Language } from '@esn/contract';

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-US' };

export function localeFor(language: string | undefined): string {
  const lng = (language ?? DEFAULT_LANGUAGE).slice(0, 2);
  return lng === 'en' || lng === 'tr' ? LOCALES[lng] : LOCALES[DEFAULT_LANGUAGE];
}

export function formatDate(
  value: Date | string | number,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return new Intl.DateTimeFormat(localeFor(language), options).format(new Date(value));
}
