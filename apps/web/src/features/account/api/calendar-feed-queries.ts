import { calendarFeedStateEndpoint, createCalendarFeedEndpoint, deleteCalendarFeedEndpoint } from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

export const CALENDAR_FEED_KEY = queryKeyOf(calendarFeedStateEndpoint);

/** Whether the own calendar feed is on, and since when (its address is shown only when made). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: CALENDAR_FEED_KEY,
    queryFn: () => api(calendarFeedStateEndpoint),
  });
}

/** Makes a new feed address (an earlier one stops working) or turns the feed off. */
export function useCalendarFeedActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: CALENDAR_FEED_KEY });
  return {
    create: useMutation({
      mutationFn: () => api(createCalendarFeedEndpoint),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () => api(deleteCalendarFeedEndpoint),
      onSuccess: refresh,
    }),
  };
}
