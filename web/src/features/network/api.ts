import { DEFAULT_PAGE_SIZE, type ConnectionState, type ConnectionStatus, type NetworkPage } from '@esn/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryFilters,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { connectionsApi } from '@esn/contract/connections/routes.gen';
import { errorMessage } from '../../shared/lib/errorMessage';
import { call, endpointQuery, queryFilter, queryKey } from '../../shared/api';
import { toast } from '../../shared/ui/toast';

/** Page size of every network list: the contract's default for cursor pages (20). */
const NETWORK_PAGE_SIZE: number = DEFAULT_PAGE_SIZE;

export type ConnectionsFilter = 'connected' | 'incoming' | 'outgoing';
export type NetworkListKind = 'discover' | 'suggestions' | ConnectionsFilter;

const listFilters = [
  queryFilter(connectionsApi.discoverPeople),
  queryFilter(connectionsApi.listConnectionSuggestions),
  queryFilter(connectionsApi.listMyConnections),
];

/** Every cached list of people (discover, suggestions and its preview, my connections), whatever its query. */
export const networkFilter: QueryFilters = {
  predicate: (query) => listFilters.some((filter) => filter.predicate?.(query)),
};

export const connectionStatusKey = (userId: string) =>
  queryKey(connectionsApi.getConnectionStatus, { params: { userId } });

interface ListParams {
  q?: string;
  cursor?: string | null;
  limit?: number;
}

/**
 * The three lists differ in their endpoint and query only (the discover search trimmed, left out when empty); a call
 * on a union of routes has no type, so each use names its endpoint.
 */
function onList<R>(
  kind: NetworkListKind,
  { q = '', cursor, limit = NETWORK_PAGE_SIZE }: ListParams,
  use: {
    discover: (args: { query: { q: string; limit: number; cursor?: string } }) => R;
    suggestions: (args: { query: { limit: number; cursor?: string } }) => R;
    mine: (args: { query: { filter: ConnectionsFilter; limit: number; cursor?: string } }) => R;
  },
): R {
  const page = { limit, cursor: cursor ?? undefined };
  if (kind === 'discover') return use.discover({ query: { q: q.trim(), ...page } });
  if (kind === 'suggestions') return use.suggestions({ query: page });
  return use.mine({ query: { filter: kind, ...page } });
}

const networkListKey = (kind: NetworkListKind, params: ListParams = {}) =>
  onList<readonly unknown[]>(kind, params, {
    discover: (args) => queryKey(connectionsApi.discoverPeople, args),
    suggestions: (args) => queryKey(connectionsApi.listConnectionSuggestions, args),
    mine: (args) => queryKey(connectionsApi.listMyConnections, args),
  });

const fetchList = (kind: NetworkListKind, params: ListParams, signal: AbortSignal) =>
  onList<Promise<NetworkPage>>(kind, params, {
    discover: (args) => call(connectionsApi.discoverPeople, args, { signal }),
    suggestions: (args) => call(connectionsApi.listConnectionSuggestions, args, { signal }),
    mine: (args) => call(connectionsApi.listMyConnections, args, { signal }),
  });

/** The dashboards' card of the first few suggestions (the dashboard prefetches it with the same options). */
const suggestionsPreviewKey = (limit: number) => networkListKey('suggestions', { limit });
export const suggestionsPreviewQuery = (limit: number) => ({
  queryKey: suggestionsPreviewKey(limit),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchList('suggestions', { limit }, signal),
});

/** One of the /network lists, page by page (`{ items, nextCursor }`). */
export function useNetworkList(kind: NetworkListKind, q = '') {
  return useInfiniteQuery({
    queryKey: networkListKey(kind, { q }),
    queryFn: ({ pageParam, signal }) => fetchList(kind, { q, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The first few suggestions, for the dashboards' card. */
export function useSuggestionsPreview(limit: number) {
  return useQuery(suggestionsPreviewQuery(limit));
}

/** `GET /api/connections/{userId}/status`: how the reader stands with that person. */
export function useConnectionStatus(userId: string, enabled = true) {
  return useQuery({ ...endpointQuery(connectionsApi.getConnectionStatus, { params: { userId } }), enabled });
}

export type ConnectionAction = 'request' | 'accept' | 'decline' | 'withdraw' | 'remove';

/** The status an action leads to, shown at once before the server confirms it. */
function nextStatus(action: ConnectionAction): ConnectionStatus {
  switch (action) {
    case 'request':
      return 'pending_outgoing';
    case 'accept':
      return 'connected';
    case 'decline':
    case 'withdraw':
    case 'remove':
      return 'none';
  }
}

const actionRoutes = {
  request: connectionsApi.requestConnection,
  accept: connectionsApi.acceptConnection,
  decline: connectionsApi.declineConnection,
  withdraw: connectionsApi.withdrawConnectionRequest,
  remove: connectionsApi.removeConnection,
} as const;

type CachedLists = InfiniteData<NetworkPage> | NetworkPage;

function withPersonStatus(data: CachedLists | undefined, userId: string, status: ConnectionStatus) {
  if (!data) return data;
  const patch = (page: NetworkPage): NetworkPage => ({
    ...page,
    items: page.items.map((person) => (person.id === userId ? { ...person, status } : person)),
  });
  return 'pages' in data ? { ...data, pages: data.pages.map(patch) } : patch(data);
}

/** Writes one person's status into the status cache and into every cached list of people. */
function setConnectionStatus(queryClient: QueryClient, userId: string, status: ConnectionStatus): void {
  queryClient.setQueryData<ConnectionState>(connectionStatusKey(userId), { status });
  queryClient.setQueriesData<CachedLists>(networkFilter, (data) => withPersonStatus(data, userId, status));
}

export interface ConnectionVars {
  userId: string;
  action: ConnectionAction;
  /** The status on screen when the action was chosen, to roll back to. */
  from: ConnectionStatus;
}

/**
 * Request, accept, decline, withdraw or remove a connection: the new state shows at once everywhere the person
 * appears, and is rolled back with the server's message when it refuses. Lists other than the one on screen are
 * only marked stale, so the row the user acted on stays put (with its new buttons) until they look again.
 */
export function useConnectionAction() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('network');
  return useMutation({
    mutationFn: ({ userId, action }: ConnectionVars) => call(actionRoutes[action], { params: { userId } }),
    onMutate: async ({ userId, action, from }) => {
      await queryClient.cancelQueries({ queryKey: connectionStatusKey(userId) });
      setConnectionStatus(queryClient, userId, nextStatus(action));
      return { from };
    },
    onError: (error, { userId }, context) => {
      if (context) setConnectionStatus(queryClient, userId, context.from);
      // Refused because the screen was behind (a request accepted or withdrawn meanwhile): show where things stand now.
      void queryClient.invalidateQueries({ queryKey: connectionStatusKey(userId) });
      toast({ variant: 'error', description: errorMessage(error, t) });
    },
    onSuccess: (state, { userId, action }) => {
      setConnectionStatus(queryClient, userId, state.status);
      toast({ variant: 'success', description: t(`toasts.${action}`) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ ...networkFilter, refetchType: 'none' });
    },
  });
}
