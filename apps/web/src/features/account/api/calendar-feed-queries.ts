import type { calendarFeedStateContract, createCalendarFeedContract, deleteCalendarFeedContract, ResponseOf } from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export const CALENDAR_FEED_KEY = ['account', 'calendar-feed'] as const;

/** Whether the own calendar feed is on, and since when (its address is shown only when made). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: CALENDAR_FEED_KEY,
    queryFn: () => apiGet<ResponseOf<typeof calendarFeedStateContract>>('/api/account/calendar-feed'),
  });
}

/** Makes a new feed address (an earlier one stops working) or turns the feed off. */
export function useCalendarFeedActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: CALENDAR_FEED_KEY });
  return {
    create: useMutation({
      mutationFn: () => apiSend<ResponseOf<typeof createCalendarFeedContract>>('POST', '/api/account/calendar-feed'),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () => apiSend<ResponseOf<typeof deleteCalendarFeedContract>>('DELETE', '/api/account/calendar-feed'),
      onSuccess: refresh,
    }),
  };
}
