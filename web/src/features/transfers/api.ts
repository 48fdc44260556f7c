import {
  DEFAULT_PAGE_SIZE,
  type Availability,
  type CoachPage,
  type CoachSpecialty,
  type CoachingProfile,
  type CreateOfferBody,
  type Game,
  type MarketPlayerPage,
  type MarketSort,
  type MarketStatus,
  type SkillLevel,
  type TransferAction,
  type TransferHistoryPage,
  type TransferOffer,
  type TransferOfferPage,
  type TransferOfferStatus,
  type UpdateMarketStatusBody,
  type UpsertCoachingProfileBody,
} from '@esn/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, apiRequest, throwIfResNotOk } from '../../shared/api/http';
import { refreshTeams } from '../teams/api';

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

/**
 * Every transfers query lives under `['transfers', …]`: an answered or withdrawn offer can change the market, the
 * offer lists, the history feed and the coaching lists at once, so a mutation marks the whole family stale.
 */
export const transfersKey = ['transfers'] as const;
const marketKey = (filters: MarketFilters) => ['transfers', 'players', filters] as const;
const coachesKey = (filters: CoachFilters) => ['transfers', 'coaches', filters] as const;
const coachKey = (userId: string) => ['transfers', 'coach', userId] as const;
export const offersKey = (box: OfferBox, status: TransferOfferStatus | undefined) =>
  ['transfers', 'offers', box, status ?? 'all'] as const;
const offerKey = (id: string) => ['transfers', 'offer', id] as const;
const historyKey = (scope: HistoryScope) => ['transfers', 'history', scope.teamId ?? '', scope.userId ?? ''] as const;
const marketStatusKey = ['transfers', 'availability'] as const;

const enc = encodeURIComponent;

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
/** A decided offer answers 409 with the spec's "no longer available" text. */
export const isGone = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 409);

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

function withQuery(base: string, params: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

export function marketUrl(filters: MarketFilters, cursor?: string | null): string {
  return withQuery('/api/transfers/players', { ...filters, limit: TRANSFERS_PAGE_SIZE, cursor });
}

export function coachesUrl(filters: CoachFilters, cursor?: string | null): string {
  return withQuery('/api/transfers/coaches', { ...filters, limit: TRANSFERS_PAGE_SIZE, cursor });
}

export function offersUrl(box: OfferBox, status: TransferOfferStatus | undefined, cursor?: string | null): string {
  return withQuery('/api/transfers/offers', { box, status, limit: TRANSFERS_PAGE_SIZE, cursor });
}

export function historyUrl(scope: HistoryScope, limit: number, cursor?: string | null): string {
  return withQuery('/api/transfers/history', { teamId: scope.teamId, userId: scope.userId, limit, cursor });
}

function usePaged<T>(queryKey: readonly unknown[], url: (cursor: string | null) => string, enabled = true) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => getJson<Page<T>>(url(pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useMarketPlayers(filters: MarketFilters) {
  return usePaged<MarketPlayerPage['items'][number]>(marketKey(filters), (cursor) => marketUrl(filters, cursor));
}

/** A coaching profile as a list item: it has no id of its own, so it takes its coach's. */
export type CoachListItem = CoachingProfile & { id: string };

export function useCoaches(filters: CoachFilters) {
  return useInfiniteQuery({
    queryKey: coachesKey(filters),
    queryFn: ({ pageParam, signal }) => getJson<CoachPage>(coachesUrl(filters, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data) => ({
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item): CoachListItem => ({ ...item, id: item.coach.id })),
      })),
    }),
  });
}

export function useOffers(box: OfferBox, status?: TransferOfferStatus) {
  return usePaged<TransferOfferPage['items'][number]>(offersKey(box, status), (cursor) =>
    offersUrl(box, status, cursor),
  );
}

/** The public record of moves; `limit` keeps the compact lists (team page, profile) short. */
export function useTransferHistory(scope: HistoryScope, limit = TRANSFERS_PAGE_SIZE) {
  return usePaged<TransferHistoryPage['items'][number]>([...historyKey(scope), limit], (cursor) =>
    historyUrl(scope, limit, cursor),
  );
}

/** Spec §7 `GET /api/transfers/offer/{offerId}`, read afresh every time a dialog opens. */
export function useOffer(id: string | null) {
  return useQuery({
    queryKey: offerKey(id ?? ''),
    queryFn: ({ signal }) => getJson<TransferOffer>(`/api/transfers/offer/${enc(id ?? '')}`, signal),
    enabled: Boolean(id),
    staleTime: 0,
    // A missing or closed offer is an answer, not something to retry.
    retry: (failures, error) => !isGone(error) && failures < 1,
  });
}

export function useMarketStatus(enabled = true) {
  return useQuery({
    queryKey: marketStatusKey,
    queryFn: ({ signal }) => getJson<MarketStatus>('/api/transfers/availability', signal),
    enabled,
  });
}

/** A coach's public coaching profile; 404 means he has not published one yet. */
export function useCoachingProfile(userId: string | undefined) {
  return useQuery({
    queryKey: coachKey(userId ?? ''),
    queryFn: ({ signal }) => getJson<CoachingProfile>(`/api/transfers/coaches/${enc(userId ?? '')}`, signal),
    enabled: Boolean(userId),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

function refreshTransfers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: transfersKey });
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
  return useTransfersMutation((body: CreateOfferBody) =>
    apiRequest<TransferOffer>('POST', '/api/transfers/offers', body),
  );
}

/** Spec §7 `POST /api/transfers/offer/{offerId}/respond` `{ action }`; an accept moves a roster, so teams read again. */
export function useRespondToOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TransferAction }) =>
      apiRequest<TransferOffer>('POST', `/api/transfers/offer/${enc(id)}/respond`, { action }),
    onSuccess: (offer) => {
      // The dialog shows the decided offer at once; the lists behind it read again.
      queryClient.setQueryData(offerKey(offer.id), offer);
      void queryClient.invalidateQueries({ queryKey: transfersKey, predicate: (q) => q.queryKey[1] !== 'offer' });
      if (offer.status === 'accepted') void refreshTeams(queryClient);
    },
  });
}

export function useWithdrawOffer() {
  return useTransfersMutation((id: string) =>
    apiRequest<TransferOffer>('POST', `/api/transfers/offer/${enc(id)}/withdraw`),
  );
}

export function useUpdateMarketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMarketStatusBody) => apiRequest<MarketStatus>('PUT', '/api/transfers/availability', body),
    onSuccess: (status) => {
      queryClient.setQueryData(marketStatusKey, status);
      // The market lists him differently now; his own status is already the server's answer.
      void queryClient.invalidateQueries({ queryKey: ['transfers', 'players'] });
    },
  });
}

export function useSaveCoachingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpsertCoachingProfileBody) =>
      apiRequest<CoachingProfile>('PUT', '/api/transfers/coaching-profile', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(coachKey(profile.coach.id), profile);
      void queryClient.invalidateQueries({ queryKey: ['transfers', 'coaches'] });
    },
  });
}
