import {
  DEFAULT_PAGE_SIZE,
  type TeamApplication,
  type ApplicationRole,
  type AssignableRole,
  type CreateTeamBody,
  type Game,
  type TeamInvitation,
  type RequestStatus,
  type TeamDetail,
  type UpdateTeamBody,
} from '@esn/contract';
import { teamsApi } from '@esn/contract/teams/routes.gen';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryFilters,
} from '@tanstack/react-query';
import { call, endpointQuery, isNotFound, queryFilterAny, queryKey, urlOf } from '../../shared/api';

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

/** The reads of this feature: a change to a team (roster, requests, follow) can touch any of them. */
const teamReads = [
  teamsApi.listTeams,
  teamsApi.getTeamBySlug,
  teamsApi.listMyTeams,
  teamsApi.listUserTeams,
  teamsApi.listPlayersLookingForTeam,
  teamsApi.listTeamApplications,
  teamsApi.listMyTeamApplications,
  teamsApi.listTeamInvitations,
  teamsApi.listMyTeamInvitations,
  teamsApi.getTeamInvitation,
];

/** Every teams read in the cache (keys are URL paths, so they share no prefix): what a team change marks stale. */
export const teamsFilter: QueryFilters = queryFilterAny(teamReads);

const teamListQuery = (filters: TeamFilters, cursor?: string | null) => ({
  q: filters.q?.trim(),
  game: filters.game,
  country: filters.country,
  recruiting: filters.recruiting,
  verified: filters.verified,
  limit: TEAMS_PAGE_SIZE,
  cursor: cursor ?? undefined,
});
const pageQuery = (status: RequestStatus, cursor?: string | null) => ({
  status,
  limit: TEAMS_PAGE_SIZE,
  cursor: cursor ?? undefined,
});

/**
 * The request lists: applications and invitations take the same arguments (a team or oneself, a status, a page) and
 * differ only in their items, so each helper picks the kind's own endpoint (a call on a union of routes has no type).
 */
const teamRequestsArgs = (teamId: string, status: RequestStatus, cursor?: string | null) => ({
  params: { teamId },
  query: pageQuery(status, cursor),
});
const myRequestsArgs = (status: RequestStatus, cursor?: string | null) => ({ query: pageQuery(status, cursor) });

const teamListKey = (filters: TeamFilters) => queryKey(teamsApi.listTeams, { query: teamListQuery(filters) });
const lookingForTeamKey = (game: Game | undefined) =>
  queryKey(teamsApi.listPlayersLookingForTeam, { query: { game, limit: TEAMS_PAGE_SIZE } });
export const teamKey = (slug: string) => queryKey(teamsApi.getTeamBySlug, { params: { slug } });
const teamRequestsKey = (teamId: string, kind: RequestKind, status: RequestStatus) =>
  kind === 'applications'
    ? queryKey(teamsApi.listTeamApplications, teamRequestsArgs(teamId, status))
    : queryKey(teamsApi.listTeamInvitations, teamRequestsArgs(teamId, status));
const myRequestsKey = (kind: RequestKind, status: RequestStatus) =>
  kind === 'applications'
    ? queryKey(teamsApi.listMyTeamApplications, myRequestsArgs(status))
    : queryKey(teamsApi.listMyTeamInvitations, myRequestsArgs(status));
const invitationKey = (id: string) => queryKey(teamsApi.getTeamInvitation, { params: { id } });
export const myTeamsKey = queryKey(teamsApi.listMyTeams);

export { isNotFound };

export function teamListUrl(filters: TeamFilters, cursor?: string | null): string {
  return urlOf(teamsApi.listTeams, { query: teamListQuery(filters, cursor) });
}

export function lookingForTeamUrl(game: Game | undefined, cursor?: string | null): string {
  return urlOf(teamsApi.listPlayersLookingForTeam, {
    query: { game, limit: TEAMS_PAGE_SIZE, cursor: cursor ?? undefined },
  });
}

export function teamRequestsUrl(teamId: string, kind: RequestKind, status: RequestStatus, cursor?: string | null) {
  const args = teamRequestsArgs(teamId, status, cursor);
  return kind === 'applications'
    ? urlOf(teamsApi.listTeamApplications, args)
    : urlOf(teamsApi.listTeamInvitations, args);
}

export function myRequestsUrl(kind: RequestKind, status: RequestStatus, cursor?: string | null) {
  const args = myRequestsArgs(status, cursor);
  return kind === 'applications'
    ? urlOf(teamsApi.listMyTeamApplications, args)
    : urlOf(teamsApi.listMyTeamInvitations, args);
}

/** One cursor-paginated list (`{ items, nextCursor }`), page by page. */
function usePaged<T>(
  queryKey: readonly unknown[],
  page: (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => page(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** The directory's pages for these filters (`useTeamList`; the leagues' team search reads its first page). */
export const teamListPages = (filters: TeamFilters) => ({
  queryKey: teamListKey(filters),
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
    call(teamsApi.listTeams, { query: teamListQuery(filters, pageParam) }, { signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
});

export function useTeamList(filters: TeamFilters) {
  return useInfiniteQuery(teamListPages(filters));
}

export function useLookingForTeamPlayers(game: Game | undefined) {
  return usePaged(lookingForTeamKey(game), (cursor, signal) =>
    call(
      teamsApi.listPlayersLookingForTeam,
      { query: { game, limit: TEAMS_PAGE_SIZE, cursor: cursor ?? undefined } },
      { signal },
    ),
  );
}

/** The page a request list answers: applications or invitations, by the kind asked for. */
type RequestPage<K extends RequestKind> = Page<K extends 'applications' ? TeamApplication : TeamInvitation>;

export function useTeamRequests<K extends RequestKind>(teamId: string, kind: K, status: RequestStatus = 'pending') {
  return usePaged(teamRequestsKey(teamId, kind, status), (cursor, signal) => {
    const args = teamRequestsArgs(teamId, status, cursor);
    return (
      kind === 'applications'
        ? call(teamsApi.listTeamApplications, args, { signal })
        : call(teamsApi.listTeamInvitations, args, { signal })
    ) as Promise<RequestPage<K>>;
  });
}

export function useMyRequests<K extends RequestKind>(kind: K, status: RequestStatus = 'pending') {
  return usePaged(myRequestsKey(kind, status), (cursor, signal) => {
    const args = myRequestsArgs(status, cursor);
    return (
      kind === 'applications'
        ? call(teamsApi.listMyTeamApplications, args, { signal })
        : call(teamsApi.listMyTeamInvitations, args, { signal })
    ) as Promise<RequestPage<K>>;
  });
}

/** The first page of one's own invitations, as `useMyRequests('invitations', status)` reads it (the dashboard prefetches it). */
export const myInvitationsQuery = (status: RequestStatus) => ({
  queryKey: myRequestsKey('invitations', status),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(teamsApi.listMyTeamInvitations, myRequestsArgs(status), { signal }),
});

/** `GET /api/teams/slug/{slug}`: header, stats, roster and what the reader may do, in one call. */
export function useTeam(slug: string) {
  return useQuery({
    ...endpointQuery(teamsApi.getTeamBySlug, { params: { slug } }),
    // A 404 is an answer (no such team), not something to retry.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

export function useInvitation(id: string | null) {
  return useQuery({
    queryKey: invitationKey(id ?? ''),
    queryFn: ({ signal }) => call(teamsApi.getTeamInvitation, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
    // The dialog must judge the invitation as it is now, not as it was when last seen.
    staleTime: 0,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** `GET /api/me/teams`; the dashboard prefetches it with the same options. */
export const myTeamsQuery = () => endpointQuery(teamsApi.listMyTeams);

export function useMyTeams() {
  return useQuery(myTeamsQuery());
}

export function useUserTeams(userId: string) {
  return useQuery(endpointQuery(teamsApi.listUserTeams, { params: { id: userId } }));
}

/** After any change, every teams query on screen reads again; the others are fetched when next shown. */
export function refreshTeams(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(teamsFilter);
}

/** A mutation whose success makes every teams query stale. */
/** `scope`: mutations of one scope run one after another, in the order made (TanStack Query's mutation scopes). */
function useTeamsMutation<V, R>(mutationFn: (vars: V) => Promise<R>, scope?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshTeams(queryClient),
    ...(scope ? { scope: { id: scope } } : {}),
  });
}

export function useCreateTeam() {
  return useTeamsMutation((body: CreateTeamBody) => call(teamsApi.createTeam, { body }));
}

export function useUpdateTeam(teamId: string) {
  return useTeamsMutation((body: UpdateTeamBody) => call(teamsApi.updateTeam, { params: { teamId }, body }));
}

export function useSetVerification(teamId: string) {
  return useTeamsMutation((verified: boolean) =>
    call(teamsApi.setTeamVerified, { params: { teamId }, body: { verified } }),
  );
}

/** Deleting: the team's own page is dropped from the cache rather than read again (it would only answer 404). */
export function useDeleteTeam(teamId: string, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(teamsApi.deleteTeam, { params: { teamId } }),
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
    mutationFn: (follow: boolean) => call(follow ? teamsApi.followTeam : teamsApi.unfollowTeam, { params: { teamId } }),
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

/** Changes of the roster run one at a time, in the order chosen: the last choice is what stays. */
export function useUpdateMember(teamId: string) {
  return useTeamsMutation(
    ({ userId, ...body }: { userId: string; role?: AssignableRole; isCaptain?: boolean }) =>
      call(teamsApi.updateTeamMember, { params: { teamId, userId }, body }),
    `team-members-${teamId}`,
  );
}

/** Removing someone else, or oneself (leaving). */
export function useRemoveMember(teamId: string) {
  return useTeamsMutation((userId: string) => call(teamsApi.removeTeamMember, { params: { teamId, userId } }));
}

export function useTransferOwnership(teamId: string) {
  return useTeamsMutation((userId: string) =>
    call(teamsApi.transferTeamOwnership, { params: { teamId }, body: { userId } }),
  );
}

export function useApply(teamId: string) {
  return useTeamsMutation((body: { message: string; role: ApplicationRole }) =>
    call(teamsApi.applyToTeam, { params: { teamId }, body }),
  );
}

/** The invitation dialog's search: people the team may invite to `role`, matched by `q` (all of them when empty). */
export function useInviteCandidates(teamId: string, role: AssignableRole, q: string) {
  return useQuery({
    ...endpointQuery(teamsApi.listTeamInviteCandidates, {
      params: { teamId },
      query: { role, ...(q ? { q } : {}), limit: 8 },
    }),
    placeholderData: (previous) => previous,
  });
}

export function useInvite(teamId: string) {
  return useTeamsMutation((body: { userId: string; role: AssignableRole; message?: string }) =>
    call(teamsApi.inviteToTeam, { params: { teamId }, body }),
  );
}

export type ApplicationAction = 'accept' | 'reject' | 'withdraw';
export type InvitationAction = 'accept' | 'decline' | 'withdraw';

const applicationSteps = {
  accept: teamsApi.acceptTeamApplication,
  reject: teamsApi.rejectTeamApplication,
  withdraw: teamsApi.withdrawTeamApplication,
} as const;
const invitationSteps = {
  accept: teamsApi.acceptTeamInvitation,
  decline: teamsApi.declineTeamInvitation,
  withdraw: teamsApi.withdrawTeamInvitation,
} as const;

export function useApplicationAction() {
  return useTeamsMutation(({ id, action }: { id: string; action: ApplicationAction }) =>
    call(applicationSteps[action], { params: { id } }),
  );
}

export function useInvitationAction() {
  return useTeamsMutation(({ id, action }: { id: string; action: InvitationAction }) =>
    call(invitationSteps[action], { params: { id } }),
  );
}
