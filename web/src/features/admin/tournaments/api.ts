import type {
  Bracket,
  CreateTournamentBody,
  TournamentDetail,
  TournamentPage,
  TournamentResponse,
  TournamentStatus,
  UpdateTournamentBody,
} from '@esn/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, throwIfResNotOk } from '../../../shared/api/http';
import { tournamentsKey } from '../../tournaments';

/** Rows per page of the admin table. */
const ADMIN_TOURNAMENTS_PAGE_SIZE = 20;

export interface AdminTournamentQuery {
  q?: string;
  status?: TournamentStatus;
  cursor?: string;
}

const base = '/api/admin/tournaments';
const enc = encodeURIComponent;
export const adminTournamentUrl = (id: string) => `${base}/${enc(id)}`;

export function adminTournamentListUrl({ q, status, cursor }: AdminTournamentQuery): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  params.set('limit', String(ADMIN_TOURNAMENTS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `${base}?${params.toString()}`;
}

/** Every query of this section sits under the admin area's own prefix (its token, its drafts). */
const adminTournamentKeys = {
  all: [base] as const,
  list: (query: AdminTournamentQuery) => [base, 'list', query] as const,
  detail: (id: string) => [base, 'detail', id] as const,
};

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** One page of the table; the previous page stays on screen while the next one loads. */
export function useAdminTournaments(query: AdminTournamentQuery) {
  return useQuery({
    queryKey: adminTournamentKeys.list(query),
    queryFn: ({ signal }) => getJson<TournamentPage>(adminTournamentListUrl(query), signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The whole tournament, for the edit form (the list has only summaries). */
export function useAdminTournament(id: string | null) {
  return useQuery({
    queryKey: adminTournamentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getJson<TournamentDetail>(adminTournamentUrl(id ?? ''), signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The admin table and every public view of tournaments (lists, pages, brackets) may now be out of date. */
function refresh(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminTournamentKeys.all }),
    queryClient.invalidateQueries({ queryKey: tournamentsKey }),
  ]);
}

export function useAdminCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTournamentBody) => apiRequest<TournamentResponse>('POST', base, body),
    onSuccess: () => refresh(queryClient),
  });
}

export function useAdminUpdateTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTournamentBody) => apiRequest<TournamentResponse>('PATCH', adminTournamentUrl(id), body),
    onSuccess: () => refresh(queryClient),
  });
}

export function useAdminSetTournamentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TournamentStatus }) =>
      apiRequest<TournamentResponse>('POST', `${adminTournamentUrl(id)}/status`, { status }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useAdminDeleteTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', adminTournamentUrl(id)),
    onSuccess: () => refresh(queryClient),
  });
}

export function useAdminGenerateBracket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Bracket>('POST', `${adminTournamentUrl(id)}/bracket`),
    onSuccess: () => refresh(queryClient),
  });
}
