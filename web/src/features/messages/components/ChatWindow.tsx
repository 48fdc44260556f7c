import { ChevronUp, Maximize2, Minus, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { formatBadgeCount } from '../../../shared/lib/badge';
import { useConversation } from '../api';
import type { ChatWindowState } from '../lib/chatWindows';
import { conversationTitle, messagesPath } from '../lib/conversation';
import { ConversationAvatar } from './ConversationAvatar';
import { ConversationView } from './ConversationView';

/** One docked conversation: its header (open in full, minimise or restore, close) and the thread. */
export function ChatWindow({
  state,
  onToggle,
  onClose,
}: {
  state: ChatWindowState;
  onToggle: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('messages');
  const { data } = useConversation(state.id);
  const frame = useRef<HTMLElement>(null);
  const name = data ? conversationTitle(data, t('deletedAccount')) : '';
  const unread = formatBadgeCount(data?.unreadCount);

  // A window asked for (new, or again from the list) takes the focus; its composer takes it once it is there.
  useEffect(() => {
    if (!state.minimised) (frame.current?.querySelector('textarea') ?? frame.current)?.focus();
  }, [state.focusRequest, state.minimised]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      ref={frame}
      tabIndex={-1}
      aria-label={t('widget.window', { name })}
      onKeyDown={onKeyDown}
      className={cn(
        'pointer-events-auto flex w-full flex-col overflow-hidden rounded-t-xl border border-zinc-800 bg-zinc-900 shadow-2xl shadow-black/60 focus:outline-none sm:w-80',
        state.minimised ? 'h-auto' : 'h-[min(28rem,calc(100dvh-7rem))]',
      )}
    >
      <div className="flex items-center gap-2 border-b border-zinc-800 bg-zinc-900 px-2 py-1.5">
        <div className="flex min-w-0 flex-1 items-center gap-2 p-1">
          {data && <ConversationAvatar conversation={data} className="h-7 w-7 text-[10px]" />}
          <h2 className="truncate text-sm font-semibold text-white">{name}</h2>
          {state.minimised && unread && (
            <span className="ml-auto rounded-full bg-violet-600 px-1.5 text-xs font-semibold text-white">
              <span aria-hidden="true">{unread}</span>
              <span className="sr-only">{t('widget.unread', { count: data?.unreadCount ?? 0 })}</span>
            </span>
          )}
        </div>
        <Link
          to={messagesPath(state.id)}
          aria-label={t('widget.openFull', { name })}
          className={cn('rounded-lg p-1.5 text-zinc-400 hover:bg-zinc-800 hover:text-white', focusRing)}
        >
          <Maximize2 className="h-4 w-4" aria-hidden="true" />
        </Link>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!state.minimised}
          aria-label={state.minimised ? t('widget.restore', { name }) : t('widget.minimise', { name })}
          className={cn('rounded-lg p-1.5 text-zinc-400 hover:bg-zinc-800 hover:text-white', focusRing)}
        >
          {state.minimised ? (
            <ChevronUp className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Minus className="h-4 w-4" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('widget.closeWindow', { name })}
          className={cn('rounded-lg p-1.5 text-zinc-400 hover:bg-zinc-800 hover:text-white', focusRing)}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      {/* Minimised, the thread stays mounted (the draft and the place in it are kept) but is not read. */}
      <div hidden={state.minimised} className="flex min-h-0 flex-1 flex-col">
        <ConversationView conversationId={state.id} variant="window" active={!state.minimised} autoFocus />
      </div>
    </section>
  );
}
