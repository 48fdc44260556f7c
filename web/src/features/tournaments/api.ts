import type {
  Bracket,
  CheckInBody,
  CreateTournamentBody,
  Game,
  MatchDetail,
  MatchList,
  SeedingBody,
  Tournament,
  TournamentDetail,
  TournamentFormat,
  TournamentParticipant,
  TournamentParticipantList,
  TournamentRegisterBody,
  TournamentStatus,
  TournamentSummary,
  UpdateTournamentBody,
  UserTournament,
} from '@esn/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, apiRequest, throwIfResNotOk } from '../../shared/api/http';

/** Page size of the tournament list: the contract's default (20). */
const TOURNAMENTS_PAGE_SIZE = 20;

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

type TournamentScope = 'hosting' | 'registered';

/** Filters of `/tournaments`, as they sit in the address bar. */
export interface TournamentFilters {
  q?: string;
  game?: Game;
  status?: TournamentStatus;
  format?: TournamentFormat;
  mine?: TournamentScope;
}

/**
 * Every tournament query lives under `['tournaments', …]` and every match query under `['matches', …]`: a
 * registration, a seeding or a result can change the detail, the participants, the bracket and the lists at
 * once, so a mutation marks both families stale and only what is on screen is fetched again.
 */
export const tournamentsKey = ['tournaments'] as const;
const matchesKey = ['matches'] as const;
const tournamentListKey = (filters: TournamentFilters) => ['tournaments', 'list', filters] as const;
const tournamentKey = (id: string) => ['tournaments', 'detail', id] as const;
const participantsKey = (id: string) => ['tournaments', 'participants', id] as const;
const bracketKey = (id: string) => ['tournaments', 'bracket', id] as const;
const tournamentMatchesKey = (id: string) => ['tournaments', 'matches', id] as const;
const userTournamentsKey = (userId: string) => ['tournaments', 'user', userId] as const;
export const matchKey = (id: string) => ['matches', 'detail', id] as const;
export const myMatchesKey = (scope: 'upcoming' | 'recent') => ['matches', 'me', scope] as const;

const enc = encodeURIComponent;
const tournamentUrl = (id: string) => `/api/tournaments/${enc(id)}`;

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

function withQuery(base: string, params: Record<string, string | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

export function tournamentListUrl(filters: TournamentFilters, cursor?: string | null): string {
  return withQuery('/api/tournaments', {
    q: filters.q?.trim(),
    game: filters.game,
    status: filters.status,
    format: filters.format,
    mine: filters.mine,
    limit: String(TOURNAMENTS_PAGE_SIZE),
    cursor,
  });
}

function userTournamentsUrl(userId: string, cursor?: string | null): string {
  return withQuery(`/api/users/${enc(userId)}/tournaments`, { limit: String(TOURNAMENTS_PAGE_SIZE), cursor });
}

export const myMatchesUrl = (scope: 'upcoming' | 'recent', limit = 5) =>
  `/api/me/matches?scope=${scope}&limit=${limit}`;

const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;

function usePaged<T>(queryKey: readonly unknown[], url: (cursor: string | null) => string) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => getJson<Page<T>>(url(pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useTournamentList(filters: TournamentFilters) {
  return usePaged<TournamentSummary>(tournamentListKey(filters), (cursor) => tournamentListUrl(filters, cursor));
}

export function useUserTournaments(userId: string) {
  return usePaged<UserTournament>(userTournamentsKey(userId), (cursor) => userTournamentsUrl(userId, cursor));
}

/** `GET /api/tournaments/{id}`: the tournament and what the reader is to it and may do. */
export function useTournament(id: string) {
  return useQuery({
    queryKey: tournamentKey(id),
    queryFn: ({ signal }) => getJson<TournamentDetail>(tournamentUrl(id), signal),
    retry: retryUnlessNotFound,
  });
}

export function useParticipants(id: string) {
  return useQuery({
    queryKey: participantsKey(id),
    queryFn: ({ signal }) => getJson<TournamentParticipantList>(`${tournamentUrl(id)}/participants`, signal),
    select: (data) => data.items,
  });
}

/** The bracket, or `null` while it has not been generated (the server answers 404 then). */
export function useBracket(id: string, enabled = true) {
  return useQuery({
    queryKey: bracketKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await getJson<Bracket>(`${tournamentUrl(id)}/bracket`, signal);
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
    queryFn: ({ signal }) => getJson<MatchList>(`${tournamentUrl(id)}/matches`, signal),
    select: (data) => data.items,
    enabled,
  });
}

export function useMatch(id: string | null) {
  return useQuery({
    queryKey: matchKey(id ?? ''),
    queryFn: ({ signal }) => getJson<MatchDetail>(`/api/matches/${enc(id ?? '')}`, signal),
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

/** After a change every tournament and match query on screen reads again; the rest when next shown. */
export function refreshTournaments(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tournamentsKey }),
    queryClient.invalidateQueries({ queryKey: matchesKey }),
    // Leagues share the matches table: a result there moves a league table too.
    queryClient.invalidateQueries({ queryKey: ['leagues'] }),
  ]).then(() => undefined);
}

function useTournamentsMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshTournaments(queryClient) });
}

export function useCreateTournament() {
  return useTournamentsMutation((body: CreateTournamentBody) =>
    apiRequest<{ tournament: Tournament }>('POST', '/api/tournaments', body),
  );
}

export function useUpdateTournament(id: string) {
  return useTournamentsMutation((body: UpdateTournamentBody) =>
    apiRequest<{ tournament: Tournament }>('PATCH', tournamentUrl(id), body),
  );
}

/** Deleting: the tournament's own queries are dropped rather than read again (they would only answer 404). */
export function useDeleteTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', tournamentUrl(id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: tournamentKey(id) });
      void queryClient.invalidateQueries({ queryKey: tournamentsKey });
    },
  });
}

export function useSetTournamentStatus(id: string) {
  return useTournamentsMutation((status: TournamentStatus) =>
    apiRequest<{ tournament: Tournament }>('POST', `${tournamentUrl(id)}/status`, { status }),
  );
}

export function useRegister(id: string) {
  return useTournamentsMutation((body: TournamentRegisterBody) =>
    apiRequest<TournamentParticipant>('POST', `${tournamentUrl(id)}/registrations`, body),
  );
}

/** Withdrawing one's own registration, or the organizer removing one. */
export function useRemoveRegistration(id: string) {
  return useTournamentsMutation((registrationId: string) =>
    apiRequest<void>('DELETE', `${tournamentUrl(id)}/registrations/${enc(registrationId)}`),
  );
}

export function useCheckIn(id: string) {
  return useTournamentsMutation((body: CheckInBody) =>
    apiRequest<TournamentParticipant>('POST', `${tournamentUrl(id)}/check-in`, body),
  );
}

export function useSeeding(id: string) {
  return useTournamentsMutation((body: SeedingBody) =>
    apiRequest<TournamentParticipantList>('PUT', `${tournamentUrl(id)}/seeding`, body),
  );
}

export function useGenerateBracket(id: string) {
  return useTournamentsMutation(() => apiRequest<Bracket>('POST', `${tournamentUrl(id)}/bracket`));
}
