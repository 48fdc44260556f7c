import type {
  CheckInBody,
  CreateTournamentBody,
  Game,
  MatchDetail,
  MatchList,
  SeedingBody,
  TournamentFormat,
  TournamentRegisterBody,
  TournamentStatus,
  UpdateTournamentBody,
} from '@esn/contract';
import type { Route } from '@esn/contract/endpoint';
import { leaguesApi } from '@esn/contract/leagues/routes.gen';
import { tournamentsApi } from '@esn/contract/tournaments/routes.gen';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { call, endpointQuery, isNotFound, queryFilter, queryKey, urlOf } from '../../shared/api';
import { getJson } from '../../shared/api/http';

/** Page size of the tournament list: the contract's default (20). */
const TOURNAMENTS_PAGE_SIZE = 20;

type TournamentScope = 'hosting' | 'registered';

/** Filters of `/tournaments`, as they sit in the address bar. */
export interface TournamentFilters {
  q?: string;
  game?: Game;
  status?: TournamentStatus;
  format?: TournamentFormat;
  mine?: TournamentScope;
}

export { isNotFound };

/** The list's query without its page: a blank search is no search (the same read as none). */
const listQuery = (filters: TournamentFilters) => ({
  q: filters.q?.trim() || undefined,
  game: filters.game,
  status: filters.status,
  format: filters.format,
  mine: filters.mine,
});

/**
 * Keys are `shared/api`'s (the URL path, then the query): a page list's key leaves out its page (limit, cursor), which
 * the infinite query adds to each call.
 */
const tournamentListKey = (filters: TournamentFilters) =>
  queryKey(tournamentsApi.listTournaments, { query: listQuery(filters) });
const tournamentKey = (id: string) => queryKey(tournamentsApi.getTournament, { params: { id } });
const bracketKey = (id: string) => queryKey(tournamentsApi.getTournamentBracket, { params: { id } });
const tournamentMatchesKey = (id: string) => queryKey(tournamentsApi.listTournamentMatches, { params: { id } });
const userTournamentsKey = (userId: string) => queryKey(tournamentsApi.listUserTournaments, { params: { id: userId } });

/**
 * The tournament lists' key prefix (`['/api/tournaments']`). Kept for the admin area, which invalidates with it after
 * its changes: it now reaches the lists only (keys are URL paths, so no array prefix spans a tournament's detail,
 * participants and bracket); `refreshTournaments` marks every tournament read stale.
 */
export const tournamentsKey = queryKey(tournamentsApi.listTournaments);

/**
 * `GET /api/matches/{id}`'s key, the URL path as `queryKey` gives it (the matches feature reads the same detail). The
 * matches endpoints have no table in the contract yet: once they do, this is `queryKey(matchesApi.…, { params })`.
 */
const MATCH_PATH = '/api/matches/';
export const matchKey = (id: string) => [`${MATCH_PATH}${encodeURIComponent(id)}`] as const;
/** `GET /api/me/matches`, not in a table yet either; the dashboard prefetches it with this key and URL. */
export const myMatchesKey = (scope: 'upcoming' | 'recent') => ['matches', 'me', scope] as const;
export const myMatchesUrl = (scope: 'upcoming' | 'recent', limit = 5) =>
  `/api/me/matches?scope=${scope}&limit=${limit}`;

/** The URL of one page of the list (the tests stub it). */
export function tournamentListUrl(filters: TournamentFilters, cursor?: string | null): string {
  return urlOf(tournamentsApi.listTournaments, {
    query: { ...listQuery(filters), limit: TOURNAMENTS_PAGE_SIZE, cursor: cursor ?? undefined },
  });
}

const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;

const nextPage = (last: { nextCursor: string | null }) => last.nextCursor ?? undefined;

export function useTournamentList(filters: TournamentFilters) {
  return useInfiniteQuery({
    queryKey: tournamentListKey(filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        tournamentsApi.listTournaments,
        { query: { ...listQuery(filters), limit: TOURNAMENTS_PAGE_SIZE, cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: nextPage,
  });
}

export function useUserTournaments(userId: string) {
  return useInfiniteQuery({
    queryKey: userTournamentsKey(userId),
    queryFn: ({ pageParam, signal }) =>
      call(
        tournamentsApi.listUserTournaments,
        { params: { id: userId }, query: { limit: TOURNAMENTS_PAGE_SIZE, cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: nextPage,
  });
}

/** `GET /api/tournaments/{id}`: the tournament and what the reader is to it and may do. */
export function useTournament(id: string) {
  return useQuery({
    ...endpointQuery(tournamentsApi.getTournament, { params: { id } }),
    retry: retryUnlessNotFound,
  });
}

export function useParticipants(id: string) {
  return useQuery({
    ...endpointQuery(tournamentsApi.listTournamentParticipants, { params: { id } }),
    select: (data) => data.items,
  });
}

/** The bracket, or `null` while it has not been generated (the server answers 404 then). */
export function useBracket(id: string, enabled = true) {
  return useQuery({
    queryKey: bracketKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await call(tournamentsApi.getTournamentBracket, { params: { id } }, { signal });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    enabled,
  });
}

export function useTournamentMatches(id: string, enabled = true) {
  return useQuery({
    queryKey: tournamentMatchesKey(id),
    queryFn: ({ signal }) => call(tournamentsApi.listTournamentMatches, { params: { id } }, { signal }),
    select: (data) => data.items,
    enabled,
  });
}

/** `GET /api/matches/{id}` answers a `MatchDetail` (the match, its pending submission, the reader's rights). */
export function useMatch(id: string | null) {
  const key = matchKey(id ?? '');
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getJson<MatchDetail>(key[0], signal),
    enabled: Boolean(id),
    retry: retryUnlessNotFound,
  });
}

export function useMyMatches(scope: 'upcoming' | 'recent' = 'upcoming', limit = 5) {
  return useQuery({
    queryKey: [...myMatchesKey(scope), limit],
    queryFn: ({ signal }) => getJson<MatchList>(myMatchesUrl(scope, limit), signal),
    select: (data) => data.items,
  });
}

/**
 * Every read of a table (a filter per GET endpoint, the admin area's excepted: its own keys, its own refresh), as one
 * predicate.
 */
function readsOf(api: Record<string, Route>) {
  const filters = Object.values(api)
    .filter((route) => route.method === 'GET' && route.auth !== 'admin')
    .map((route) => queryFilter(route));
  return (query: Query) => filters.some((filter) => filter.predicate?.(query));
}

/**
 * Every tournament read: a registration, a seeding or a result can change the detail, the participants, the bracket
 * and the lists at once, so a mutation marks them all stale and only what is on screen is fetched again.
 */
const tournamentReads = readsOf(tournamentsApi);
/** Leagues share the matches table: a result there moves a league table too. */
const leagueReads = readsOf(leaguesApi);
/** Match reads: the URL-path keys (`/api/matches/…`) and the older `['matches', …]` ones (the dashboard's). */
const matchReads = (query: Query) => {
  const [head] = query.queryKey;
  return head === 'matches' || (typeof head === 'string' && head.startsWith(MATCH_PATH));
};

/** After a change every tournament, match and league query on screen reads again; the rest when next shown. */
export function refreshTournaments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => tournamentReads(query) || matchReads(query) || leagueReads(query),
  });
}

function useTournamentsMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshTournaments(queryClient) });
}

export function useCreateTournament() {
  return useTournamentsMutation((body: CreateTournamentBody) => call(tournamentsApi.createTournament, { body }));
}

export function useUpdateTournament(id: string) {
  return useTournamentsMutation((body: UpdateTournamentBody) =>
    call(tournamentsApi.updateTournament, { params: { id }, body }),
  );
}

/** Deleting: the tournament's own queries are dropped rather than read again (they would only answer 404). */
export function useDeleteTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(tournamentsApi.deleteTournament, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: tournamentKey(id) });
      void queryClient.invalidateQueries({ predicate: tournamentReads });
    },
  });
}

export function useSetTournamentStatus(id: string) {
  return useTournamentsMutation((status: TournamentStatus) =>
    call(tournamentsApi.setTournamentStatus, { params: { id }, body: { status } }),
  );
}

export function useRegister(id: string) {
  return useTournamentsMutation((body: TournamentRegisterBody) =>
    call(tournamentsApi.registerForTournament, { params: { id }, body }),
  );
}

/** Withdrawing one's own registration, or the organizer removing one. */
export function useRemoveRegistration(id: string) {
  return useTournamentsMutation((registrationId: string) =>
    call(tournamentsApi.withdrawTournamentRegistration, { params: { id, registrationId } }),
  );
}

export function useCheckIn(id: string) {
  return useTournamentsMutation((body: CheckInBody) =>
    call(tournamentsApi.checkInToTournament, { params: { id }, body }),
  );
}

export function useSeeding(id: string) {
  return useTournamentsMutation((body: SeedingBody) => call(tournamentsApi.seedTournament, { params: { id }, body }));
}

export function useGenerateBracket(id: string) {
  return useTournamentsMutation(() => call(tournamentsApi.generateTournamentBracket, { params: { id } }));
}
