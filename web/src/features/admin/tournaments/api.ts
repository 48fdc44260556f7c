import type { CreateTournamentBody, TournamentStatus, UpdateTournamentBody } from '@esn/contract';
import { tournamentsApi } from '@esn/contract/tournaments/routes.gen';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, endpointQuery, queryFilter, urlOf } from '../../../shared/api';
import { refreshTournaments } from '../../tournaments';

/** Rows per page of the admin table. */
const ADMIN_TOURNAMENTS_PAGE_SIZE = 20;

export interface AdminTournamentQuery {
  q?: string;
  status?: TournamentStatus;
  cursor?: string;
}

const listQuery = ({ q, status, cursor }: AdminTournamentQuery) => ({
  q: q?.trim() || undefined,
  status,
  limit: ADMIN_TOURNAMENTS_PAGE_SIZE,
  cursor: cursor || undefined,
});

/** The URLs the section calls (the tests stub them). */
export const adminTournamentUrl = (id: string) => urlOf(tournamentsApi.getTournamentAsAdmin, { params: { id } });
export const adminTournamentListUrl = (query: AdminTournamentQuery) =>
  urlOf(tournamentsApi.listTournamentsAsAdmin, { query: listQuery(query) });

/** One page of the table; the previous page stays on screen while the next one loads. */
export function useAdminTournaments(query: AdminTournamentQuery) {
  return useQuery({
    ...endpointQuery(tournamentsApi.listTournamentsAsAdmin, { query: listQuery(query) }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The whole tournament, for the edit form (the list has only summaries). */
export function useAdminTournament(id: string | null) {
  return useQuery({
    ...endpointQuery(tournamentsApi.getTournamentAsAdmin, { params: { id: id ?? '' } }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The admin table and every public view of tournaments (lists, pages, brackets, matches) may now be out of date. */
function refresh(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries(queryFilter(tournamentsApi.listTournamentsAsAdmin)),
    queryClient.invalidateQueries(queryFilter(tournamentsApi.getTournamentAsAdmin)),
    refreshTournaments(queryClient),
  ]);
}

export function useAdminCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTournamentBody) => call(tournamentsApi.createTournamentAsAdmin, { body }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useAdminUpdateTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTournamentBody) => call(tournamentsApi.updateTournamentAsAdmin, { params: { id }, body }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useAdminSetTournamentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TournamentStatus }) =>
      call(tournamentsApi.setTournamentStatusAsAdmin, { params: { id }, body: { status } }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useAdminDeleteTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(tournamentsApi.deleteTournamentAsAdmin, { params: { id } }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useAdminGenerateBracket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(tournamentsApi.generateTournamentBracketAsAdmin, { params: { id } }),
    onSuccess: () => refresh(queryClient),
  });
}
