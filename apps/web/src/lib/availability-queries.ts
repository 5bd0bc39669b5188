import { addDays, type availabilityContract, type ResponseOf } from '@praxis/domain';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiGet } from './api-client.ts';

/**
 * Cache key of one week's slot states; `viewer` separates guests, customers and staff (they see
 * different states), `therapistId` one therapist's slots from any therapist's (null).
 */
export const availabilityKey = (therapyId: number, arrangementId: number, monday: string, viewer: string, therapistId: number | null = null) =>
  ['availability', therapyId, arrangementId, monday, viewer, therapistId] as const;

/** The query of one week's slot states (with `therapistId`, only that therapist's). */
export function weekAvailabilityQuery(therapyId: number, arrangementId: number, monday: string, viewer: string, therapistId: number | null = null) {
  return {
    queryKey: availabilityKey(therapyId, arrangementId, monday, viewer, therapistId),
    queryFn: async () => {
      const query = new URLSearchParams({ therapyId: String(therapyId), arrangementId: String(arrangementId), from: monday, to: addDays(monday, 6) });
      if (therapistId !== null) query.set('therapistId', String(therapistId));
      return (await apiGet<ResponseOf<typeof availabilityContract>>(`/api/availability?${query}`)).days;
    },
    // Slots change as others book: refresh on return, but not while the visitor looks.
    staleTime: 30_000,
  };
}

const noSubscription = () => () => {};

/**
 * True while React renders the server's HTML or takes it over: the server has no slots (they
 * change by the minute), so the browser's first render must not show any either, although the
 * first week may have been fetched meanwhile; React renders again with them right after.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

type WeekResult = UseQueryResult<ResponseOf<typeof availabilityContract>['days']>;

/** A week as it is before its answer: what the server rendered. */
const pendingWeek = (week: WeekResult): WeekResult =>
  ({ ...week, data: undefined, status: 'pending', isPending: true, isLoading: true, isSuccess: false, isError: false, error: null }) as WeekResult;

/**
 * Slot states of the weeks starting on `mondays`, one request per week so that paging loads only
 * the new weeks; with `therapistId` only that therapist's slots. Days the viewer may not see
 * (beyond the horizon) are missing from the answer.
 */
export function useWeeksAvailability(therapyId: number, arrangementId: number, mondays: readonly string[], viewer: string, therapistId: number | null = null) {
  const hydrating = useHydrating();
  const weeks = useQueries({ queries: mondays.map((monday) => weekAvailabilityQuery(therapyId, arrangementId, monday, viewer, therapistId)) });
  return hydrating ? weeks.map(pendingWeek) : weeks;
}
