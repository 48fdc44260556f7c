import type {
  CreateLeagueBody,
  Game,
  League,
  LeagueDetail,
  LeagueFixtures,
  LeagueStandings,
  LeagueStatus,
  LeagueSummary,
  LeagueTeam,
} from '@esn/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, apiRequest, throwIfResNotOk } from '../../shared/api/http';
import { refreshTournaments } from '../tournaments/api';

const LEAGUES_PAGE_SIZE = 20;

/** Filters of `/leagues`, as they sit in the address bar. */
export interface LeagueFilters {
  q?: string;
  game?: Game;
  status?: LeagueStatus;
}

const leagueListKey = (filters: LeagueFilters) => ['leagues', 'list', filters] as const;
const leagueKey = (id: string) => ['leagues', 'detail', id] as const;
const fixturesKey = (id: string) => ['leagues', 'fixtures', id] as const;
const standingsKey = (id: string) => ['leagues', 'standings', id] as const;

const enc = encodeURIComponent;
const leagueUrl = (id: string) => `/api/leagues/${enc(id)}`;

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export function leagueListUrl(filters: LeagueFilters, cursor?: string | null): string {
  const query = new URLSearchParams();
  const params: Record<string, string | undefined | null> = {
    q: filters.q?.trim(),
    game: filters.game,
    status: filters.status,
    limit: String(LEAGUES_PAGE_SIZE),
    cursor,
  };
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `/api/leagues?${query.toString()}`;
}

export function useLeagueList(filters: LeagueFilters) {
  return useInfiniteQuery({
    queryKey: leagueListKey(filters),
    queryFn: ({ pageParam, signal }) =>
      getJson<{ items: LeagueSummary[]; nextCursor: string | null }>(leagueListUrl(filters, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useLeague(id: string) {
  return useQuery({
    queryKey: leagueKey(id),
    queryFn: ({ signal }) => getJson<LeagueDetail>(leagueUrl(id), signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

export function useLeagueFixtures(id: string, enabled = true) {
  return useQuery({
    queryKey: fixturesKey(id),
    queryFn: ({ signal }) => getJson<LeagueFixtures>(`${leagueUrl(id)}/fixtures`, signal),
    select: (data) => data.weeks,
    enabled,
  });
}

export function useLeagueStandings(id: string) {
  return useQuery({
    queryKey: standingsKey(id),
    queryFn: ({ signal }) => getJson<LeagueStandings>(`${leagueUrl(id)}/standings`, signal),
    select: (data) => data.rows,
  });
}

/** A league mutation: leagues, and the match queries that show its fixtures, read again. */
function useLeaguesMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshTournaments(queryClient) });
}

export function useCreateLeague() {
  return useLeaguesMutation((body: CreateLeagueBody) => apiRequest<{ league: League }>('POST', '/api/leagues', body));
}

export function useAddLeagueTeam(id: string) {
  return useLeaguesMutation((teamId: string) => apiRequest<LeagueTeam>('POST', `${leagueUrl(id)}/teams`, { teamId }));
}

/** The invited team's owner or a manager accepts (the team is in) or declines (the invitation is gone). */
export function useAnswerLeagueInvitation(id: string) {
  return useLeaguesMutation(({ teamId, accept }: { teamId: string; accept: boolean }) =>
    apiRequest<LeagueTeam | null>('POST', `${leagueUrl(id)}/teams/${enc(teamId)}/${accept ? 'accept' : 'decline'}`),
  );
}

export function useRemoveLeagueTeam(id: string) {
  return useLeaguesMutation((teamId: string) => apiRequest<void>('DELETE', `${leagueUrl(id)}/teams/${enc(teamId)}`));
}

export function useGenerateFixtures(id: string) {
  return useLeaguesMutation(() => apiRequest<LeagueFixtures>('POST', `${leagueUrl(id)}/fixtures`));
}
