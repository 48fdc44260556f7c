import { checkinsApi } from '@esn/contract/checkins/routes.gen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, queryKey } from '../../shared/api';
import { refreshMatch } from './api';

const checkInKey = (id: string) => queryKey(checkinsApi.getMatchCheckIn, { params: { id } });

/**
 * A match's check-in (issue 27). Read again every 15 s while something may change by the clock (the window opens,
 * the other side checks in, the grace ends and the forfeit is offered); not at all when the event asks for none.
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
