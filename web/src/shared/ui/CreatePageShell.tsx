import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './Button';
import { Card } from './Card';

interface CreatePageShellProps {
  /** Whether the viewer may create; otherwise the page explains why and links back. */
  allowed: boolean;
  title: ReactNode;
  subtitle: ReactNode;
  notAllowed: { icon: LucideIcon; title: ReactNode; body: ReactNode; backTo: string; backLabel: ReactNode };
  /** The form, labelled by the page heading (`page-title`). */
  children: ReactNode;
}

/** The frame of a "create" page: heading and form card, or a refusal with a way back for those not allowed. */
export function CreatePageShell({ allowed, title, subtitle, notAllowed, children }: CreatePageShellProps) {
  if (!allowed) {
    const Icon = notAllowed.icon;
    return (
      <section aria-labelledby="page-title" className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
        <Icon className="h-12 w-12 text-zinc-600" aria-hidden="true" />
        <h1 id="page-title" className="mt-4 text-2xl font-bold text-white">
          {notAllowed.title}
        </h1>
        <p className="mt-2 text-zinc-400">{notAllowed.body}</p>
        <Link to={notAllowed.backTo} className={buttonClasses('primary', 'md', 'mt-8')}>
          {notAllowed.backLabel}
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
          {title}
        </h1>
        <p className="mt-1 text-sm text-zinc-400">{subtitle}</p>
      </div>
      <Card>{children}</Card>
    </section>
  );
}
