import { cn } from '../lib/cn';

interface ProgressBarProps {
  value: number;
  max: number;
  /** The bar's accessible name ("Progress of …"). */
  label: string;
  /** What a screen reader says instead of a bare percentage ("3 of 10"). */
  valueText: string;
  complete?: boolean;
  className?: string;
}

/** A labelled progress bar with its ARIA values: challenge progress and the way to the next level. */
export function ProgressBar({ value, max, label, valueText, complete = false, className }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full bg-zinc-800', className)}
    >
      <div
        className={cn(
          'h-full rounded-full bg-gradient-to-r transition-[width] duration-500',
          complete ? 'from-emerald-500 to-emerald-300' : 'from-violet-600 to-cyan-500',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
