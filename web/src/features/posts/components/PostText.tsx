import { Link } from 'react-router';
import { HASHTAG, tagLabel } from '@esn/contract/posts/tags';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';

export type BodyPart = { kind: 'text' | 'tag'; text: string };

/** Splits a post body into plain text and hashtags, so that text is only ever rendered as text. */
export function splitHashtags(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(HASHTAG)) {
    const [, before = '', word = ''] = match;
    const start = (match.index ?? 0) + before.length;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'tag', text: `#${word}` });
    last = start + word.length + 1;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

/**
 * A tag's page, at the tag as written (`#Takım` → `/tags/Takım`): the page looks it up folded (contract `foldTag`), so
 * `/tags/takım`, `/tags/TAKIM` and `/tags/takim` show the same posts, and shows it as written, which folding cannot
 * (it turns the dotless ı into i).
 */
export const tagPath = (tag: string) => `/tags/${encodeURIComponent(tagLabel(tag))}`;

export function PostText({ body, className }: { body: string; className?: string }) {
  if (!body.trim()) return null;
  return (
    <p className={cn('whitespace-pre-wrap break-words text-[15px] leading-relaxed text-zinc-100', className)}>
      {splitHashtags(body).map((part, i) =>
        part.kind === 'tag' ? (
          <Link
            key={i}
            to={tagPath(part.text)}
            className={cn('rounded font-medium text-cyan-300 hover:underline', focusRing)}
          >
            {part.text}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
