import type { Conversation } from '@esn/contract';
import { ChevronUp, Maximize2, Minus, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { formatBadgeCount } from '../../navigation/badge';
import { useConversation } from '../api';
import { conversationTitle, messagesPath } from '../lib/conversation';
import { ConversationAvatar } from './ConversationAvatar';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';

interface ChatWindowState {
  id: string;
  minimised: boolean;
  /** Bumped when the window is asked for again, so that it takes the focus again. */
  focusRequest: number;
}

/** Windows side by side: one on a phone, two on a laptop, three on a wide screen. */
const WIDE = '(min-width: 1280px)';
const MEDIUM = '(min-width: 768px)';

function subscribeToWidth(listener: () => void): () => void {
  const queries = [WIDE, MEDIUM].map((q) => window.matchMedia?.(q)).filter(Boolean) as MediaQueryList[];
  queries.forEach((q) => q.addEventListener('change', listener));
  return () => queries.forEach((q) => q.removeEventListener('change', listener));
}

function maxWindowsNow(): number {
  if (typeof window.matchMedia !== 'function') return 3;
  if (window.matchMedia(WIDE).matches) return 3;
  return window.matchMedia(MEDIUM).matches ? 2 : 1;
}

const useMaxWindows = () => useSyncExternalStore(subscribeToWidth, maxWindowsNow, () => 3);

/**
 * The chat widget (loaded on first use): the recent conversations above the launcher, and the conversations opened
 * from it docked at the bottom of the screen, each minimisable and closable. Escape closes what has the focus
 * and gives the focus back to the launcher. Hidden, with its windows kept, on /messages.
 */
export function ChatWidget({
  open,
  hidden,
  onClose,
  launcher,
}: {
  open: boolean;
  hidden: boolean;
  onClose: (refocus: boolean) => void;
  launcher: RefObject<HTMLButtonElement | null>;
}) {
  const [windows, setWindows] = useState<ChatWindowState[]>([]);
  const max = useMaxWindows();

  const openConversation = useCallback(
    (conversation: Conversation) => {
      setWindows((current) => {
        const existing = current.find((w) => w.id === conversation.id);
        const others = current.filter((w) => w.id !== conversation.id);
        const next = { id: conversation.id, minimised: false, focusRequest: (existing?.focusRequest ?? 0) + 1 };
        // The newest window goes next to the launcher; the oldest gives way when there is no room.
        return [...others, next].slice(-max);
      });
      onClose(false);
    },
    [max, onClose],
  );

  const closeWindow = useCallback(
    (id: string) => {
      setWindows((current) => current.filter((w) => w.id !== id));
      launcher.current?.focus();
    },
    [launcher],
  );

  const toggleWindow = useCallback((id: string) => {
    setWindows((current) => current.map((w) => (w.id === id ? { ...w, minimised: !w.minimised } : w)));
  }, []);

  if (hidden) return null;
  const shown = windows.slice(-max);
  return (
    <>
      {open && <ChatPanel onSelect={openConversation} onClose={onClose} />}
      {shown.length > 0 && (
        <div className="pointer-events-none fixed bottom-20 left-2 right-2 z-40 flex flex-row-reverse items-end gap-3 sm:bottom-0 sm:left-auto sm:right-24">
          {[...shown].reverse().map((w) => (
            <ChatWindow key={w.id} state={w} onToggle={() => toggleWindow(w.id)} onClose={() => closeWindow(w.id)} />
          ))}
        </div>
      )}
    </>
  );
}

function ChatPanel({
  onSelect,
  onClose,
}: {
  onSelect: (conversation: Conversation) => void;
  onClose: (refocus: boolean) => void;
}) {
  const { t } = useTranslation('messages');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Opening moves the focus into the panel (to its search field), as a dialog does.
  useEffect(() => {
    (
      panel.current?.querySelector<HTMLElement>('input') ?? panel.current?.querySelector<HTMLElement>('a, button')
    )?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
    }
  };

  return (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed bottom-20 right-4 z-50 flex h-[min(32rem,calc(100dvh-7rem))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900 shadow-2xl shadow-black/60"
    >
      <div className="flex items-center justify-between gap-2 border-b border-zinc-800 px-3 py-2">
        <h2 id={titleId} className="font-semibold text-white">
          {t('widget.title')}
        </h2>
        <div className="flex items-center gap-1">
          <Link
            to={messagesPath()}
            onClick={() => onClose(false)}
            className={cn('rounded px-2 py-1 text-xs font-medium text-cyan-300 hover:underline', focusRing)}
          >
            {t('widget.seeAll')}
          </Link>
          <button
            type="button"
            aria-label={t('widget.close')}
            onClick={() => onClose(true)}
            className={cn('rounded-lg p-1.5 text-zinc-400 hover:bg-zinc-800 hover:text-white', focusRing)}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <ConversationList onSelect={onSelect} compact />
    </div>
  );
}

function ChatWindow({
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
