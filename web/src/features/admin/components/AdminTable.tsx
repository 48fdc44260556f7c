import type { ReactNode } from 'react';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';

const th = 'px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-zinc-400';
export const td = 'px-3 py-2.5 align-middle text-zinc-300';

interface AdminTableProps {
  id: string;
  caption: string;
  /** The width below which the table scrolls sideways (a phone). */
  minWidth: string;
  fetching: boolean;
  columns: { key: string; label: string; align?: 'right' }[];
  children: ReactNode;
}

/**
 * A last column of row actions stays at the right edge while the table scrolls sideways, so a wide table (the teams',
 * spec §3's fourteen columns) never hides what one does with a row.
 */
const stickyActions =
  '[&_tr>*:last-child]:sticky [&_tr>*:last-child]:right-0 [&_tbody_tr>*:last-child]:bg-zinc-950 [&_thead_tr>*:last-child]:bg-zinc-900';

/** A table of the admin area: captioned, its header row, scrolling sideways on a phone (and by keyboard). */
export function AdminTable({ id, caption, minWidth, fetching, columns, children }: AdminTableProps) {
  const actionsLast = columns.at(-1)?.key === 'actions';
  return (
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border border-zinc-800', focusRing)}
    >
      <table className={cn('w-full text-sm', minWidth, actionsLast && stickyActions)} aria-busy={fetching || undefined}>
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-zinc-900/80">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn(th, column.align === 'right' && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-800">{children}</tbody>
      </table>
    </div>
  );
}
