import {
  availabilityEndpoint,
  type BookingDetailDto,
  cancelOwnBookingEndpoint,
  confirmReservationEndpoint,
  moveOwnBookingEndpoint,
  ownBookingsEndpoint,
  type ownDocumentsContract,
  ownDocumentsEndpoint,
  rejectReservationEndpoint,
  type ResponseOf,
} from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf, queryScopeOf } from '../../../lib/query-keys.ts';

/** Every query of the own bookings: the list and each booking (everything under '/api/bookings'). */
const OWN_BOOKINGS_SCOPE = queryScopeOf(ownBookingsEndpoint, 1);

/** An own booking with its group (the domain's `bookingDetailSchema`). */
export type OwnBooking = BookingDetailDto;
export type BookingGroup = OwnBooking['group'];

export function useOwnBookings() {
  return useQuery({
    queryKey: queryKeyOf(ownBookingsEndpoint),
    queryFn: async () => (await api(ownBookingsEndpoint)).bookings,
    refetchInterval: 60_000,
  });
}

export type OwnDocuments = ResponseOf<typeof ownDocumentsContract>;

/** One's own invoices and receipts, to open as PDF beside their bookings. */
export function useOwnDocuments() {
  return useQuery({
    queryKey: queryKeyOf(ownDocumentsEndpoint),
    queryFn: () => api(ownDocumentsEndpoint),
  });
}

/** Cancels an own booking; `acceptCharge` confirms a late, charged cancellation. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, acceptCharge }: { id: number; acceptCharge: boolean }) => api(cancelOwnBookingEndpoint, { params: { id }, body: { acceptCharge } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OWN_BOOKINGS_SCOPE }),
  });
}

/**
 * Moves an own booking to a free slot the availability API offered (the server picks its therapist
 * when the own one is not free); the customer is always told by e-mail. 409 SLOT_TAKEN,
 * SLOT_UNAVAILABLE, BOOKING_NOT_MOVABLE (within the cancellation period).
 */
export function useMoveOwnBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, start }: { id: number; start: string }) => api(moveOwnBookingEndpoint, { params: { id }, body: { start } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: OWN_BOOKINGS_SCOPE });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(availabilityEndpoint) });
    },
  });
}

/**
 * The owner's answer to a reservation made with their e-mail address without proof: `confirm`
 * keeps it (the server confirms it once the personal data are complete), `reject` cancels it free
 * of charge and tells nobody. Either way the booking lists and the calendar change.
 */
export function useAnswerReservation(id: number) {
  const queryClient = useQueryClient();
  // Not awaited: the caller's own callbacks must run while the answered card is still shown.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: OWN_BOOKINGS_SCOPE });
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(availabilityEndpoint) });
  };
  return {
    confirm: useMutation({
      mutationFn: () => api(confirmReservationEndpoint, { params: { id } }),
      onSettled: refresh,
    }),
    reject: useMutation({
      mutationFn: () => api(rejectReservationEndpoint, { params: { id } }),
      onSettled: refresh,
    }),
  };
}
