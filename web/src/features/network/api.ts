import { DEFAULT_PAGE_SIZE, type ConnectionState, type ConnectionStatus, type NetworkPage } from '@esn/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/lib/errorMessage';
import { apiFetch, apiRequest, throwIfResNotOk } from '../../shared/api/http';
import { toast } from '../../shared/ui/toast';

/** Page size of every network list: the contract's default for cursor pages (20). */
const NETWORK_PAGE_SIZE: number = DEFAULT_PAGE_SIZE;

export type ConnectionsFilter = 'connected' | 'incoming' | 'outgoing';
export type NetworkListKind = 'discover' | 'suggestions' | ConnectionsFilter;

/** Every list of people lives under `['network', …]`, so one status change can be applied to all of them. */
export const networkKey = ['network'] as const;
const networkListKey = (kind: NetworkListKind, q = '') => ['network', kind, q] as const;
export const suggestionsPreviewKey = (limit: number) => ['network', 'suggestions-preview', limit] as const;
export const connectionStatusKey = (userId: string) => ['/api/connections', userId, 'status'] as const;

const enc = encodeURIComponent;

export function networkListUrl(kind: NetworkListKind, { q = '', cursor, limit = NETWORK_PAGE_SIZE }: ListParams = {}) {
  const query = new URLSearchParams();
  let base: string;
  if (kind === 'discover') {
    base = '/api/network/discover';
    if (q.trim()) query.set('q', q.trim());
  } else if (kind === 'suggestions') {
    base = '/api/network/suggestions';
  } else {
    base = '/api/connections';
    query.set('filter', kind);
  }
  query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  return `${base}?${query.toString()}`;
}

interface ListParams {
  q?: string;
  cursor?: string | null;
  limit?: number;
}

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** One of the /network lists, page by page (`{ items, nextCursor }`). */
export function useNetworkList(kind: NetworkListKind, q = '') {
  return useInfiniteQuery({
    queryKey: networkListKey(kind, q.trim()),
    queryFn: ({ pageParam, signal }) => getJson<NetworkPage>(networkListUrl(kind, { q, cursor: pageParam }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The first few suggestions, for the dashboards' card. */
export function useSuggestionsPreview(limit: number) {
  return useQuery({
    queryKey: suggestionsPreviewKey(limit),
    queryFn: ({ signal }) => getJson<NetworkPage>(networkListUrl('suggestions', { limit }), signal),
  });
}

/** `GET /api/connections/{userId}/status`: how the reader stands with that person. */
export function useConnectionStatus(userId: string, enabled = true) {
  return useQuery({
    queryKey: connectionStatusKey(userId),
    queryFn: ({ signal }) => getJson<ConnectionState>(`/api/connections/${enc(userId)}/status`, signal),
    enabled,
  });
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

function requestFor(action: ConnectionAction, userId: string): Promise<ConnectionState> {
  const url = `/api/connections/${enc(userId)}`;
  switch (action) {
    case 'request':
      return apiRequest<ConnectionState>('POST', url);
    case 'accept':
      return apiRequest<ConnectionState>('POST', `${url}/accept`);
    case 'decline':
      return apiRequest<ConnectionState>('POST', `${url}/decline`);
    case 'withdraw':
    case 'remove':
      return apiRequest<ConnectionState>('DELETE', url);
  }
}

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
  queryClient.setQueriesData<CachedLists>({ queryKey: networkKey }, (data) => withPersonStatus(data, userId, status));
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
    mutationFn: ({ userId, action }: ConnectionVars) => requestFor(action, userId),
    onMutate: async ({ userId, action, from }) => {
      await queryClient.cancelQueries({ queryKey: connectionStatusKey(userId) });
      setConnectionStatus(queryClient, userId, nextStatus(action));
      return { from };
    },
    onError: (error, { userId }, context) => {
      if (context) setConnectionStatus(queryClient, userId, context.from);
      toast({ variant: 'error', description: errorMessage(error, t) });
    },
    onSuccess: (state, { userId, action }) => {
      setConnectionStatus(queryClient, userId, state.status);
      toast({ variant: 'success', description: t(`toasts.${action}`) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: networkKey, refetchType: 'none' });
    },
  });
}
