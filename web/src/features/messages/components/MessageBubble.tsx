import { type Message, type MessageMedia } from '@esn/contract';
import { objectUrl } from '@esn/contract/posts/object-url';
import { AlertCircle, Check, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { focusRing } from '../../../shared/ui/focus';
import type { PendingMessage } from '../cache';
import { clockTime } from '../lib/time';
import { MessageText } from './MessageText';

export type TimelineEntry =
  | { kind: 'message'; key: string; message: Message; own: boolean; createdAt: string }
  | { kind: 'pending'; key: string; pending: PendingMessage; own: true; createdAt: string };

function Images({ media, name }: { media: readonly Pick<MessageMedia, 'url' | 'kind'>[]; name: string }) {
  const { t } = useTranslation('messages');
  const images = media.filter((m) => m.kind === 'image');
  if (images.length === 0) return null;
  return (
    <div className={cn('grid gap-1', images.length > 1 && 'grid-cols-2')}>
      {images.map((item, i) => {
        const src = objectUrl(item.url);
        const alt =
          images.length > 1
            ? t('thread.imageAltOf', { name, n: i + 1, count: images.length })
            : t('thread.imageAlt', { name });
        return (
          <a
            key={`${item.url}-${i}`}
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            className={cn('block rounded-lg', focusRing)}
          >
            <img
              src={src}
              alt={alt}
              loading="lazy"
              decoding="async"
              className={cn(
                'w-full rounded-lg bg-zinc-950 object-cover',
                images.length > 1 ? 'aspect-square' : 'max-h-72',
              )}
            />
          </a>
        );
      })}
    </div>
  );
}

/**
 * One message: mine on the right, others' on the left (with the sender's name in a team's conversation when the
 * sender changes); a pending one says it is being sent, a refused one why, with retry and delete.
 */
export function MessageBubble({
  entry,
  showSender,
  seen,
  onRetry,
  onDiscard,
}: {
  entry: TimelineEntry;
  showSender: boolean;
  seen: boolean;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const { t, i18n } = useTranslation('messages');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const own = entry.own;
  const text = entry.kind === 'message' ? entry.message.text : entry.pending.text;
  const media = entry.kind === 'message' ? entry.message.media : entry.pending.uploads;
  const sender = entry.kind === 'message' ? entry.message.sender : null;
  const name = own ? t('thread.you') : sender ? displayName(sender) : t('deletedAccount');
  const pending = entry.kind === 'pending' ? entry.pending : null;

  return (
    <li className={cn('flex gap-2', own ? 'justify-end' : 'justify-start', showSender ? 'mt-3' : 'mt-1')}>
      {!own && (
        <span className="w-7 shrink-0">
          {showSender && sender && <Avatar user={sender} className="h-7 w-7 text-[10px]" />}
        </span>
      )}
      <div className={cn('flex max-w-[80%] flex-col', own ? 'items-end' : 'items-start')}>
        {showSender && !own && <p className="mb-0.5 px-1 text-xs font-medium text-zinc-400">{name}</p>}
        {/* Screen readers hear who wrote it first; the picture of the bubble says it to the eye. */}
        <span className="sr-only">{name}: </span>
        <div
          className={cn(
            'space-y-1.5 rounded-2xl px-3 py-2',
            own ? 'rounded-br-md bg-violet-600 text-white' : 'rounded-bl-md bg-zinc-800 text-zinc-100',
            pending?.status === 'sending' && 'opacity-70',
            pending?.status === 'failed' && 'bg-rose-950 ring-1 ring-rose-700',
          )}
        >
          <Images media={media} name={name} />
          <MessageText text={text} className={own ? '[&_a]:text-white' : '[&_a]:text-cyan-300'} />
        </div>
        <p className="mt-0.5 flex flex-wrap items-center gap-1.5 px-1 text-[11px] text-zinc-500">
          {pending?.status === 'sending' ? (
            <span className="inline-flex items-center gap-1">
              <Clock className="h-3 w-3" aria-hidden="true" />
              {t('thread.sending')}
            </span>
          ) : pending?.status === 'failed' ? (
            <span role="alert" className="inline-flex flex-wrap items-center gap-1.5 text-rose-300">
              <AlertCircle className="h-3 w-3" aria-hidden="true" />
              {t('thread.failed')}
              {pending.error && <span className="text-rose-200/80">({pending.error})</span>}
              <button
                type="button"
                className={cn('rounded font-semibold text-rose-100 underline', focusRing)}
                onClick={() => onRetry(pending.clientId)}
              >
                {t('thread.retryMessage')}
              </button>
              <button
                type="button"
                className={cn('rounded text-rose-200/80 underline', focusRing)}
                onClick={() => onDiscard(pending.clientId)}
              >
                {t('thread.discard')}
              </button>
            </span>
          ) : (
            <time dateTime={entry.createdAt}>{clockTime(entry.createdAt, language)}</time>
          )}
          {seen && (
            <span className="inline-flex items-center gap-0.5 text-cyan-300">
              <Check className="h-3 w-3" aria-hidden="true" />
              {t('thread.seen')}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
