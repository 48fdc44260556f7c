import { cn } from '../lib/cn';

/** Logo plus site name; the name is passed in because it comes from the public settings. */
export function BrandMark({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <img src="/favicon.svg" alt="" aria-hidden="true" className="h-7 w-7" />
      <span className="bg-gradient-to-r from-violet-400 to-cyan-300 bg-clip-text text-transparent">{name}</span>
    </span>
  );
}
