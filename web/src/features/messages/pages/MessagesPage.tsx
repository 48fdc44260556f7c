import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { ConversationList } from '../components/ConversationList';
import { ConversationView } from '../components/ConversationView';
import type { ComposeState } from '../lib/conversation';

/**
 * `/messages` and `/messages/:conversationId`: the conversations beside the open thread on a wide screen; on a
 * phone one at a time (the list, or the thread with a way back to it).
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const { conversationId } = useParams();
  // Opened by a "Message" button: the cursor goes to the message box (from the list, focus stays on the list).
  const compose = (useLocation().state as Partial<ComposeState> | null)?.compose === true;
  const open = Boolean(conversationId);
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-6xl flex-col">
      <div className={cn('mb-4', open && 'max-lg:sr-only')}>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
          {t('title')}
        </h1>
        <p className="mt-1 text-sm text-zinc-400">{t('intro')}</p>
      </div>
      <div className="flex h-[calc(100dvh-12rem)] min-h-[26rem] overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/70 shadow-xl shadow-black/30">
        <nav
          aria-label={t('list.label')}
          className={cn(
            'min-h-0 w-full flex-col border-zinc-800 lg:flex lg:w-80 lg:shrink-0 lg:border-r',
            open ? 'hidden' : 'flex',
          )}
        >
          <ConversationList selectedId={conversationId} />
        </nav>
        <div className={cn('min-h-0 min-w-0 flex-1 flex-col lg:flex', open ? 'flex' : 'hidden')}>
          {conversationId ? (
            // A new key per conversation: the composer's draft and the scroll position belong to one thread.
            <ConversationView key={conversationId} conversationId={conversationId} autoFocus={compose} />
          ) : (
            <div className="m-auto flex max-w-xs flex-col items-center gap-2 p-6 text-center">
              <MessagesSquare className="h-10 w-10 text-zinc-600" aria-hidden="true" />
              <p className="font-medium text-zinc-200">{t('thread.choose')}</p>
              <p className="text-sm text-zinc-400">{t('thread.chooseHint')}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
