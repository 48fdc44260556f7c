import type { TeamRosterEvent } from '@esn/contract';
import { recordApi } from '@esn/contract/record/routes.gen';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call, queryKey } from '../../../shared/api';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { PagedList } from '../../../shared/ui/PagedList';

const PAGE = 5;

function useTeamRosterHistory(teamId: string) {
  return useInfiniteQuery({
    queryKey: queryKey(recordApi.listTeamRosterHistory, { params: { teamId }, query: { limit: PAGE } }),
    queryFn: ({ pageParam, signal }) =>
      call(
        recordApi.listTeamRosterHistory,
        { params: { teamId }, query: { limit: PAGE, cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

function RosterEventRow({ item }: { item: TeamRosterEvent }) {
  const { t } = useTranslation('transfers');
  const formatDate = useFormatDate();
  const name = displayName(item.person);
  const change = t(`verified.kinds.${item.kind}`, { role: t(`verified.roles.${item.role}`) });
  return (
    <li
      aria-label={t('verified.itemLabel', { person: name, change })}
      className="flex items-center gap-3 py-2.5 text-sm"
    >
      <Avatar user={item.person} className="h-8 w-8" />
      <div className="min-w-0 flex-1">
        <p className="truncate">
          <Link
            to={`/profile/${encodeURIComponent(item.person.id)}`}
            className="font-semibold text-white hover:underline"
          >
            {name}
          </Link>
        </p>
        <p className="text-zinc-400">
          {change}
          {item.viaTransfer && ` · ${t('verified.viaTransfer')}`}
        </p>
      </div>
      <time dateTime={item.createdAt} className="shrink-0 text-xs text-zinc-400">
        {formatDate(item.createdAt, { dateStyle: 'medium' })}
      </time>
    </li>
  );
}

/** The team page's roster changes (joins, leaves, removals, role changes), recorded by the platform, newest first. */
export function TeamRosterHistory({ teamId }: { teamId: string }) {
  const { t } = useTranslation('transfers');
  return (
    <div className="space-y-1 border-t border-zinc-800 pt-3">
      <h3 className="text-sm font-medium text-zinc-200">{t('verified.rosterTitle')}</h3>
      <PagedList
        query={useTeamRosterHistory(teamId)}
        texts={{
          loading: t('verified.loading'),
          error: t('verified.error'),
          retry: t('list.retry'),
          empty: t('verified.empty'),
          loadMore: t('list.loadMore'),
        }}
        listLabel={t('verified.rosterTitle')}
        listClassName="divide-y divide-zinc-800"
        renderItem={(item: TeamRosterEvent) => <RosterEventRow key={item.id} item={item} />}
      />
    </div>
  );
}
