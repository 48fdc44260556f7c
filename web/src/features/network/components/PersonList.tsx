import type { NetworkPerson } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { focusRing } from '../../../shared/ui/focus';
import { PagedList } from '../../../shared/ui/PagedList';
import { useNetworkList, type NetworkListKind } from '../api';
import { ConnectionButtons } from './ConnectionButtons';
import { SuggestionReason } from './SuggestionReason';

function PersonRow({ person }: { person: NetworkPerson }) {
  const { t } = useTranslation(['network', 'profile']);
  const name = displayName(person);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-4 sm:flex-row sm:items-center">
      <Link
        to={`/profile/${encodeURIComponent(person.id)}`}
        className={cn('flex min-w-0 flex-1 items-center gap-3 rounded-lg', focusRing)}
      >
        <Avatar user={person} className="h-11 w-11" />
        <span className="min-w-0">
          <span className="block truncate font-medium text-white">{name}</span>
          <span className="block truncate text-xs text-zinc-400">
            @{person.nickname} · {t(`profile:roles.${person.userType ?? 'user'}`)}
          </span>
          <SuggestionReason reason={person.reason} />
          {person.status === 'pending_incoming' && (
            <span className="block text-xs text-amber-200">{t('network:status.pending_incoming')}</span>
          )}
        </span>
      </Link>
      <ConnectionButtons userId={person.id} name={name} status={person.status} size="sm" />
    </li>
  );
}

/** One paginated list of people with loading, error and empty states and "load more". */
export function PersonList({ kind, q = '', empty }: { kind: NetworkListKind; q?: string; empty: string }) {
  const { t } = useTranslation('network');
  const texts = {
    loading: t('list.loading'),
    error: t('list.error'),
    retry: t('list.retry'),
    empty,
    loadMore: t('list.loadMore'),
  };
  return (
    <PagedList
      query={useNetworkList(kind, q)}
      texts={texts}
      listClassName="grid gap-3 lg:grid-cols-2"
      listLabel={t('list.label')}
      renderItem={(person) => <PersonRow key={person.id} person={person} />}
    />
  );
}
