import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';

interface RowSwitchProps {
  /** Names the row too ("Verified: Wolves"): a table has one switch per row. */
  label: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A switch in a table cell, labelled by its aria-label (the column header says what it is to sighted readers). */
export function RowSwitch({ label, checked, disabled, onCheckedChange }: RowSwitchProps) {
  return (
    <SwitchPrimitive.Root
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onCheckedChange={onCheckedChange}
      className={cn(
        'relative h-6 w-11 shrink-0 rounded-full bg-zinc-700 transition-colors data-[state=checked]:bg-emerald-600 disabled:opacity-60',
        focusRing,
      )}
    >
      <SwitchPrimitive.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
    </SwitchPrimitive.Root>
  );
}
