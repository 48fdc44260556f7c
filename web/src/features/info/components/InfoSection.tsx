import type { ComponentProps, ReactNode } from 'react';

/** A list entry: plain text, or a term with its explanation. */
interface ContentItem {
  term?: string;
  text: string;
}

interface ContentLink {
  label: string;
  href: string;
}

/** One section of an informational or legal page, as stored in the locale JSON. */
export interface ContentSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items: ContentItem[];
  steps: string[];
  outro: string[];
  links: ContentLink[];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The strings of an array; anything else (e.g. a missing key that i18next returned as text) becomes []. */
export function toStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function toItem(value: unknown): ContentItem | null {
  if (typeof value === 'string') return { text: value };
  if (!isRecord(value) || typeof value.text !== 'string') return null;
  return typeof value.term === 'string' ? { term: value.term, text: value.text } : { text: value.text };
}

function toLink(value: unknown): ContentLink | null {
  if (!isRecord(value) || typeof value.label !== 'string' || typeof value.href !== 'string') return null;
  return { label: value.label, href: value.href };
}

function compact<T>(values: unknown, parse: (value: unknown) => T | null): T[] {
  if (!Array.isArray(values)) return [];
  const result: T[] = [];
  for (const value of values) {
    const parsed = parse(value);
    if (parsed !== null) result.push(parsed);
  }
  return result;
}

/** Reads one section from translation data; returns null when it has no id or heading. */
export function toSection(value: unknown): ContentSection | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.heading !== 'string') return null;
  return {
    id: value.id,
    heading: value.heading,
    paragraphs: toStrings(value.paragraphs),
    items: compact(value.items, toItem),
    steps: toStrings(value.steps),
    outro: toStrings(value.outro),
    links: compact(value.links, toLink),
  };
}

/** Reads a section array from `t(key, { returnObjects: true })`. */
export function toSections(value: unknown): ContentSection[] {
  return compact(value, toSection);
}

const LINK_CLASS =
  'font-medium text-cyan-400 underline decoration-cyan-400/40 underline-offset-4 transition-colors hover:text-cyan-300 hover:decoration-cyan-300 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-500';

/** An inline text link in the theme's accent colour. Plain `<a>`, so it works without a router. */
export function TextLink({ className, ...props }: ComponentProps<'a'>) {
  return <a {...props} className={className ? `${LINK_CLASS} ${className}` : LINK_CLASS} />;
}

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Renders text and turns e-mail addresses in it into mailto links. */
export function RichText({ text }: { text: string }) {
  const parts = text.split(EMAIL);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        // split() with a capture group puts the matches at the odd indices.
        index % 2 === 1 ? (
          <TextLink key={index} href={`mailto:${part}`}>
            {part}
          </TextLink>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text, index) => (
    <p key={index} className="mt-4 leading-7 text-pretty text-zinc-300">
      <RichText text={text} />
    </p>
  ));
}

function ItemList({ items }: { items: readonly ContentItem[] }) {
  if (items.length === 0) return null;
  if (items.every((item) => item.term === undefined)) {
    return (
      <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-zinc-300 marker:text-violet-400">
        {items.map((item, index) => (
          <li key={index} className="pl-1">
            <RichText text={item.text} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    // list-none drops list semantics in some screen readers, so the role is restated.
    <ul role="list" className="mt-5 list-none space-y-3">
      {items.map((item, index) => (
        <li
          key={index}
          className="rounded-lg border border-l-2 border-zinc-800 border-l-violet-500 bg-zinc-900 px-4 py-3 sm:px-5"
        >
          {item.term !== undefined ? <p className="font-semibold text-zinc-100">{item.term}</p> : null}
          <p className="mt-1 leading-7 text-zinc-300">
            <RichText text={item.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}

export interface InfoSectionProps {
  section: ContentSection;
  children?: ReactNode;
}

/** One `<section>` with an h2, paragraphs, a list, numbered steps, closing paragraphs and links. */
export function InfoSection({ section, children }: InfoSectionProps) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-zinc-50 sm:text-2xl">
        {section.heading}
      </h2>
      <Paragraphs texts={section.paragraphs} />
      <ItemList items={section.items} />
      {section.steps.length > 0 ? (
        <ol className="mt-4 list-decimal space-y-2 pl-6 leading-7 text-zinc-300 marker:font-semibold marker:text-cyan-400">
          {section.steps.map((step, index) => (
            <li key={index} className="pl-1">
              <RichText text={step} />
            </li>
          ))}
        </ol>
      ) : null}
      <Paragraphs texts={section.outro} />
      {section.links.length > 0 ? (
        <ul className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {section.links.map((link) => (
            <li key={link.href}>
              <TextLink href={link.href}>{link.label}</TextLink>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  );
}
