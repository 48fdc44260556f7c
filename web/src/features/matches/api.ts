import type { EvidenceBody, OfficialResultBody, SubmitResultBody, WalkoverBody } from '@esn/contract';
import { checkinsApi } from '@esn/contract/checkins/routes.gen';
import { matchesApi } from '@esn/contract/matches/routes.gen';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, endpointQuery, isNotFound, queryFilter, queryKey } from '../../shared/api';
import { uploadFile } from '../../shared/lib/upload';
import { refreshTournaments } from '../tournaments';
import { pendingResultKey, pendingResultQuery } from './pendingResult';

/**
 * The match's reads are keyed by their URL (`['/api/matches/<id>']`, `…/history`, `…/pending-result`), as every
 * read of `shared/api` is, so another feature reading the same match (the tournaments feature's match dialog) shares
 * its cache. The pending result's key is what the notifications cache drops on `match-result-approved` (spec §4).
 */
export { pendingResultKey };
const matchHistoryKey = (id: string) => queryKey(matchesApi.getMatchHistory, { params: { id } });

export { isNotFound };
const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;

/** The match, its pending submission and the reader's rights (a `MatchDetail`); nothing is read without an id. */
export function useMatchDetail(id: string | null) {
  return useQuery({
    ...endpointQuery(matchesApi.getMatch, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    retry: retryUnlessNotFound,
  });
}

export function usePendingResult(matchId: string, enabled = true) {
  return useQuery({ ...pendingResultQuery(matchId), enabled, retry: retryUnlessNotFound });
}

export function useMatchHistory(id: string) {
  return useQuery({
    ...endpointQuery(matchesApi.getMatchHistory, { params: { id } }),
    select: (data) => data.items,
  });
}

/**
 * After a result changes, everything that shows a match reads again: this page and every other match (a result
 * moves the next bracket match), the reader's match lists, the tournament's bracket and lists, league tables
 * (`refreshTournaments`), and the pending result (marked stale, not dropped: dropping it is the socket's signal
 * that somebody else decided).
 */
export function refreshMatch(queryClient: QueryClient, matchId: string): Promise<void> {
  return Promise.all([
    refreshTournaments(queryClient),
    queryClient.invalidateQueries(queryFilter(matchesApi.getMatch)),
    queryClient.invalidateQueries(queryFilter(matchesApi.getMatchHistory)),
    queryClient.invalidateQueries(queryFilter(matchesApi.listMyMatches)),
    queryClient.invalidateQueries({ queryKey: pendingResultKey(matchId) }),
    queryClient.invalidateQueries({ queryKey: queryKey(matchesApi.getMatchSchedule, { params: { id: matchId } }) }),
    queryClient.invalidateQueries({ queryKey: queryKey(checkinsApi.getMatchCheckIn, { params: { id: matchId } }) }),
  ]).then(() => undefined);
}

function useMatchMutation<V, R>(matchId: string, mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  // Not awaited: the caller's own callbacks run at once, while the form that sent the change is still on screen
  // (a submitted result replaces the form with the pending panel once the match reads again).
  return useMutation({ mutationFn, onSuccess: () => void refreshMatch(queryClient, matchId) });
}

/** The picked screenshot goes up first (`POST /api/uploads`); the result or evidence names it by its id. */
async function uploadIdOf(file: File | null): Promise<string | undefined> {
  return file ? (await uploadFile(file)).id : undefined;
}

export interface SubmitResultInput {
  scoreA: number;
  scoreB: number;
  /** The series' games, when the side reports them (optional). */
  games?: SubmitResultBody['games'];
  screenshot: File | null;
}

export function useSubmitResult(matchId: string) {
  return useMatchMutation(matchId, async ({ scoreA, scoreB, games, screenshot }: SubmitResultInput) => {
    const body: SubmitResultBody = { scoreA, scoreB };
    if (games && games.length > 0) body.games = games;
    const screenshotUploadId = await uploadIdOf(screenshot);
    if (screenshotUploadId) body.screenshotUploadId = screenshotUploadId;
    return call(matchesApi.submitMatchResult, { params: { id: matchId }, body });
  });
}

/**
 * Spec §7 `approve-result`: `true` makes the result final, `false` opens a dispute. A refusal refreshes too: it
 * usually means the result was decided meanwhile (by the deadline or the organizer), and the screen should say so.
 */
export function useDecideResult(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approved: boolean) =>
      call(matchesApi.approveMatchResult, { params: { id: matchId }, body: { approved } }),
    onSettled: () => void refreshMatch(queryClient, matchId),
  });
}

export interface EvidenceInput {
  comment: string;
  screenshot: File | null;
}

export function useAddEvidence(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ comment, screenshot }: EvidenceInput) => {
      const body: EvidenceBody = {};
      if (comment.trim()) body.comment = comment.trim();
      const screenshotUploadId = await uploadIdOf(screenshot);
      if (screenshotUploadId) body.screenshotUploadId = screenshotUploadId;
      return call(matchesApi.addMatchEvidence, { params: { id: matchId }, body });
    },
    // The answer is the whole history, evidence included: no second read.
    onSuccess: (history) => queryClient.setQueryData(matchHistoryKey(matchId), history),
  });
}

/** The organizer's (or an admin's) score: a first result, a settled dispute or a correction. */
export function useOfficialResult(matchId: string) {
  return useMatchMutation(matchId, (body: OfficialResultBody) =>
    call(matchesApi.setOfficialResult, { params: { id: matchId }, body }),
  );
}

/** The organizer's (or an admin's) walkover: the match goes to `winner` and the bracket or table moves on. */
export function useAwardWalkover(matchId: string) {
  return useMatchMutation(matchId, (body: WalkoverBody) =>
    call(matchesApi.awardWalkover, { params: { id: matchId }, body }),
  );
}
