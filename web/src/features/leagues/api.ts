import type { CreateLeagueBody, Game, LeagueStatus, UpdateLeagueBody } from '@esn/contract';
import { leaguesApi } from '@esn/contract/leagues/routes.gen';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, isNotFound, queryKey, urlOf } from '../../shared/api';
import { teamListPages } from '../teams';
import { refreshTournaments } from '../tournaments';

const LEAGUES_PAGE_SIZE = 20;

/** Filters of `/leagues`, as they sit in the address bar. */
export interface LeagueFilters {
  q?: string;
  game?: Game;
  status?: LeagueStatus;
}

export { isNotFound };

/** The list's query without its page: a blank search is no search (the same read as none). */
const listQuery = (filters: LeagueFilters) => ({
  q: filters.q?.trim() || undefined,
  game: filters.game,
  status: filters.status,
});

/** A page list's key leaves out its page (limit, cursor), which the infinite query adds to each call. */
const leagueListKey = (filters: LeagueFilters) => queryKey(leaguesApi.listLeagues, { query: listQuery(filters) });

/** The URL of one page of the list (the tests stub it). */
export function leagueListUrl(filters: LeagueFilters, cursor?: string | null): string {
  return urlOf(leaguesApi.listLeagues, {
    query: { ...listQuery(filters), limit: LEAGUES_PAGE_SIZE, cursor: cursor ?? undefined },
  });
}

export function useLeagueList(filters: LeagueFilters) {
  return useInfiniteQuery({
    queryKey: leagueListKey(filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        leaguesApi.listLeagues,
        { query: { ...listQuery(filters), limit: LEAGUES_PAGE_SIZE, cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useLeague(id: string) {
  return useQuery({
    ...endpointQuery(leaguesApi.getLeague, { params: { id } }),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

export function useLeagueFixtures(id: string, enabled = true) {
  return useQuery({
    ...endpointQuery(leaguesApi.listLeagueFixtures, { params: { id } }),
    select: (data) => data.weeks,
    enabled,
  });
}

export function useLeagueStandings(id: string) {
  return useQuery({
    ...endpointQuery(leaguesApi.getLeagueStandings, { params: { id } }),
    select: (data) => data.rows,
  });
}

/**
 * The organizer's search for a team of the league's game to add (from two characters on): the first page of the teams
 * directory's own list for that search, under its key (one cache for both).
 */
export function useTeamSearch(game: Game, q: string) {
  return useInfiniteQuery({
    ...teamListPages({ q, game }),
    enabled: q.length >= 2,
    select: (data) => data.pages[0]?.items ?? [],
  });
}

/** A league mutation: leagues, and the match queries that show its fixtures, read again. */
/** `scope`: mutations of one scope run one after another, in the order made (TanStack Query's mutation scopes). */
function useLeaguesMutation<V, R>(mutationFn: (vars: V) => Promise<R>, scope?: string) {
  const queryClient = useQueryClient();
  // Not awaited: the refetch can take away the component that called (an answered invitation leaves the list), and
  // TanStack then drops that caller's own onSuccess (its toast).
  return useMutation({
    mutationFn,
    onSuccess: () => void refreshTournaments(queryClient),
    ...(scope ? { scope: { id: scope } } : {}),
  });
}

export function useCreateLeague() {
  return useLeaguesMutation((body: CreateLeagueBody) => call(leaguesApi.createLeague, { body }));
}

/** The organizer's edit before the fixtures: the match length (409 `league_frozen` afterwards). */
export function useUpdateLeague(id: string) {
  // One save at a time, in the order chosen (settings saved as they change): the last choice is what stays.
  return useLeaguesMutation(
    (body: UpdateLeagueBody) => call(leaguesApi.updateLeague, { params: { id }, body }),
    `league-${id}`,
  );
}

export function useAddLeagueTeam(id: string) {
  return useLeaguesMutation((teamId: string) => call(leaguesApi.addLeagueTeam, { params: { id }, body: { teamId } }));
}

/** The invited team's owner or a manager accepts (the team is in) or declines (the invitation is gone). */
export function useAnswerLeagueInvitation(id: string) {
  return useLeaguesMutation(async ({ teamId, accept }: { teamId: string; accept: boolean }) => {
    if (accept) return call(leaguesApi.acceptLeagueInvitation, { params: { id, teamId } });
    await call(leaguesApi.declineLeagueInvitation, { params: { id, teamId } });
    return null;
  });
}

export function useRemoveLeagueTeam(id: string) {
  return useLeaguesMutation((teamId: string) => call(leaguesApi.removeLeagueTeam, { params: { id, teamId } }));
}

export function useGenerateFixtures(id: string) {
  return useLeaguesMutation(() => call(leaguesApi.generateLeagueFixtures, { params: { id } }));
}
