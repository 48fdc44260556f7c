import type { Conversation } from '@esn/contract';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { messagesPath } from '../lib/conversation';
import { ConversationList } from './ConversationList';

/** The widget's list of recent conversations above the launcher, a dialog that Escape closes. */
export function ChatPanel({
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
      className="fixed bottom-20 right-4 z-50 flex h-[min(32rem,calc(100dvh-7rem))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900 shadow-2xl shadow-black/60 print:hidden"
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
