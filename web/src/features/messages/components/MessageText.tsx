import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { splitLinks } from '../lib/links';

/** A message's text as text, with its http(s) addresses as links that open in a new tab without a way back in. */
export function MessageText({ text, className }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <p className={cn('whitespace-pre-wrap break-words text-sm leading-relaxed', className)}>
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={cn('rounded underline decoration-1 underline-offset-2 hover:decoration-2', focusRing)}
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
