import { SearchInput } from '../../../shared/ui/SearchInput';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { useDocumentTitle } from '../../settings';
import type { ConnectionsFilter } from '../api';
import { PersonList } from '../components/PersonList';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';

const TABS = ['discover', 'connections', 'suggestions'] as const;
type NetworkTab = (typeof TABS)[number];
const FILTERS: readonly ConnectionsFilter[] = ['connected', 'incoming', 'outgoing'];

const isTab = (value: string | null): value is NetworkTab => TABS.includes(value as NetworkTab);
const isFilter = (value: string | null): value is ConnectionsFilter => FILTERS.includes(value as ConnectionsFilter);

/**
 * `/network`: discover (search), my connections (connected / incoming / sent) and suggestions. The tab and the
 * filter live in the address (`?tab=connections&filter=incoming`), so a notification can open the right list.
 */
export function NetworkPage() {
  const { t } = useTranslation(['network', 'pages']);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const filterParam = params.get('filter');
  const tab: NetworkTab = isTab(tabParam) ? tabParam : 'discover';
  const filter: ConnectionsFilter = isFilter(filterParam) ? filterParam : 'connected';
  useDocumentTitle(t('pages:titles.network'));

  const select = (next: { tab?: NetworkTab; filter?: ConnectionsFilter }) => {
    const query = new URLSearchParams(params);
    if (next.tab) query.set('tab', next.tab);
    if (next.filter) query.set('filter', next.filter);
    if ((next.tab ?? tab) !== 'connections') query.delete('filter');
    setParams(query, { replace: true });
  };

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
          {t('pages:titles.network')}
        </h1>
        <p className="mt-1 text-sm text-zinc-400">{t('network:intro')}</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => select({ tab: value as NetworkTab })}>
        <TabsList aria-label={t('network:tabs.label')}>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`network:tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="discover">
          <DiscoverTab />
        </TabsContent>
        <TabsContent value="connections">
          <div className="space-y-4">
            <div role="group" aria-label={t('network:filters.label')} className="flex flex-wrap gap-2">
              {FILTERS.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={filter === value}
                  onClick={() => select({ filter: value })}
                  className={cn(
                    'rounded-full border px-3 py-1.5 text-sm transition-colors',
                    filter === value
                      ? 'border-violet-400 bg-violet-600/30 text-white'
                      : 'border-zinc-700 text-zinc-300 hover:border-zinc-500',
                    focusRing,
                  )}
                >
                  {t(`network:filters.${value}`)}
                </button>
              ))}
            </div>
            <PersonList key={filter} kind={filter} empty={t(`network:empty.${filter}`)} />
          </div>
        </TabsContent>
        <TabsContent value="suggestions">
          <PersonList kind="suggestions" empty={t('network:empty.suggestions')} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function DiscoverTab() {
  const { t } = useTranslation('network');
  const [q, setQ] = useState('');
  const query = useDebouncedValue(q.trim());
  return (
    <div className="space-y-4">
      <div role="search" className="relative max-w-md">
        <label htmlFor="network-search" className="sr-only">
          {t('search.label')}
        </label>
        <SearchInput id="network-search" value={q} onValue={setQ} placeholder={t('search.placeholder')} />
      </div>
      <PersonList
        kind="discover"
        q={query}
        empty={query ? t('empty.discoverQuery', { q: query }) : t('empty.discover')}
      />
    </div>
  );
}
