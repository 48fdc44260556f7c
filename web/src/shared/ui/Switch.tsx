import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './Field';
import { focusRing } from './focus';

interface SwitchFieldProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /**
   * A change is being saved: further presses are ignored, but the switch keeps focus (a disabled one would drop it to
   * the page, and a keyboard user would start over).
   */
  busy?: boolean;
}

export function SwitchField({ label, description, checked, onCheckedChange, busy = false }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <Label htmlFor={id} className="mb-0">
          {label}
        </Label>
        {description && (
          <p id={`${id}-desc`} className="mt-1 text-xs text-zinc-400">
            {description}
          </p>
        )}
      </div>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={(next) => !busy && onCheckedChange(next)}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        aria-describedby={description ? `${id}-desc` : undefined}
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full bg-zinc-700 transition-colors data-[state=checked]:bg-violet-600 aria-disabled:cursor-wait aria-disabled:opacity-60',
          focusRing,
        )}
      >
        <SwitchPrimitive.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </SwitchPrimitive.Root>
    </div>
  );
}
