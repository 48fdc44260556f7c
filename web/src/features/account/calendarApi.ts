import { calendarApi } from '@esn/contract/calendar/routes.gen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, queryKey } from '../../shared/api';

const feedKey = queryKey(calendarApi.getMyCalendarFeed);

/** `GET /api/calendar`: one's calendar feed address, or `feed: null` before one is made. */
export function useCalendarFeed() {
  return useQuery(endpointQuery(calendarApi.getMyCalendarFeed));
}

/** `POST /api/calendar/regenerate`: a new address (the first, or one replacing the old); shown at once. */
export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendarApi.regenerateMyCalendarFeed, {}),
    onSuccess: (answer) => queryClient.setQueryData(feedKey, answer),
  });
}

/** `DELETE /api/calendar`: the feed off; its address stops working at once. */
export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendarApi.deleteMyCalendarFeed, {}),
    onSuccess: () => queryClient.setQueryData(feedKey, { feed: null }),
  });
}
