import {
  DEFAULT_PAGE_SIZE,
  type ApplicationRole,
  type AssignableRole,
  type CreateTeamBody,
  type Game,
  type LookingForTeamPlayer,
  type MembershipSummary,
  type RequestStatus,
  type Team,
  type TeamApplication,
  type TeamDetail,
  type TeamInvitation,
  type TeamMember,
  type TeamSummary,
  type UpdateTeamBody,
} from '@esn/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, apiRequest, throwIfResNotOk } from '../../shared/api/http';

/** Page size of every teams list: the contract's default for cursor pages (20). */
const TEAMS_PAGE_SIZE: number = DEFAULT_PAGE_SIZE;

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Filters of `/teams`, as they sit in the address bar. */
export interface TeamFilters {
  q?: string;
  game?: Game;
  country?: string;
  recruiting?: 'players' | 'coach';
  verified?: 'true' | 'false';
}

export type RequestKind = 'applications' | 'invitations';

/**
 * Every teams query lives under `['teams', …]`: a change to a team (roster, requests, follow) can touch any of
 * them, so a mutation marks the whole family stale and only what is on screen is fetched again.
 */
export const teamsKey = ['teams'] as const;
const teamListKey = (filters: TeamFilters) => ['teams', 'list', filters] as const;
const lookingForTeamKey = (game: Game | undefined) => ['teams', 'looking-for-team', game ?? ''] as const;
export const teamKey = (slug: string) => ['teams', 'slug', slug] as const;
const teamRequestsKey = (teamId: string, kind: RequestKind, status: RequestStatus) =>
  ['teams', 'requests', teamId, kind, status] as const;
export const myRequestsKey = (kind: RequestKind, status: RequestStatus) => ['teams', 'me', kind, status] as const;
const invitationKey = (id: string) => ['teams', 'invitation', id] as const;
export const myTeamsKey = ['teams', 'me', 'teams'] as const;
const userTeamsKey = (userId: string) => ['teams', 'user', userId] as const;

const enc = encodeURIComponent;
const teamUrl = (teamId: string) => `/api/teams/${enc(teamId)}`;

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

export function teamListUrl(filters: TeamFilters, cursor?: string | null): string {
  return withQuery('/api/teams', {
    q: filters.q?.trim(),
    game: filters.game,
    country: filters.country,
    recruiting: filters.recruiting,
    verified: filters.verified,
    limit: String(TEAMS_PAGE_SIZE),
    cursor,
  });
}

export function lookingForTeamUrl(game: Game | undefined, cursor?: string | null): string {
  return withQuery('/api/teams/looking-for-team/players', { game, limit: String(TEAMS_PAGE_SIZE), cursor });
}

export function teamRequestsUrl(teamId: string, kind: RequestKind, status: RequestStatus, cursor?: string | null) {
  return withQuery(`${teamUrl(teamId)}/${kind}`, { status, limit: String(TEAMS_PAGE_SIZE), cursor });
}

export function myRequestsUrl(kind: RequestKind, status: RequestStatus, cursor?: string | null) {
  return withQuery(`/api/me/team-${kind}`, { status, limit: String(TEAMS_PAGE_SIZE), cursor });
}

/** One cursor-paginated list (`{ items, nextCursor }`), page by page. */
function usePaged<T>(queryKey: readonly unknown[], url: (cursor: string | null) => string, enabled = true) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => getJson<Page<T>>(url(pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useTeamList(filters: TeamFilters) {
  return usePaged<TeamSummary>(teamListKey(filters), (cursor) => teamListUrl(filters, cursor));
}

export function useLookingForTeamPlayers(game: Game | undefined) {
  return usePaged<LookingForTeamPlayer>(lookingForTeamKey(game), (cursor) => lookingForTeamUrl(game, cursor));
}

export function useTeamRequests<K extends RequestKind>(teamId: string, kind: K, status: RequestStatus = 'pending') {
  return usePaged<K extends 'applications' ? TeamApplication : TeamInvitation>(
    teamRequestsKey(teamId, kind, status),
    (cursor) => teamRequestsUrl(teamId, kind, status, cursor),
  );
}

export function useMyRequests<K extends RequestKind>(kind: K, status: RequestStatus = 'pending') {
  return usePaged<K extends 'applications' ? TeamApplication : TeamInvitation>(myRequestsKey(kind, status), (cursor) =>
    myRequestsUrl(kind, status, cursor),
  );
}

/** `GET /api/teams/slug/{slug}`: header, stats, roster and what the reader may do, in one call. */
export function useTeam(slug: string) {
  return useQuery({
    queryKey: teamKey(slug),
    queryFn: ({ signal }) => getJson<TeamDetail>(`/api/teams/slug/${enc(slug)}`, signal),
    // A 404 is an answer (no such team), not something to retry.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

export function useInvitation(id: string | null) {
  return useQuery({
    queryKey: invitationKey(id ?? ''),
    queryFn: ({ signal }) => getJson<TeamInvitation>(`/api/team-invitations/${enc(id ?? '')}`, signal),
    enabled: Boolean(id),
    // The dialog must judge the invitation as it is now, not as it was when last seen.
    staleTime: 0,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

export function useMyTeams() {
  return useQuery({
    queryKey: myTeamsKey,
    queryFn: ({ signal }) => getJson<MembershipSummary[]>('/api/me/teams', signal),
  });
}

export function useUserTeams(userId: string) {
  return useQuery({
    queryKey: userTeamsKey(userId),
    queryFn: ({ signal }) => getJson<MembershipSummary[]>(`/api/users/${enc(userId)}/teams`, signal),
  });
}

/** After any change, every teams query on screen reads again; the others are fetched when next shown. */
export function refreshTeams(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: teamsKey });
}

/** A mutation whose success makes every teams query stale. */
function useTeamsMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshTeams(queryClient) });
}

export function useCreateTeam() {
  return useTeamsMutation((body: CreateTeamBody) => apiRequest<{ team: Team }>('POST', '/api/teams', body));
}

export function useUpdateTeam(teamId: string) {
  return useTeamsMutation((body: UpdateTeamBody) => apiRequest<{ team: Team }>('PATCH', teamUrl(teamId), body));
}

export function useSetVerification(teamId: string) {
  return useTeamsMutation((verified: boolean) =>
    apiRequest<{ team: Team }>('PATCH', `${teamUrl(teamId)}/verification`, { verified }),
  );
}

/** Deleting: the team's own page is dropped from the cache rather than read again (it would only answer 404). */
export function useDeleteTeam(teamId: string, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', teamUrl(teamId)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: teamKey(slug) });
      void refreshTeams(queryClient);
    },
  });
}

/** Follow or unfollow, shown at once on the team page and rolled back if the server refuses. */
export function useFollowTeam(teamId: string, slug: string) {
  const queryClient = useQueryClient();
  const key = teamKey(slug);
  const setFollow = (following: boolean, followers?: number) =>
    queryClient.setQueryData<TeamDetail>(key, (data) => {
      if (!data) return data;
      const delta = data.viewer.following === following ? 0 : following ? 1 : -1;
      return {
        ...data,
        viewer: { ...data.viewer, following },
        team: { ...data.team, followers: followers ?? Math.max(0, data.team.followers + delta) },
      };
    });
  return useMutation({
    mutationFn: (follow: boolean) =>
      apiRequest<{ following: boolean; followers: number }>(follow ? 'POST' : 'DELETE', `${teamUrl(teamId)}/follow`),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TeamDetail>(key)?.viewer.following;
      setFollow(follow);
      return { before };
    },
    onError: (_error, _follow, context) => {
      if (context?.before !== undefined) setFollow(context.before);
    },
    onSuccess: (state) => setFollow(state.following, state.followers),
  });
}

export function useUpdateMember(teamId: string) {
  return useTeamsMutation(({ userId, ...body }: { userId: string; role?: AssignableRole; isCaptain?: boolean }) =>
    apiRequest<TeamMember>('PATCH', `${teamUrl(teamId)}/members/${enc(userId)}`, body),
  );
}

/** Removing someone else, or oneself (leaving). */
export function useRemoveMember(teamId: string) {
  return useTeamsMutation((userId: string) => apiRequest<void>('DELETE', `${teamUrl(teamId)}/members/${enc(userId)}`));
}

export function useTransferOwnership(teamId: string) {
  return useTeamsMutation((userId: string) =>
    apiRequest<TeamDetail>('POST', `${teamUrl(teamId)}/ownership`, { userId }),
  );
}

export function useApply(teamId: string) {
  return useTeamsMutation((body: { message: string; role: ApplicationRole }) =>
    apiRequest<TeamApplication>('POST', `${teamUrl(teamId)}/applications`, body),
  );
}

export function useInvite(teamId: string) {
  return useTeamsMutation((body: { userId: string; role: AssignableRole; message?: string }) =>
    apiRequest<TeamInvitation>('POST', `${teamUrl(teamId)}/invitations`, body),
  );
}

export type ApplicationAction = 'accept' | 'reject' | 'withdraw';
export type InvitationAction = 'accept' | 'decline' | 'withdraw';

export function useApplicationAction() {
  return useTeamsMutation(({ id, action }: { id: string; action: ApplicationAction }) =>
    apiRequest<TeamApplication>('POST', `/api/team-applications/${enc(id)}/${action}`),
  );
}

export function useInvitationAction() {
  return useTeamsMutation(({ id, action }: { id: string; action: InvitationAction }) =>
    apiRequest<TeamInvitation>('POST', `/api/team-invitations/${enc(id)}/${action}`),
  );
}
