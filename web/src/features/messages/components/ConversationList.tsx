import type { Conversation } from '@esn/contract';
import { MessagesSquare, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { focusRing } from '../../../shared/ui/focus';
import { SearchInput } from '../../../shared/ui/SearchInput';
import { Spinner } from '../../../shared/ui/Spinner';
import { useAuth } from '../../auth';
import { useNow } from '../../../shared/hooks/useNow';
import { useConversations } from '../api';
import { formatBadgeCount } from '../../../shared/lib/badge';
import { conversationTitle, messagesPath, systemLineText } from '../lib/conversation';
import { listTime } from '../lib/time';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { ConversationAvatar } from './ConversationAvatar';

/**
 * The reader's conversations, newest activity first: avatar, name, the last message, its time and the unread count;
 * a search by name, more on demand, and the loading, error and empty states. Rows are links to /messages/:id, or
 * buttons when `onSelect` is given (the chat widget opens them in place).
 */
export function ConversationList({
  selectedId,
  onSelect,
  compact = false,
}: {
  selectedId?: string;
  onSelect?: (conversation: Conversation) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('messages');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const query = useConversations(q);
  const searchId = useId();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 p-4 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('list.loading')}
      </p>
    );
  } else if (query.isError && items.length === 0) {
    body = (
      <div className="flex flex-wrap items-center gap-3 p-4 text-sm text-zinc-300">
        <p role="alert">{t('list.error')}</p>
        <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <p className="flex items-start gap-2 p-4 text-sm text-zinc-400">
        <MessagesSquare className="mt-0.5 h-5 w-5 shrink-0 text-zinc-500" aria-hidden="true" />
        {/* A conversation just opened from a profile is listed once its first message is sent. */}
        {q ? t('list.noResults', { q }) : selectedId ? t('list.emptyOpen') : t('list.empty')}
      </p>
    );
  } else {
    body = (
      <>
        <ul
          aria-label={t('list.label')}
          aria-busy={query.isFetching || undefined}
          className="divide-y divide-zinc-800/70"
        >
          {items.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              selected={conversation.id === selectedId}
              onSelect={onSelect}
              compact={compact}
            />
          ))}
        </ul>
        {query.hasNextPage && (
          <div className="p-3">
            <Button
              variant="secondary"
              size="sm"
              className="w-full"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('list.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className={cn('border-b border-zinc-800', compact ? 'p-2' : 'p-3')}>
        <label htmlFor={searchId} className="sr-only">
          {t('list.search')}
        </label>
        <SearchInput id={searchId} value={search} onValue={setSearch} placeholder={t('list.searchPlaceholder')} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
    </div>
  );
}

function ConversationRow({
  conversation,
  selected,
  onSelect,
  compact,
}: {
  conversation: Conversation;
  selected: boolean;
  onSelect?: (conversation: Conversation) => void;
  compact: boolean;
}) {
  const { t, i18n } = useTranslation('messages');
  const { user } = useAuth();
  const now = useNow();
  const title = conversationTitle(conversation, t('deletedAccount'));
  const last = conversation.lastMessage;
  const unread = conversation.unreadCount;
  const lineText = last ? systemLineText(last, i18n.resolvedLanguage ?? i18n.language) : null;
  const preview = lineText
    ? lineText
    : last
      ? `${last.sender && last.sender.id === user?.id ? t('list.you') : conversation.kind === 'team' ? `${last.sender ? displayName(last.sender) : t('deletedAccount')}: ` : ''}${
          last.text.replace(/\s+/g, ' ').trim() || t('list.photos', { count: last.media.length })
        }`
      : t('list.noMessages');
  const className = cn(
    'flex w-full items-center gap-3 text-left transition-colors hover:bg-zinc-800/60',
    compact ? 'px-3 py-2.5' : 'px-4 py-3',
    selected && 'bg-violet-600/15 hover:bg-violet-600/20',
    focusRing,
  );
  const content = (
    <>
      <ConversationAvatar conversation={conversation} className={compact ? 'h-9 w-9' : 'h-11 w-11'} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={cn(
              'flex min-w-0 items-center gap-1.5 truncate text-white',
              unread > 0 ? 'font-semibold' : 'font-medium',
            )}
          >
            <span className="truncate">{title}</span>
            {conversation.kind === 'team' && (
              <Users className="h-3.5 w-3.5 shrink-0 text-cyan-300" aria-label={t('list.team')} role="img" />
            )}
            {conversation.match && (
              <span className="shrink-0 text-xs font-normal text-zinc-400">
                {t(conversation.match.contextKind === 'league' ? 'lobby.week' : 'lobby.round', {
                  n: conversation.match.round,
                })}
              </span>
            )}
          </span>
          <time dateTime={conversation.updatedAt} className="shrink-0 text-xs text-zinc-500">
            {listTime(conversation.updatedAt, now, i18n.resolvedLanguage ?? i18n.language, t('thread.yesterday'))}
          </time>
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', unread > 0 ? 'text-zinc-200' : 'text-zinc-400')}>{preview}</span>
          {unread > 0 && (
            <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-violet-600 px-1.5 text-xs font-semibold text-white">
              <span aria-hidden="true">{formatBadgeCount(unread)}</span>
              <span className="sr-only">{t('list.unread', { count: unread })}</span>
            </span>
          )}
        </span>
      </span>
    </>
  );
  return (
    <li>
      {onSelect ? (
        <button type="button" className={className} onClick={() => onSelect(conversation)}>
          {content}
        </button>
      ) : (
        <Link to={messagesPath(conversation.id)} className={className} aria-current={selected ? 'page' : undefined}>
          {content}
        </Link>
      )}
    </li>
  );
}
