import {
  DEFAULT_PAGE_SIZE,
  type Availability,
  type CoachSpecialty,
  type CoachingProfile,
  type CreateOfferBody,
  type CreateSavedSearchBody,
  type Game,
  type MarketSort,
  type SkillLevel,
  type TransferAction,
  type TransferOfferStatus,
  type UpdateMarketStatusBody,
  type UpdateSavedSearchBody,
  type UpsertCoachingProfileBody,
} from '@esn/contract';
import type { Route } from '@esn/contract/endpoint';
import { transfersApi } from '@esn/contract/transfers/routes.gen';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryFilters,
} from '@tanstack/react-query';
import { ApiError, call, endpointQuery, isNotFound, queryFilter, queryKey, urlOf } from '../../shared/api';
import { refreshTeams } from '../teams';

/** Page size of every transfers list: the contract's default for cursor pages (20). */
const TRANSFERS_PAGE_SIZE: number = DEFAULT_PAGE_SIZE;

/** Filters of the players tab, as they sit in the address bar (strings, as the API takes them). */
export interface MarketFilters {
  game?: Game;
  role?: string;
  minAge?: number;
  maxAge?: number;
  availability?: Availability;
  skill?: SkillLevel;
  verified?: 'true' | 'false';
  country?: string;
  lookingForTeam?: 'true';
  hasAchievements?: 'true';
  /** Only with `game` (a rating is per game). */
  minRating?: number;
  sort?: MarketSort;
}

export interface CoachFilters {
  game?: Game;
  specialty?: CoachSpecialty;
  language?: string;
  availability?: Availability;
  free?: 'true';
}

export type OfferBox = 'sent' | 'received';
export interface HistoryScope {
  teamId?: string;
  userId?: string;
}

/** Every read of the transfers API (market, offers, history, coaching, one's status), whatever its arguments. */
const transfersReads = (Object.values(transfersApi) as Route[])
  .filter((route) => route.method === 'GET')
  .map((route) => queryFilter(route));

/**
 * Every transfers read: an answered or withdrawn offer can change the market, the offer lists, the history feed and
 * the coaching lists at once, so a mutation marks the whole family stale (only what is on screen reads again).
 */
const transfersFilter: QueryFilters = {
  predicate: (query) => transfersReads.some((filter) => filter.predicate?.(query) ?? false),
};

/** A list's query: the filters and the page size; the cursor is the page's own. */
const marketQuery = (filters: MarketFilters) => ({ ...filters, limit: TRANSFERS_PAGE_SIZE });
const coachesQuery = (filters: CoachFilters) => ({ ...filters, limit: TRANSFERS_PAGE_SIZE });
const offersQuery = (box: OfferBox, status: TransferOfferStatus | undefined) => ({
  box,
  status,
  limit: TRANSFERS_PAGE_SIZE,
});
const historyQuery = (scope: HistoryScope, limit: number) => ({ teamId: scope.teamId, userId: scope.userId, limit });

const marketKey = (filters: MarketFilters) =>
  queryKey(transfersApi.searchMarketPlayers, { query: marketQuery(filters) });
const coachesKey = (filters: CoachFilters) => queryKey(transfersApi.listCoaches, { query: coachesQuery(filters) });
const coachKey = (userId: string) => queryKey(transfersApi.getCoach, { params: { userId } });
export const offersKey = (box: OfferBox, status: TransferOfferStatus | undefined) =>
  queryKey(transfersApi.listTransferOffers, { query: offersQuery(box, status) });
const offerKey = (offerId: string) => queryKey(transfersApi.getTransferOffer, { params: { offerId } });
const historyKey = (scope: HistoryScope, limit: number) =>
  queryKey(transfersApi.listTransferHistory, { query: historyQuery(scope, limit) });
const marketStatusKey = queryKey(transfersApi.getMyMarketStatus);

export { isNotFound };
/** A decided offer answers 409 with the spec's "no longer available" text. */
export const isGone = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 409);

/** A page's cursor goes as the query's `cursor`; the first page has none. */
const cursorOf = (pageParam: string | null) => pageParam ?? undefined;
const paging = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
};

export function marketUrl(filters: MarketFilters, cursor?: string | null): string {
  return urlOf(transfersApi.searchMarketPlayers, { query: { ...marketQuery(filters), cursor: cursor ?? undefined } });
}

export function coachesUrl(filters: CoachFilters, cursor?: string | null): string {
  return urlOf(transfersApi.listCoaches, { query: { ...coachesQuery(filters), cursor: cursor ?? undefined } });
}

export function offersUrl(box: OfferBox, status: TransferOfferStatus | undefined, cursor?: string | null): string {
  return urlOf(transfersApi.listTransferOffers, {
    query: { ...offersQuery(box, status), cursor: cursor ?? undefined },
  });
}

export function historyUrl(scope: HistoryScope, limit: number, cursor?: string | null): string {
  return urlOf(transfersApi.listTransferHistory, {
    query: { ...historyQuery(scope, limit), cursor: cursor ?? undefined },
  });
}

export function useMarketPlayers(filters: MarketFilters) {
  return useInfiniteQuery({
    queryKey: marketKey(filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        transfersApi.searchMarketPlayers,
        { query: { ...marketQuery(filters), cursor: cursorOf(pageParam) } },
        { signal },
      ),
    ...paging,
  });
}

/** A coaching profile as a list item: it has no id of its own, so it takes its coach's. */
export type CoachListItem = CoachingProfile & { id: string };

export function useCoaches(filters: CoachFilters) {
  return useInfiniteQuery({
    queryKey: coachesKey(filters),
    queryFn: ({ pageParam, signal }) =>
      call(transfersApi.listCoaches, { query: { ...coachesQuery(filters), cursor: cursorOf(pageParam) } }, { signal }),
    ...paging,
    select: (data) => ({
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item): CoachListItem => ({ ...item, id: item.coach.id })),
      })),
    }),
  });
}

/** One offer box's pages (`useOffers`), which the dashboard prefetches as they are. */
export const offerPages = (box: OfferBox, status?: TransferOfferStatus) => ({
  queryKey: offersKey(box, status),
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
    call(
      transfersApi.listTransferOffers,
      { query: { ...offersQuery(box, status), cursor: cursorOf(pageParam) } },
      { signal },
    ),
  ...paging,
});

export function useOffers(box: OfferBox, status?: TransferOfferStatus, { enabled = true } = {}) {
  return useInfiniteQuery({ ...offerPages(box, status), enabled });
}

/**
 * The teams whose offer to `personId` is still pending (from the reader's sent offers, one shared query for every
 * card of a list): the server takes one pending offer per team and person, so those teams cannot offer again.
 */
export function usePendingOfferTeams(personId: string, enabled: boolean): ReadonlySet<string> {
  const sent = useOffers('sent', 'pending', { enabled }).data;
  const teams = new Set<string>();
  for (const offer of sent?.pages.flatMap((p) => p.items) ?? [])
    if (offer.player.id === personId) teams.add(offer.team.id);
  return teams;
}

/** The public record of moves; `limit` keeps the compact lists (team page, profile) short. */
export function useTransferHistory(scope: HistoryScope, limit = TRANSFERS_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: historyKey(scope, limit),
    queryFn: ({ pageParam, signal }) =>
      call(
        transfersApi.listTransferHistory,
        { query: { ...historyQuery(scope, limit), cursor: cursorOf(pageParam) } },
        { signal },
      ),
    ...paging,
  });
}

/** Spec §7 `GET /api/transfers/offer/{offerId}`, read afresh every time a dialog opens. */
export function useOffer(id: string | null) {
  return useQuery({
    ...endpointQuery(transfersApi.getTransferOffer, { params: { offerId: id ?? '' } }),
    enabled: Boolean(id),
    staleTime: 0,
    // A missing or closed offer is an answer, not something to retry.
    retry: (failures, error) => !isGone(error) && failures < 1,
  });
}

export function useMarketStatus(enabled = true) {
  return useQuery({ ...endpointQuery(transfersApi.getMyMarketStatus), enabled });
}

/** A coach's public coaching profile; 404 means he has not published one yet. */
export function useCoachingProfile(userId: string | undefined) {
  return useQuery({
    ...endpointQuery(transfersApi.getCoach, { params: { userId: userId ?? '' } }),
    enabled: Boolean(userId),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

function refreshTransfers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(transfersFilter);
}

function useTransfersMutation<V, R>(mutationFn: (vars: V) => Promise<R>, alsoTeams = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void refreshTransfers(queryClient);
      if (alsoTeams) void refreshTeams(queryClient);
    },
  });
}

export function useCreateOffer() {
  return useTransfersMutation((body: CreateOfferBody) => call(transfersApi.createTransferOffer, { body }));
}

const offerReads = queryFilter(transfersApi.getTransferOffer);

/** Spec §7 `POST /api/transfers/offer/{offerId}/respond` `{ action }`; an accept moves a roster, so teams read again. */
export function useRespondToOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TransferAction }) =>
      call(transfersApi.respondToTransferOffer, { params: { offerId: id }, body: { action } }),
    onSuccess: (offer) => {
      // The dialog shows the decided offer at once; the lists behind it read again.
      queryClient.setQueryData(offerKey(offer.id), offer);
      void queryClient.invalidateQueries({
        predicate: (query) => transfersFilter.predicate?.(query) === true && offerReads.predicate?.(query) !== true,
      });
      if (offer.status === 'accepted') void refreshTeams(queryClient);
    },
  });
}

export function useWithdrawOffer() {
  return useTransfersMutation((id: string) => call(transfersApi.withdrawTransferOffer, { params: { offerId: id } }));
}

export function useUpdateMarketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMarketStatusBody) => call(transfersApi.updateMyMarketStatus, { body }),
    onSuccess: (status) => {
      queryClient.setQueryData(marketStatusKey, status);
      // The market lists him differently now; his own status is already the server's answer.
      void queryClient.invalidateQueries(queryFilter(transfersApi.searchMarketPlayers));
    },
  });
}

export function useSaveCoachingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpsertCoachingProfileBody) => call(transfersApi.upsertMyCoachingProfile, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(coachKey(profile.coach.id), profile);
      void queryClient.invalidateQueries(queryFilter(transfersApi.listCoaches));
    },
  });
}

const savedSearchesKey = queryKey(transfersApi.listSavedSearches);

/** The reader's saved market searches (team owners and coaches only: `enabled` says whether he is one). */
export function useSavedSearches(enabled: boolean) {
  return useQuery({ ...endpointQuery(transfersApi.listSavedSearches), enabled });
}

function useSavedSearchMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useCreateSavedSearch() {
  return useSavedSearchMutation((body: CreateSavedSearchBody) => call(transfersApi.createSavedSearch, { body }));
}

export function useUpdateSavedSearch() {
  return useSavedSearchMutation(({ id, body }: { id: string; body: UpdateSavedSearchBody }) =>
    call(transfersApi.updateSavedSearch, { params: { searchId: id }, body }),
  );
}

export function useDeleteSavedSearch() {
  return useSavedSearchMutation((id: string) => call(transfersApi.deleteSavedSearch, { params: { searchId: id } }));
}
