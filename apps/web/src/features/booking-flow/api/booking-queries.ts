import type {
  BookingDetailDto,
  BookingDto,
  bookingByIdContract,
  BookingInput,
  createBookingContract,
  CustomerSummaryDto,
  reactivateBookingContract,
  ResponseOf,
} from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../../lib/api-client.ts';

/** A booking as every booking call returns it (the domain's `bookingSchema`). */
export type Booking = BookingDto;

/** One booking by id, with its therapy's translation key and where "my bookings" lists it. */
export type BookingDetail = BookingDetailDto;

/** Who books: the logged-in customer, a guest by e-mail, or staff for a customer. */
export type BookingRequest =
  | { kind: 'customer'; body: BookingInput }
  | { kind: 'guest'; body: BookingInput & { email: string; language: string } }
  | { kind: 'staff'; body: BookingInput & { customerId: number; notify: boolean } };

const PATHS: Record<BookingRequest['kind'], string> = { customer: '/api/bookings', guest: '/api/bookings/guest', staff: '/api/staff/bookings' };

/** True for the answers that mean the slot is gone: the calendar must be reloaded. */
export const isSlotLost = (error: unknown) => error instanceof ApiError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE');

/**
 * Books a slot. Success or a lost slot refreshes the calendar (and the own bookings); the
 * request is never retried by itself.
 */
export function useSubmitBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BookingRequest) => apiSend<ResponseOf<typeof createBookingContract>>('POST', PATHS[request.kind], request.body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      // The terms accepted with this booking: the profile says so, and the next booking does not ask.
      void queryClient.invalidateQueries({ queryKey: ['profile', 'own'] });
    },
    onError: (error) => {
      if (isSlotLost(error)) void queryClient.invalidateQueries({ queryKey: ['availability'] });
    },
  });
}

/** One booking (own, or any for staff); 404 for another customer's booking. Ids below 1 name none and are not asked for. */
export function useBooking(id: number) {
  return useQuery({ queryKey: ['bookings', 'one', id], queryFn: () => apiGet<ResponseOf<typeof bookingByIdContract>>(`/api/bookings/${id}`), enabled: id > 0 });
}

/** A customer staff may book for. */
export type CustomerSummary = CustomerSummaryDto;

/** Staff bring a cancelled booking back while its time is free; 409 SLOT_TAKEN otherwise. */
export function useReactivateBooking(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notify: boolean) => apiSend<ResponseOf<typeof reactivateBookingContract>>('POST', `/api/bookings/${id}/reactivate`, { notify }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
    },
  });
}
