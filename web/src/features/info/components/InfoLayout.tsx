import type { ReactNode } from 'react';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Maps an i18next language code to the locale used for dates: English is en-US, everything else Turkish (the default). */
function toIntlLocale(language: string): 'tr-TR' | 'en-US' {
  return language.toLowerCase().startsWith('en') ? 'en-US' : 'tr-TR';
}

/** Formats a `YYYY-MM-DD` content date in the page language, or returns null when the value is not such a date. */
function formatInfoDate(iso: string, language: string): string | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(toIntlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The language an i18next instance actually renders in. */
export function pageLanguage(i18n: { resolvedLanguage?: string | undefined; language?: string | undefined }): string {
  return i18n.resolvedLanguage ?? i18n.language ?? 'tr';
}

export interface InfoLayoutProps {
  /** The single h1 of the page. */
  title: string;
  /** Small label above the title. */
  eyebrow?: string | undefined;
  /** Introductory paragraph under the title. */
  lead?: string | undefined;
  /** Last-updated date as `YYYY-MM-DD`; not shown when it is not a valid date. */
  updated?: string | undefined;
  lastUpdatedLabel: string;
  /** Current i18next language, used for the `lang` attribute and date formatting. */
  language: string;
  /** Rendered between the header and the sections, e.g. a table of contents. */
  beforeContent?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Shared frame of the informational and legal pages: title, lead, last-updated date, sections and footer. */
export function InfoLayout({
  title,
  eyebrow,
  lead,
  updated,
  lastUpdatedLabel,
  language,
  beforeContent,
  children,
  footer,
}: InfoLayoutProps) {
  const formattedDate = updated ? formatInfoDate(updated, language) : null;

  return (
    <div className="min-h-full bg-zinc-950 text-zinc-100">
      <article lang={language} className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:py-20">
        <header className="border-b border-zinc-800 pb-8">
          {eyebrow ? <p className="text-xs font-semibold tracking-[0.2em] text-cyan-400 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-zinc-50 sm:text-4xl">{title}</h1>
          <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-linear-to-r from-violet-500 to-cyan-400" />
          {lead ? <p className="mt-6 text-lg leading-8 text-zinc-300">{lead}</p> : null}
          {updated && formattedDate ? (
            <p className="mt-4 text-sm text-zinc-400">
              {lastUpdatedLabel}: <time dateTime={updated}>{formattedDate}</time>
            </p>
          ) : null}
        </header>
        {beforeContent}
        <div className="mt-10 space-y-12 sm:mt-12">{children}</div>
        {footer ? <footer className="mt-16 space-y-6 border-t border-zinc-800 pt-8">{footer}</footer> : null}
      </article>
    </div>
  );
}
