import { addDays } from '@praxis/domain';
import type {
  BodyOf,
  cancelTextContract,
  createStaffBookingContract,
  customerSearchContract,
  MoveBookingInput,
  moveBookingContract,
  reactivateBookingContract,
  ResponseOf,
  StaffBookingRow,
  staffBookingsContract,
  StaffBookingInput,
  StaffCancelInput,
  staffCancelContract,
  therapistCommentContract,
} from '@praxis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import type { BookingListQuery } from '../booking-list-model.ts';

export type StaffBookings = ResponseOf<typeof staffBookingsContract>;
export type CancelText = ResponseOf<typeof cancelTextContract>;

const BOOKINGS_KEY = ['staff', 'bookings'] as const;
/** How often the list reloads (specification section 4 "Data loader"). */
export const REFRESH_MS = 60_000;

/** The query string of `GET /api/staff/bookings`; empty filters are left out. */
export function bookingsPath(query: BookingListQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to, time: query.time, cancellation: query.cancellation });
  if (query.therapistId) params.set('therapistId', String(query.therapistId));
  if (query.search) params.set('search', query.search);
  if (query.outstandingOnly) params.set('payment', 'outstanding');
  if (query.offset) params.set('offset', String(query.offset));
  if (query.limit) params.set('limit', String(query.limit));
  return `/api/staff/bookings?${params.toString()}`;
}

/** The bookings and absences of the period; reloads every 60 s and keeps the rows shown meanwhile. */
export function useStaffBookings(query: BookingListQuery) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, query],
    queryFn: () => apiGet<StaffBookings>(bookingsPath(query)),
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
    queryKey: [...BOOKINGS_KEY, 'before', day, query],
    queryFn: () => apiGet<StaffBookings>(bookingsPath({ ...query, to: addDays(day, -1), offset: 0, limit: 1 })),
    enabled: enabled && query.from < day,
    refetchInterval: REFRESH_MS,
  });
  if (!enabled) return null;
  if (query.from >= day) return 0;
  return before.data?.totals.bookings ?? null;
}

/** Puts a changed row into every loaded list, so it shows before the next reload. */
function replaceRow(queryClient: QueryClient, row: StaffBookingRow) {
  queryClient.setQueriesData<StaffBookings>({ queryKey: BOOKINGS_KEY }, (data) =>
    data ? { ...data, bookings: data.bookings.map((b) => (b.id === row.id ? { ...b, ...row } : b)) } : data,
  );
}

/** Saves the staff's comment on a booking. */
export function useSaveTherapistComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BodyOf<typeof therapistCommentContract> }) =>
      apiSend<ResponseOf<typeof therapistCommentContract>>('PUT', `/api/staff/bookings/${id}/comment`, body),
    onSuccess: (row) => replaceRow(queryClient, row),
  });
}

export interface CancelTextChoice {
  cancelType: number;
  reason: string;
  costOption: string;
  language: string;
}

/** The prefilled cancellation e-mail for the choices, in `choice.language`; null: not wanted. */
export function useCancelText(bookingId: number, choice: CancelTextChoice | null) {
  return useQuery({
    queryKey: ['staff', 'cancel-text', bookingId, choice],
    queryFn: () => {
      const params = new URLSearchParams({
        cancelType: String(choice!.cancelType),
        reason: choice!.reason,
        costOption: choice!.costOption,
        language: choice!.language,
      });
      return apiGet<CancelText>(`/api/staff/bookings/${bookingId}/cancel-text?${params.toString()}`);
    },
    enabled: choice !== null,
    staleTime: Infinity,
  });
}

/** Cancels a booking at the front desk; the answer carries the mail's id (null: no mail). */
export function useStaffCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StaffCancelInput }) =>
      apiSend<ResponseOf<typeof staffCancelContract>>('POST', `/api/staff/bookings/${id}/cancel`, body satisfies BodyOf<typeof staffCancelContract>),
    onSuccess: (row) => {
      const { mailId: _mailId, ...booking } = row;
      replaceRow(queryClient, booking);
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
    },
  });
}

/** Reactivates a cancelled booking, telling the customer or not. */
export function useReactivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notify }: { id: number; notify: boolean }) =>
      apiSend<ResponseOf<typeof reactivateBookingContract>>('POST', `/api/bookings/${id}/reactivate`, { notify } satisfies BodyOf<
        typeof reactivateBookingContract
      >),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });
}

export type CalendarCustomer = ResponseOf<typeof customerSearchContract>['customers'][number];

/** Books for a customer with the therapist of a calendar column; 409 SLOT_TAKEN / SLOT_UNAVAILABLE when that therapist cannot take it. */
export function useCalendarBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffBookingInput) =>
      apiSend<ResponseOf<typeof createStaffBookingContract>>('POST', '/api/staff/bookings', body satisfies BodyOf<typeof createStaffBookingContract>),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });
}

/** Moves a booking to another start and/or therapist (`notify: false`: the customer is not told); 409 SLOT_TAKEN, SLOT_UNAVAILABLE, BOOKING_NOT_MOVABLE. */
export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MoveBookingInput }) =>
      apiSend<ResponseOf<typeof moveBookingContract>>('POST', `/api/staff/bookings/${id}/move`, body satisfies BodyOf<typeof moveBookingContract>),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });
}

/** Reloads the booking list (after something it counts changed elsewhere, like a customer's files). */
export function useRefreshStaffBookings() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
}
