import type {
  CheckInBody,
  CreateTournamentBody,
  Game,
  SeedingBody,
  TournamentFormat,
  TournamentRegisterBody,
  TournamentStatus,
  UpdateTournamentBody,
} from '@esn/contract';
import type { Route } from '@esn/contract/endpoint';
import { leaguesApi } from '@esn/contract/leagues/routes.gen';
import { matchesApi } from '@esn/contract/matches/routes.gen';
import { tournamentsApi } from '@esn/contract/tournaments/routes.gen';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, endpointQuery, isNotFound, queryFilterAny, queryKey, urlOf } from '../../shared/api';

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

type MatchScope = 'upcoming' | 'recent';
const myMatchesArgs = (scope: MatchScope, limit: number) => ({ query: { scope, limit } });
/** `matchesApi.listMyMatches`: `useMyMatches`' key and call, which the dashboard prefetches as they are. */
export const myMatchesQuery = (scope: MatchScope = 'upcoming', limit = 5) =>
  endpointQuery(matchesApi.listMyMatches, myMatchesArgs(scope, limit));
export const myMatchesUrl = (scope: MatchScope, limit = 5) =>
  urlOf(matchesApi.listMyMatches, myMatchesArgs(scope, limit));

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

export function useMyMatches(scope: MatchScope = 'upcoming', limit = 5) {
  return useQuery({ ...myMatchesQuery(scope, limit), select: (data) => data.items });
}

/** Every read of a table (its GET endpoints, the admin area's excepted: its own keys, its own refresh). */
const readsOf = (api: Record<string, Route>) =>
  Object.values(api).filter((route) => route.method === 'GET' && route.auth !== 'admin');

/**
 * Every tournament read: a registration, a seeding or a result can change the detail, the participants, the bracket
 * and the lists at once, so a mutation marks them all stale and only what is on screen is fetched again.
 */
const tournamentReads = readsOf(tournamentsApi);
/** Leagues share the matches table: a result there moves a league table too. */
const leagueReads = readsOf(leaguesApi);
/** Match reads: a match, its history and pending result, the reader's match lists. */
const matchReads = readsOf(matchesApi);

const everyRead = queryFilterAny([...tournamentReads, ...matchReads, ...leagueReads]);

/** After a change every tournament, match and league query on screen reads again; the rest when next shown. */
export function refreshTournaments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(everyRead);
}

function useTournamentsMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  // Not awaited: the refetch can take away the component that called (a withdrawn registration, a changed status),
  // and TanStack then drops that caller's own onSuccess (its toast); it would also wait for a slow refetch.
  return useMutation({ mutationFn, onSuccess: () => void refreshTournaments(queryClient) });
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
      void queryClient.invalidateQueries(queryFilterAny(tournamentReads));
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

/** The organizer takes an entrant out of the running bracket: its matches become walkovers for the opponents. */
export function useDisqualify(id: string) {
  return useTournamentsMutation((registrationId: string) =>
    call(tournamentsApi.disqualifyTournamentParticipant, { params: { id, registrationId } }),
  );
}
