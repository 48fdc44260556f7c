import { localeFor } from './format';

/** Turkey first, then the countries most of the community plays from. ISO 3166-1 alpha-2. */
const COUNTRY_CODES = [
  'TR',
  'AZ',
  'DE',
  'NL',
  'FR',
  'GB',
  'US',
  'CA',
  'ES',
  'IT',
  'PL',
  'SE',
  'DK',
  'FI',
  'NO',
  'RU',
  'UA',
  'GR',
  'BG',
  'CY',
  'SA',
  'AE',
  'BR',
  'KR',
  'JP',
  'CN',
  'AU',
] as const;

export interface CountryOption {
  code: string;
  name: string;
}

/** A stored ISO country code ("TR") as its name in the UI language ("DE": "Almanya" / "Germany"); the code if unknown. */
export function countryName(code: string, language: string | undefined): string {
  try {
    return new Intl.DisplayNames([localeFor(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Names come from Intl in the UI language; Turkey stays on top, the rest alphabetical. */
export function countryOptions(language: string | undefined): CountryOption[] {
  const locale = localeFor(language);
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const options = COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code }));
  const [first, ...rest] = options;
  const collator = new Intl.Collator(locale);
  return [...(first ? [first] : []), ...rest.sort((a, b) => collator.compare(a.name, b.name))];
}
