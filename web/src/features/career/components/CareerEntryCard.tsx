import type { CareerEntry } from '@esn/contract';
import { Briefcase, CalendarRange } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMonth } from '../lib';
import { SelfDeclaredBadge } from './VerifiedBadge';

/** One self-declared entry (marked so): team, role, game, period ("to" or "present") and description; `actions` for the owner's buttons. */
export function CareerEntryCard({ entry, actions }: { entry: CareerEntry; actions?: ReactNode }) {
  const { t, i18n } = useTranslation(['career', 'common']);
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const period = `${formatMonth(entry.from, lng)} – ${entry.to ? formatMonth(entry.to, lng) : t('career:present')}`;
  return (
    <article className="flex flex-col gap-3 sm:flex-row sm:items-start" aria-label={entry.teamName}>
      <span className="hidden rounded-xl bg-violet-600/20 p-3 text-violet-300 sm:block print:hidden">
        <Briefcase className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="text-base font-semibold text-white print:text-black">
          {entry.teamSlug ? (
            <Link to={`/team/${encodeURIComponent(entry.teamSlug)}`} className="hover:underline">
              {entry.teamName}
            </Link>
          ) : (
            entry.teamName
          )}
        </h3>
        <p className="text-sm text-zinc-300 print:text-black">
          {t(`career:roles.${entry.role}`)} · {t(`common:games.${entry.game}`)}
        </p>
        <p className="flex items-center gap-1.5 text-xs text-zinc-400 print:text-zinc-700">
          <CalendarRange className="h-3.5 w-3.5 print:hidden" aria-hidden="true" />
          {period}
        </p>
        {entry.description && (
          <p className="whitespace-pre-line break-words pt-1 text-sm text-zinc-300 print:text-black">
            {entry.description}
          </p>
        )}
        <p className="pt-1">
          <SelfDeclaredBadge />
        </p>
      </div>
      {actions && <div className="flex shrink-0 gap-2 print:hidden">{actions}</div>}
    </article>
  );
}
