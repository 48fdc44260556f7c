import type { Conversation } from '@esn/contract';
import { useCallback, useState, type RefObject } from 'react';
import { openWindow, toggleWindow, type ChatWindowState } from '../lib/chatWindows';
import { ChatPanel } from './ChatPanel';
import { ChatWindow } from './ChatWindow';
import { useMaxWindows } from './useMaxWindows';

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
      // The newest window goes next to the launcher; the oldest gives way when there is no room.
      setWindows((current) => openWindow(current, conversation.id, max));
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

  const toggle = useCallback((id: string) => {
    setWindows((current) => toggleWindow(current, id));
  }, []);

  if (hidden) return null;
  const shown = windows.slice(-max);
  return (
    <>
      {open && <ChatPanel onSelect={openConversation} onClose={onClose} />}
      {shown.length > 0 && (
        <div className="pointer-events-none fixed bottom-20 left-2 right-2 z-40 flex flex-row-reverse items-end gap-3 sm:bottom-0 sm:left-auto sm:right-24 print:hidden">
          {[...shown].reverse().map((w) => (
            <ChatWindow key={w.id} state={w} onToggle={() => toggle(w.id)} onClose={() => closeWindow(w.id)} />
          ))}
        </div>
      )}
    </>
  );
}
