import type { Conversation } from '@esn/contract';
import { Fragment, useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { useNow } from '../../../shared/hooks/useNow';
import { usePendingMessages, useThread } from '../api';
import { threadMessages } from '../cache';
import { senderIdOf } from '../lib/conversation';
import { dayKey, relativeDay } from '../lib/days';
import { MessageBubble, type TimelineEntry } from './MessageBubble';
import { SystemLine } from './SystemLine';

/** Closer than this to the top, scrolling back asks for the older page. */
const LOAD_OLDER_AT_PX = 120;
/** Closer than this to the bottom, a new message keeps the view at the bottom. */
const STICK_TO_BOTTOM_PX = 150;

function useTimeline(conversationId: string, viewerId: string | undefined) {
  const thread = useThread(conversationId);
  const pending = usePendingMessages(conversationId);
  const entries = useMemo<TimelineEntry[]>(() => {
    const confirmed = threadMessages(thread.data);
    const confirmedClientIds = new Set(confirmed.map((m) => m.clientId).filter(Boolean));
    return [
      ...confirmed.map<TimelineEntry>((message) => ({
        kind: 'message',
        key: message.id,
        message,
        own: viewerId !== undefined && senderIdOf(message) === viewerId,
        createdAt: message.createdAt,
      })),
      ...pending
        .filter((p) => !confirmedClientIds.has(p.clientId))
        .map<TimelineEntry>((p) => ({
          kind: 'pending',
          key: p.clientId,
          pending: p,
          own: true,
          createdAt: p.createdAt,
        })),
    ];
  }, [thread.data, pending, viewerId]);
  return { thread, entries };
}

/** The last of my confirmed messages that the other person has read (direct conversations only). */
function seenMessageId(entries: TimelineEntry[], conversation: Conversation | undefined): string | undefined {
  if (!conversation || conversation.kind !== 'direct' || !conversation.othersReadAt) return undefined;
  const readAt = new Date(conversation.othersReadAt).getTime();
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i]!;
    if (entry.kind === 'message' && entry.own && new Date(entry.createdAt).getTime() <= readAt) return entry.key;
  }
  return undefined;
}

/**
 * A thread: messages oldest first under one separator per day; scrolling back (or the button at the top) loads the
 * older page and keeps the reader's place; a new message scrolls into view when the reader was at the bottom or
 * wrote it. A log region, so screen readers announce what arrives.
 */
export function MessageList({
  conversationId,
  conversation,
  viewerId,
  label,
  onRetry,
  onDiscard,
  footer,
}: {
  conversationId: string;
  conversation: Conversation | undefined;
  viewerId: string | undefined;
  label: string;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation('messages');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const now = useNow();
  const { thread, entries } = useTimeline(conversationId, viewerId);
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  /** Distance from the bottom before an older page came in, to put the reader back at the same message. */
  const anchor = useRef<number | null>(null);
  const previous = useRef<{ first?: string; last?: string }>({});
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;

  const loadOlder = useCallback(() => {
    const el = scroller.current;
    if (!hasNextPage || isFetchingNextPage) return;
    if (el) anchor.current = el.scrollHeight - el.scrollTop;
    void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  const first = entries[0]?.key;
  const last = entries.at(-1)?.key;
  const lastOwn = entries.at(-1)?.own ?? false;
  useLayoutEffect(() => {
    const el = scroller.current;
    const before = previous.current;
    previous.current = { first, last };
    if (!el) return;
    if (anchor.current !== null && first !== before.first) {
      el.scrollTop = el.scrollHeight - anchor.current;
      anchor.current = null;
    } else if (last !== before.last && (!before.last || nearBottom.current || lastOwn)) {
      el.scrollTop = el.scrollHeight;
      nearBottom.current = true;
    }
  }, [first, last, lastOwn]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX;
    if (el.scrollTop < LOAD_OLDER_AT_PX) loadOlder();
  };

  const seenId = seenMessageId(entries, conversation);
  const isTeam = conversation?.kind === 'team' || conversation?.kind === 'match';

  let content: ReactNode;
  if (thread.isPending) {
    content = (
      <p role="status" className="m-auto flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('thread.loading')}
      </p>
    );
  } else if (thread.isError && entries.length === 0) {
    content = (
      <div className="m-auto flex flex-col items-center gap-3 p-4 text-center text-sm text-zinc-300">
        <p role="alert">{t('thread.error')}</p>
        <Button variant="secondary" size="sm" loading={thread.isFetching} onClick={() => void thread.refetch()}>
          {t('thread.retry')}
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        <div className="flex justify-center py-2">
          {hasNextPage ? (
            <Button variant="ghost" size="sm" loading={isFetchingNextPage} onClick={loadOlder}>
              {isFetchingNextPage ? t('thread.loadingOlder') : t('thread.loadOlder')}
            </Button>
          ) : entries.length > 0 ? (
            <p className="text-xs text-zinc-500">{t('thread.start')}</p>
          ) : (
            <p className="py-8 text-sm text-zinc-400">{t('thread.empty')}</p>
          )}
        </div>
        <div role="log" aria-label={label}>
          <ol className="pb-2">
            {entries.map((entry, i) => {
              const prev = entries[i - 1];
              const day = dayKey(entry.createdAt);
              const newDay = !prev || dayKey(prev.createdAt) !== day;
              const senderId = entry.kind === 'message' ? senderIdOf(entry.message) : viewerId;
              const prevSender = prev?.kind === 'message' ? senderIdOf(prev.message) : viewerId;
              const showSender = isTeam && !entry.own && (newDay || senderId !== prevSender);
              return (
                <Fragment key={entry.key}>
                  {newDay && <DaySeparator iso={entry.createdAt} now={now} language={language} />}
                  {entry.kind === 'message' && entry.message.system ? (
                    <SystemLine message={entry.message} language={language} />
                  ) : (
                    <MessageBubble
                      entry={entry}
                      showSender={showSender}
                      seen={entry.key === seenId}
                      onRetry={onRetry}
                      onDiscard={onDiscard}
                    />
                  )}
                </Fragment>
              );
            })}
          </ol>
        </div>
        {footer}
      </>
    );
  }

  return (
    <div ref={scroller} onScroll={onScroll} className="flex min-h-0 flex-1 flex-col overflow-y-auto px-3">
      {content}
    </div>
  );
}

function DaySeparator({ iso, now, language }: { iso: string; now: number; language: string | undefined }) {
  const { t } = useTranslation('messages');
  const relative = relativeDay(iso, now);
  const text = relative
    ? t(`thread.${relative}`)
    : formatDate(iso, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <li className="my-3 flex items-center gap-3 text-xs text-zinc-500">
      <span className="h-px flex-1 bg-zinc-800" aria-hidden="true" />
      <span>{text}</span>
      <span className="h-px flex-1 bg-zinc-800" aria-hidden="true" />
    </li>
  );
}
