import { checkinsApi } from '@esn/contract/checkins/routes.gen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, queryKey } from '../../shared/api';
import { refreshMatch } from './api';

const checkInKey = (id: string) => queryKey(checkinsApi.getMatchCheckIn, { params: { id } });

/**
 * A match's check-in (issue 27). The other side's check-in, the forfeit offer and its answer arrive live
 * (`match-changed` reads it again, see api.ts); what only the clock changes (the window opens, the grace ends) is read
 * every 15 s while the match day is on, and not at all when the event asks for no check-in.
 */
export function useMatchCheckIn(matchId: string) {
  return useQuery({
    ...endpointQuery(checkinsApi.getMatchCheckIn, { params: { id: matchId } }),
    refetchInterval: (q) => {
      const s = q.state.data;
      if (!s || s.phase === 'off') return false;
      return s.phase === 'closed' && s.decision && s.decision.outcome !== 'offered' ? false : 15_000;
    },
  });
}

type Action = 'checkIn' | 'accept' | 'decline';
const endpointOf = {
  checkIn: checkinsApi.checkInToMatch,
  accept: checkinsApi.acceptForfeit,
  decline: checkinsApi.declineForfeit,
} as const;

/** Check in, or answer the forfeit offer; the answer is the new state, and an accepted forfeit moves the match on. */
export function useCheckInAction(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => call(endpointOf[action], { params: { id: matchId } }),
    onSuccess: (state, action) => {
      queryClient.setQueryData(checkInKey(matchId), state);
      if (action === 'accept') void refreshMatch(queryClient, matchId);
    },
  });
}
