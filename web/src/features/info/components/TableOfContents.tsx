import { useId } from 'react';

export interface TocEntry {
  /** The id of the target element (without `#`). */
  id: string;
  label: string;
}

/** A numbered in-page navigation to the sections of a page. */
export function TableOfContents({ label, entries }: { label: string; entries: readonly TocEntry[] }) {
  const labelId = useId();
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby={labelId} className="mt-8 rounded-xl border border-zinc-800 bg-zinc-900 p-5 sm:p-6">
      <p id={labelId} className="text-xs font-semibold tracking-[0.15em] text-zinc-400 uppercase">
        {label}
      </p>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm marker:text-zinc-500 sm:columns-2 sm:gap-10">
        {entries.map((entry) => (
          <li key={entry.id} className="break-inside-avoid pl-1">
            <a
              href={`#${entry.id}`}
              className="text-zinc-200 underline-offset-4 transition-colors hover:text-cyan-300 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-500"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
