import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { controlClasses } from './Field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> & {
  value: string;
  onValue: (value: string) => void;
};

/** A search field with the magnifier drawn inside it; the caller gives it an id and a label. */
export function SearchInput({ value, onValue, className, ...props }: Props) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-500"
        aria-hidden="true"
      />
      <input
        type="search"
        value={value}
        onChange={(e) => onValue(e.target.value)}
        maxLength={100}
        autoComplete="off"
        className={cn(controlClasses, 'pl-9', className)}
        {...props}
      />
    </div>
  );
}
