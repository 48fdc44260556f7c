import type { ReactNode } from 'react';

/**
 * A yes-or-nothing filter of a search bar, kept in the address as `'true'` or left out: ticked sends `'true'`,
 * unticked drops the filter (never `'false'`).
 */
export function FilterCheckbox({
  label,
  value,
  onChange,
}: {
  label: ReactNode;
  value: 'true' | undefined;
  onChange: (value: 'true' | undefined) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-zinc-200">
      <input
        type="checkbox"
        className="h-4 w-4 accent-violet-500"
        checked={value === 'true'}
        onChange={(e) => onChange(e.target.checked ? 'true' : undefined)}
      />
      {label}
    </label>
  );
}
