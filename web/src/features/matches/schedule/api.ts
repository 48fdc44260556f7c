import type { AcceptTimeBody, MatchSchedule, PlayByBody } from '@esn/contract';
import { matchesApi } from '@esn/contract/matches/routes.gen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, isNotFound, queryKey } from '../../../shared/api';
import { refreshMatch } from '../api';

const scheduleKey = (id: string) => queryKey(matchesApi.getMatchSchedule, { params: { id } });

/** The match's time, its open proposals, the round's play-by deadline and what the reader may do (issue 27). */
export function useMatchSchedule(matchId: string) {
  return useQuery({
    ...endpointQuery(matchesApi.getMatchSchedule, { params: { id: matchId } }),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** Every answer is the schedule as it now is; the match (its time, when results open) reads again. */
function useScheduleMutation<V>(matchId: string, fn: (vars: V) => Promise<MatchSchedule>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (schedule) => {
      queryClient.setQueryData(scheduleKey(matchId), schedule);
      void refreshMatch(queryClient, matchId);
    },
    // A refusal (409: answered or replaced meanwhile) shows the schedule as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: scheduleKey(matchId) }),
  });
}

export const useProposeTimes = (matchId: string) =>
  useScheduleMutation(matchId, (times: string[]) =>
    call(matchesApi.proposeMatchTimes, { params: { id: matchId }, body: { times } }),
  );

export const useAcceptTime = (matchId: string) =>
  useScheduleMutation(matchId, (body: AcceptTimeBody) =>
    call(matchesApi.acceptMatchTime, { params: { id: matchId }, body }),
  );

export const useSetMatchTime = (matchId: string) =>
  useScheduleMutation(matchId, (scheduledAt: string | null) =>
    call(matchesApi.setMatchTime, { params: { id: matchId }, body: { scheduledAt } }),
  );

/** The organizer's play-by deadline of the match's round (a tournament's round or a league's week). */
export function useSetPlayBy(matchId: string, event: { kind: 'tournament' | 'league'; id: string }, round: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playBy: PlayByBody['playBy']) =>
      call(event.kind === 'tournament' ? matchesApi.setTournamentRoundPlayBy : matchesApi.setLeagueRoundPlayBy, {
        params: { id: event.id, round },
        body: { playBy },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: scheduleKey(matchId) }),
  });
}
