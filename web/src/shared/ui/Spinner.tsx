import { cn } from '../lib/cn';

const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-[3px]', lg: 'h-12 w-12 border-4' } as const;

/** Decorative: the surrounding element carries the accessible status text. */
export function Spinner({ size = 'md', className }: { size?: keyof typeof SIZES; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-zinc-700 border-t-violet-500',
        SIZES[size],
        className,
      )}
    />
  );
}
