import { MessageSquare, X } from 'lucide-react';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyComponent } from '../../../app/routing/lazyPage';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { formatBadgeCount } from '../../../shared/lib/badge';
import { CountBadge } from '../../../shared/ui/CountBadge';
import { useUnreadMessageCount } from '../unread';

/**
 * The chat widget's code and texts arrive on first use (hovering or focusing the button starts them): the signed-in
 * first page has a script budget, and most visits never open it.
 */
const ChatWidget = lazyComponent(() => import('./ChatWidget').then((m) => m.ChatWidget), ['messages']);

const isMessagesPath = (pathname: string) => pathname === '/messages' || pathname.startsWith('/messages/');

/** The floating button is on every signed-in page but /messages (from md on: see below). */
export const useChatLauncherShown = () => !isMessagesPath(useLocation().pathname);

/**
 * The button (56 px, 16 px from the edge) must not float over the content: the content column keeps its corner free
 * (right padding) until the page's own margin beside the column is wide enough for it (1400 px). A phone has no room
 * beside its content, so there the button gives way to the bar's messages link, which shows the same unread count.
 */
export const CHAT_LAUNCHER_CLEARANCE = 'md:pr-20 min-[1400px]:pr-4';

/**
 * The floating chat button of every signed-in page (not /messages, which is the same thing in full): the unread
 * count, and the recent conversations with docked chat windows once opened. The widget stays mounted once used,
 * so its windows survive navigation and are only hidden on /messages.
 */
export function ChatLauncher() {
  const { t } = useTranslation('nav');
  const hidden = !useChatLauncherShown();
  const count = useUnreadMessageCount(true);
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const badge = formatBadgeCount(count);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  return (
    <>
      {used && (
        <Suspense fallback={null}>
          <ChatWidget open={open && !hidden} hidden={hidden} onClose={close} launcher={button} />
        </Suspense>
      )}
      {!hidden && (
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-haspopup="dialog"
          aria-label={badge ? t('chatUnread', { count: badge }) : t('chat')}
          onPointerEnter={ChatWidget.preloadCode}
          onFocus={ChatWidget.preloadCode}
          onClick={() => {
            setUsed(true);
            setOpen((was) => !was);
          }}
          className={cn(
            'fixed bottom-4 right-4 z-40 hidden h-14 w-14 items-center justify-center rounded-full bg-gradient-to-br from-violet-600 to-cyan-500 text-white shadow-xl shadow-black/40 transition-transform hover:scale-105 md:inline-flex',
            // Paper cannot open a chat (the CV prints without it).
            'print:hidden',
            focusRing,
          )}
        >
          {open ? (
            <X className="h-6 w-6" aria-hidden="true" />
          ) : (
            <MessageSquare className="h-6 w-6" aria-hidden="true" />
          )}
          <CountBadge count={count} />
        </button>
      )}
    </>
  );
}
