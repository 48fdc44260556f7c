import { ArrowLeft, Lock } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { ApiError } from '../../../shared/api';
import { buttonClasses } from '../../../shared/ui/Button';
import { focusRing } from '../../../shared/ui/focus';
import { Spinner } from '../../../shared/ui/Spinner';
import { useAuth } from '../../auth';
import { showConversation } from '../activity';
import { useConversation, useMarkRead, useSendMessage, useTypingSignal } from '../api';
import { conversationHref, conversationTitle, isWithDeletedAccount, messagesPath } from '../lib/conversation';
import { usePageVisible } from '../lib/usePageVisible';
import { Composer } from './Composer';
import { ConversationAvatar } from './ConversationAvatar';
import { MessageList } from './MessageList';
import { TypingIndicator } from './TypingIndicator';

/**
 * One conversation, the same on the messages page and in a chat window: the thread, who is typing and the composer
 * (or why one cannot write here). While it is on screen in a visible tab (`active`), it is read: every new
 * message from others is marked read at once.
 */
export function ConversationView({
  conversationId,
  variant = 'page',
  active = true,
  autoFocus = false,
}: {
  conversationId: string;
  variant?: 'page' | 'window';
  active?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('messages');
  const { user } = useAuth();
  const viewerId = user?.id;
  const conversation = useConversation(conversationId);
  const data = conversation.data;
  const { send, retry, discard } = useSendMessage(conversationId, viewerId);
  const signalTyping = useTypingSignal(conversationId);
  const visible = usePageVisible() && active;

  useEffect(() => (visible ? showConversation(conversationId) : undefined), [conversationId, visible]);

  // `mutate` is stable (TanStack Query binds it once per observer).
  const { mutate: markRead, isPending: reading } = useMarkRead(conversationId);
  const unread = data?.unreadCount ?? 0;
  // Once per state of the conversation: a failed call is not repeated in a loop, the next message tries again.
  const readKey = `${conversationId}|${data?.lastMessage?.id ?? ''}|${unread}`;
  const attempted = useRef<string | null>(null);
  useEffect(() => {
    if (!visible || unread === 0 || reading || attempted.current === readKey) return;
    attempted.current = readKey;
    markRead();
  }, [visible, unread, reading, markRead, readKey]);

  const notFound = conversation.error instanceof ApiError && [403, 404].includes(conversation.error.status);
  if (notFound) {
    return (
      <div className="m-auto flex max-w-sm flex-col items-center gap-3 p-6 text-center text-sm text-zinc-300">
        <p role="alert">{t('thread.notFound')}</p>
        {variant === 'page' && (
          <Link to={messagesPath()} className={buttonClasses('secondary', 'sm')}>
            {t('thread.back')}
          </Link>
        )}
      </div>
    );
  }

  const title = data ? conversationTitle(data, t('deletedAccount')) : '';
  let composer: ReactNode = null;
  if (data?.canSend) {
    composer = <Composer onSend={send} onTyping={signalTyping} autoFocus={autoFocus} compact={variant === 'window'} />;
  } else if (data) {
    composer = (
      <div
        role="note"
        className="flex items-start gap-2 border-t border-zinc-800 bg-zinc-900/80 p-3 text-sm text-zinc-300"
      >
        <Lock className="mt-0.5 h-4 w-4 shrink-0 text-zinc-500" aria-hidden="true" />
        <div>
          <p className="font-medium text-zinc-200">{t('composer.cannotSend')}</p>
          <p className="mt-0.5 text-xs text-zinc-400">
            {t(
              data.kind === 'match'
                ? 'composer.lobbyClosed'
                : isWithDeletedAccount(data)
                  ? 'composer.cannotSendDeleted'
                  : 'composer.cannotSendWhy',
            )}
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="flex h-full min-h-0 flex-1 flex-col">
      {variant === 'page' && <PageHeader conversationId={conversationId} />}
      <MessageList
        conversationId={conversationId}
        conversation={data}
        viewerId={viewerId}
        label={t('thread.log', { name: title })}
        onRetry={retry}
        onDiscard={discard}
      />
      <TypingIndicator conversationId={conversationId} />
      {composer}
    </div>
  );
}

function PageHeader({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('messages');
  const { data } = useConversation(conversationId);
  const title = data ? conversationTitle(data, t('deletedAccount')) : '';
  const href = data ? conversationHref(data) : null;
  return (
    <header className="flex items-center gap-3 border-b border-zinc-800 px-3 py-2.5">
      {/* On a phone the list and the thread take turns; this goes back to the list. */}
      <Link
        to={messagesPath()}
        aria-label={t('thread.back')}
        className={cn(buttonClasses('ghost', 'icon'), 'shrink-0 lg:hidden')}
      >
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      </Link>
      {data ? (
        <>
          <ConversationAvatar conversation={data} className="h-10 w-10" />
          <div className="min-w-0">
            <h2 id="thread-title" className="truncate font-semibold text-white">
              {href ? (
                <Link to={href} className={cn('rounded hover:underline', focusRing)}>
                  {title}
                </Link>
              ) : (
                title
              )}
            </h2>
            <p className="truncate text-xs text-zinc-400">
              {data.kind === 'team'
                ? `${t('thread.teamConversation')} · ${t('thread.members', { count: data.participantCount })}`
                : data.match
                  ? `${t('lobby.title')} · ${data.match.context} · ${t(data.match.contextKind === 'league' ? 'lobby.week' : 'lobby.round', { n: data.match.round })}`
                  : data.other && `@${data.other.nickname}`}
            </p>
          </div>
        </>
      ) : (
        <Spinner size="sm" />
      )}
    </header>
  );
}
