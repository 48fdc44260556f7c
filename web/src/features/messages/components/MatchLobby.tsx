import type { MatchLobby as MatchLobbyData } from '@esn/contract';
import { messagesApi } from '@esn/contract/messages/routes.gen';
import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, call } from '../../../shared/api';
import { formatDate } from '../../../shared/lib/format';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Spinner } from '../../../shared/ui/Spinner';
import { messagesPath } from '../lib/conversation';
import { ConversationView } from './ConversationView';

/**
 * The match page's lobby (issue 27): the conversation of both rosters and the organizer, its system lines telling
 * the result's steps. `status` is the match's: a new status (a result final) asks again whether it is still open.
 * Nothing shows for people outside the match (the server answers 403) or signed out.
 */
export function MatchLobby({ matchId, status }: { matchId: string; status?: string }) {
  const { t, i18n } = useTranslation('messages');
  const query = useQuery<MatchLobbyData>({
    queryKey: ['match-lobby', matchId, status ?? ''],
    queryFn: ({ signal }) => call(messagesApi.getMatchLobby, { params: { id: matchId } }, { signal }),
    retry: false,
  });
  if (query.error instanceof ApiError && [401, 403, 404].includes(query.error.status)) return null;

  const data = query.data;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6" role="region" aria-labelledby="match-lobby-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="match-lobby-title" className="flex items-center gap-2 text-lg font-semibold text-white">
          <MessagesSquare className="h-5 w-5 text-cyan-300" aria-hidden="true" />
          {t('lobby.title')}
        </h2>
        {data && (
          <Link to={messagesPath(data.conversation.id)} className={buttonClasses('ghost', 'sm')}>
            {t('lobby.openInMessages')}
          </Link>
        )}
      </div>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
          <Spinner size="sm" />
          {t('lobby.loading')}
        </p>
      ) : query.isError || !data ? (
        <div className="flex flex-col items-start gap-2 text-sm text-zinc-300">
          <p role="alert">{t('lobby.error')}</p>
          <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('lobby.retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-zinc-400">
            {data.closed
              ? t('lobby.closed')
              : data.closesAt
                ? t('lobby.closesAt', {
                    when: formatDate(data.closesAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
                  })
                : t('lobby.intro')}
          </p>
          <div className="flex h-[28rem] max-h-[70vh] min-h-0 flex-col overflow-hidden rounded-xl border border-zinc-800 bg-zinc-950/60">
            <ConversationView conversationId={data.conversation.id} variant="window" />
          </div>
        </>
      )}
    </Card>
  );
}
