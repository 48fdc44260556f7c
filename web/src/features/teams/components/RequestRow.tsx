import type { TeamApplication } from '@esn/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { formatDate } from '../../../shared/lib/format';
import { displayName } from '../../../shared/ui/Avatar';
import { focusRing } from '../../../shared/ui/focus';

/** One pending request: who or which team (`lead`), what it says, and what can be done with it. */
export function RequestRow({
  label,
  lead,
  children,
  actions,
}: {
  label: string;
  lead: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li
      aria-label={label}
      className="flex flex-col gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-4 sm:flex-row sm:items-start"
    >
      {lead}
      <div className="min-w-0 flex-1 space-y-1 text-sm">{children}</div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}

export function PersonLink({ user }: { user: TeamApplication['applicant'] }) {
  return (
    <Link
      to={`/profile/${encodeURIComponent(user.id)}`}
      className={cn('rounded font-medium text-white hover:underline', focusRing)}
    >
      {displayName(user)}
    </Link>
  );
}

export function TeamLink({ team }: { team: TeamApplication['team'] }) {
  return (
    <Link
      to={`/team/${encodeURIComponent(team.slug)}`}
      className={cn('rounded font-medium text-white hover:underline', focusRing)}
    >
      {team.name}
    </Link>
  );
}

/** The request's own message, when it has one. */
export function RequestMessage({ text }: { text: string | null }) {
  return text ? <p className="whitespace-pre-line break-words text-zinc-300">{text}</p> : null;
}

/** When the request was made. */
export function RequestDate({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return <p className="text-xs text-zinc-500">{formatDate(at, i18n.resolvedLanguage, { dateStyle: 'medium' })}</p>;
}
