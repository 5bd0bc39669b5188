import {
  addDays,
  type BodyOf,
  type CallInput,
  type cancelTextContract,
  cancelTextEndpoint,
  createCustomerEndpoint,
  customerSearchEndpoint,
  createStaffBookingEndpoint,
  type NewCustomerInput,
  type MoveBookingInput,
  moveStaffBookingEndpoint,
  reactivateBookingEndpoint,
  type ResponseOf,
  type StaffBookingInput,
  type StaffBookingRow,
  type staffBookingsContract,
  staffBookingsEndpoint,
  staffCancelEndpoint,
  type StaffCancelInput,
  type therapistCommentContract,
  therapistCommentEndpoint,
} from '@praxis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';
import type { BookingListQuery } from '../booking-list-model.ts';

export type StaffBookings = ResponseOf<typeof staffBookingsContract>;

/**
 * Every query under '/api/staff/bookings': the lists and each booking with its journal, drawing,
 * cancellation texts; a change of a booking reloads them all.
 */
const BOOKINGS_SCOPE = queryKeyOf(staffBookingsEndpoint);
/** The lists alone (any query): the loaded lists a changed row is put into, not a booking's details. */
const BOOKING_LISTS = queryKeyOf(staffBookingsEndpoint, { query: {} });
/** How often the list reloads (specification section 4 "Data loader"). */
export const REFRESH_MS = 60_000;

/** The call of the bookings and absences of `query`'s period; empty filters are left out of the query string. */
function bookingsCall(query: BookingListQuery) {
  return {
    query: {
      from: query.from,
      to: query.to,
      time: query.time,
      cancellation: query.cancellation,
      therapistId: query.therapistId || undefined,
      search: query.search || undefined,
      payment: query.outstandingOnly ? ('outstanding' as const) : undefined,
      offset: query.offset || undefined,
      limit: query.limit || undefined,
    },
  };
}

/** The query of the bookings and absences of `query`'s period (its key is its call's). */
function bookingsQuery(query: BookingListQuery) {
  const call = bookingsCall(query);
  return { queryKey: queryKeyOf(staffBookingsEndpoint, call), queryFn: (): Promise<StaffBookings> => api(staffBookingsEndpoint, call) };
}

/** The bookings and absences of the period; reloads every 60 s and keeps the rows shown meanwhile. */
export function useStaffBookings(query: BookingListQuery) {
  return useQuery({
    ...bookingsQuery(query),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/**
 * How many bookings of `query` start before `day` (the whole period's count of the query ending the
 * day before); null until known or while not `enabled`. The list opens on the page holding `day`.
 */
export function useBookingsBefore(query: BookingListQuery, day: string, enabled: boolean): number | null {
  const before = useQuery({
    ...bookingsQuery({ ...query, to: addDays(day, -1), offset: 0, limit: 1 }),
    enabled: enabled && query.from < day,
    refetchInterval: REFRESH_MS,
  });
  if (!enabled) return null;
  if (query.from >= day) return 0;
  return before.data?.totals.bookings ?? null;
}

/** Puts a changed row into every loaded list, so it shows before the next reload. */
function replaceRow(queryClient: QueryClient, row: StaffBookingRow) {
  queryClient.setQueriesData<StaffBookings>({ queryKey: BOOKING_LISTS }, (data) =>
    data ? { ...data, bookings: data.bookings.map((b) => (b.id === row.id ? { ...b, ...row } : b)) } : data,
  );
}

/** Saves the staff's comment on a booking. */
export function useSaveTherapistComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BodyOf<typeof therapistCommentContract> }) => api(therapistCommentEndpoint, { params: { id }, body }),
    onSuccess: (row) => replaceRow(queryClient, row),
  });
}

type CancelTextQuery = NonNullable<CallInput<typeof cancelTextContract>['query']>;

export interface CancelTextChoice {
  cancelType: number;
  reason: string;
  costOption: string;
  language: string;
}

/** The dialog's choices as the call's query (none: not asked). The choices are the form's strings; the server checks them against its lists. */
const cancelTextQuery = (choice: CancelTextChoice | null): CancelTextQuery | undefined =>
  choice ? ({ cancelType: choice.cancelType, reason: choice.reason, costOption: choice.costOption, language: choice.language } as CancelTextQuery) : undefined;

/** The prefilled cancellation e-mail for the choices, in `choice.language`; null: not wanted. */
export function useCancelText(bookingId: number, choice: CancelTextChoice | null) {
  return useQuery({
    queryKey: queryKeyOf(cancelTextEndpoint, { params: { id: bookingId }, query: cancelTextQuery(choice) }),
    queryFn: () => api(cancelTextEndpoint, { params: { id: bookingId }, query: cancelTextQuery(choice) }),
    enabled: choice !== null,
    staleTime: Infinity,
  });
}

/** Cancels a booking at the front desk; the answer carries the mail's id (null: no mail). */
export function useStaffCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StaffCancelInput }) => api(staffCancelEndpoint, { params: { id }, body }),
    onSuccess: (row) => {
      const { mailId: _mailId, ...booking } = row;
      replaceRow(queryClient, booking);
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_SCOPE });
    },
  });
}

/** Reactivates a cancelled booking, telling the customer or not. */
export function useReactivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notify }: { id: number; notify: boolean }) => api(reactivateBookingEndpoint, { params: { id }, body: { notify } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_SCOPE }),
  });
}

/** Books for a customer with the therapist of a calendar column; 409 SLOT_TAKEN / SLOT_UNAVAILABLE when that therapist cannot take it. */
export function useCalendarBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffBookingInput) => api(createStaffBookingEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_SCOPE }),
  });
}

/** Enters a caller as a customer (a known e-mail address answers that customer); the searches find them next time. */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCustomerInput) => api(createCustomerEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(customerSearchEndpoint) }),
  });
}

/** Moves a booking to another start and/or therapist (`notify: false`: the customer is not told); 409 SLOT_TAKEN, SLOT_UNAVAILABLE, BOOKING_NOT_MOVABLE. */
export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MoveBookingInput }) => api(moveStaffBookingEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_SCOPE }),
  });
}

/** Reloads the booking list (after something it counts changed elsewhere, like a customer's files). */
export function useRefreshStaffBookings() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: BOOKINGS_SCOPE });
}
