import {
  availabilityEndpoint,
  type BodyOf,
  bookingByIdEndpoint,
  type BookingDetailDto,
  type BookingDto,
  type BookingInput,
  createBookingEndpoint,
  type createGuestBookingContract,
  createGuestBookingEndpoint,
  createStaffBookingEndpoint,
  type CustomerSummaryDto,
  ownBookingsEndpoint,
  ownProfileEndpoint,
  reactivateBookingEndpoint,
} from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { queryKeyOf, queryScopeOf } from '../../../lib/query-keys.ts';

/** Every query of the own bookings: the list and each booking (everything under '/api/bookings'). */
const OWN_BOOKINGS_SCOPE = queryScopeOf(ownBookingsEndpoint, 1);

/** A booking as every booking call returns it (the domain's `bookingSchema`). */
export type Booking = BookingDto;

/** One booking by id, with its therapy's translation key and where "my bookings" lists it. */
export type BookingDetail = BookingDetailDto;

/** Who books: the logged-in customer, a guest by e-mail, or staff for a customer. */
export type BookingRequest =
  | { kind: 'customer'; body: BookingInput }
  | { kind: 'guest'; body: BookingInput & { email: string; language: string } }
  | { kind: 'staff'; body: BookingInput & { customerId: number; notify: boolean } };

/** Books through the operation of who books. */
function book(request: BookingRequest) {
  switch (request.kind) {
    case 'customer':
      return api(createBookingEndpoint, { body: request.body });
    case 'guest':
      // The page's language is i18next's (any string); the server checks it against LANGUAGES.
      return api(createGuestBookingEndpoint, { body: request.body as BodyOf<typeof createGuestBookingContract> });
    case 'staff':
      return api(createStaffBookingEndpoint, { body: request.body });
  }
}

/** True for the answers that mean the slot is gone: the calendar must be reloaded. */
export const isSlotLost = (error: unknown) => error instanceof ApiError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE');

/**
 * Books a slot. Success or a lost slot refreshes the calendar (and the own bookings); the
 * request is never retried by itself.
 */
export function useSubmitBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: book,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(availabilityEndpoint) });
      void queryClient.invalidateQueries({ queryKey: OWN_BOOKINGS_SCOPE });
      // The terms accepted with this booking: the profile says so, and the next booking does not ask.
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(ownProfileEndpoint) });
    },
    onError: (error) => {
      if (isSlotLost(error)) void queryClient.invalidateQueries({ queryKey: queryKeyOf(availabilityEndpoint) });
    },
  });
}

/** One booking (own, or any for staff); 404 for another customer's booking. Ids below 1 name none and are not asked for. */
export function useBooking(id: number) {
  return useQuery({
    queryKey: queryKeyOf(bookingByIdEndpoint, { params: { id } }),
    queryFn: () => api(bookingByIdEndpoint, { params: { id } }),
    enabled: id > 0,
  });
}

/** A customer staff may book for. */
export type CustomerSummary = CustomerSummaryDto;

/** Staff bring a cancelled booking back while its time is free; 409 SLOT_TAKEN otherwise. */
export function useReactivateBooking(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notify: boolean) => api(reactivateBookingEndpoint, { params: { id }, body: { notify } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: OWN_BOOKINGS_SCOPE });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(availabilityEndpoint) });
    },
  });
}
