import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../lib/countries';

/**
 * The `<option>`s of a country select, named in the UI language (Turkey first); with `none`, an empty choice first
 * under that text. One list for every form that asks for a country.
 */
export function CountryOptions({ none }: { none?: string }) {
  const { i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.resolvedLanguage), [i18n.resolvedLanguage]);
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </>
  );
}
