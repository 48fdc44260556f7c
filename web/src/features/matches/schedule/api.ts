import type { AcceptTimeBody, Match, MatchSchedule, PlayByBody } from '@esn/contract';
import { leaguesApi } from '@esn/contract/leagues/routes.gen';
import { matchesApi } from '@esn/contract/matches/routes.gen';
import { tournamentsApi } from '@esn/contract/tournaments/routes.gen';
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

const OVER: ReadonlySet<Match['status']> = new Set(['completed', 'cancelled']);

/**
 * The fixed times of the matches of an event's round still to be played (the tournament's matches, or the league's
 * fixtures of that week): what the organizer's play-by deadline is checked against before it is saved. Read only for
 * the organizer (`enabled`), from the same cache as the event's pages.
 */
export function useRoundScheduledTimes(
  event: { kind: 'tournament' | 'league'; id: string },
  round: number,
  enabled: boolean,
): string[] {
  const inRound = (matches: Match[]) =>
    matches.flatMap((m) => (m.position.round === round && m.scheduledAt && !OVER.has(m.status) ? [m.scheduledAt] : []));
  const tournament = useQuery({
    ...endpointQuery(tournamentsApi.listTournamentMatches, { params: { id: event.id } }),
    enabled: enabled && event.kind === 'tournament',
    select: (data) => inRound(data.items),
  });
  const league = useQuery({
    ...endpointQuery(leaguesApi.listLeagueFixtures, { params: { id: event.id } }),
    enabled: enabled && event.kind === 'league',
    select: (data) => inRound(data.weeks.flatMap((w) => w.matches)),
  });
  return (event.kind === 'tournament' ? tournament.data : league.data) ?? [];
}
