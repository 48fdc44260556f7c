import type { ReactNode } from 'react';
import { SelectField } from './Field';

interface FilterOption {
  value: string;
  label: ReactNode;
}

interface FilterSelectProps {
  id?: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The first, empty-valued option ("any game"); left out when the filter always has a value (e.g. a sort). */
  allLabel?: ReactNode;
  options: readonly FilterOption[];
}

/** One labelled filter `<select>` of a search bar: an optional "all" option, then the given options. */
export function FilterSelect({ id, label, value, onChange, allLabel, options }: FilterSelectProps) {
  return (
    <SelectField id={id} label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
