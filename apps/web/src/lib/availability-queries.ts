import { addDays, type availabilityContract, availabilityEndpoint, type CallInput, type ResponseOf, urlOf } from '@praxis/domain';
import { type QueryKey, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from './api-client.ts';
import { isServerData, isTakingOver } from './boot-data.ts';
import { queryKeyOf } from './query-keys.ts';

type AvailabilityCall = CallInput<typeof availabilityContract>;

/** The call of one week's slot states (with `therapistId`, only that therapist's). */
const weekCall = (therapyId: number, arrangementId: number, monday: string, therapistId: number | null): AvailabilityCall => ({
  query: { therapyId, arrangementId, from: monday, to: addDays(monday, 6), therapistId: therapistId ?? undefined },
});

/**
 * Cache key of one week's slot states: the call's, and `viewer`, which separates guests, customers
 * and staff (they see different states of the same slots).
 */
export const availabilityKey = (therapyId: number, arrangementId: number, monday: string, viewer: string, therapistId: number | null = null) =>
  queryKeyOf(availabilityEndpoint, { ...weekCall(therapyId, arrangementId, monday, therapistId), viewer });

/** The call of a week's slot states, from its cache key (its last element holds the query). */
function availabilityInput(key: QueryKey): AvailabilityCall {
  return { query: (key[key.length - 1] as AvailabilityCall).query };
}

/** The API address of a week's slot states, from its cache key (the server pre-renders with it too). */
export function availabilityUrl(key: QueryKey): string {
  return urlOf(availabilityEndpoint, availabilityInput(key));
}

/** The query of one week's slot states (with `therapistId`, only that therapist's). */
export function weekAvailabilityQuery(therapyId: number, arrangementId: number, monday: string, viewer: string, therapistId: number | null = null) {
  const queryKey = availabilityKey(therapyId, arrangementId, monday, viewer, therapistId);
  return {
    queryKey,
    queryFn: async () => (await api(availabilityEndpoint, availabilityInput(queryKey))).days,
    // Slots change as others book: refresh on return, but not while the visitor looks.
    staleTime: 30_000,
  };
}

const noSubscription = () => () => {};

/** True while React renders the server's HTML or takes it over (its server snapshot), false afterwards. */
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
  // The server renders the weeks it fetched. Taking its page over, the browser shows those and no
  // week it fetched meanwhile (the HTML would not match); React renders again with them right after.
  if (!hydrating || !isTakingOver()) return weeks;
  return weeks.map((week) => (week.data !== undefined && isServerData(week.dataUpdatedAt) ? week : pendingWeek(week)));
}
