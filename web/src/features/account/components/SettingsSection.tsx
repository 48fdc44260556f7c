import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../shared/lib/cn';

/** One part of the account settings page: a card with a heading (its name for screen readers) and a lead. */
export function SettingsSection({
  id,
  icon: Icon,
  title,
  description,
  tone = 'default',
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn(
        'scroll-mt-24 rounded-2xl border bg-zinc-900/70 p-4 shadow-xl shadow-black/30 sm:p-6',
        tone === 'danger' ? 'border-rose-900/70' : 'border-zinc-800',
      )}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-white">
        <Icon className={cn('h-5 w-5', tone === 'danger' ? 'text-rose-400' : 'text-violet-300')} aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-1 text-sm text-zinc-400">{description}</div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
