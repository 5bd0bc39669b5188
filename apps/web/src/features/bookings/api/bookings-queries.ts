import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export type BookingGroup = 'future' | 'past' | 'cancelledByCustomer' | 'cancelledByPractice';

export interface OwnBooking {
  id: number;
  therapyId: number;
  therapyLabelKey: string;
  arrangementId: number;
  start: string;
  end: string;
  durationMinutes: number;
  priceRappen: number;
  comment: string;
  temporary: boolean;
  temporaryUntil: string | null;
  /** A guest reservation made with this customer's e-mail address without proof that it was them. */
  unverified: boolean;
  cancelledAt: string | null;
  cancelType: number | null;
  cancelCostOption: string | null;
  group: BookingGroup;
}

export function useOwnBookings() {
  return useQuery({
    queryKey: ['bookings', 'own'],
    queryFn: async () => (await apiGet<{ bookings: OwnBooking[] }>('/api/bookings/own')).bookings,
    refetchInterval: 60_000,
  });
}

/** Cancels an own booking; `acceptCharge` confirms a late, charged cancellation. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, acceptCharge }: { id: number; acceptCharge: boolean }) => apiSend('POST', `/api/bookings/${id}/cancel`, { acceptCharge }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
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
    void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    void queryClient.invalidateQueries({ queryKey: ['availability'] });
  };
  return {
    confirm: useMutation({ mutationFn: () => apiSend<{ id: number }>('POST', `/api/bookings/${id}/confirm-reservation`, {}), onSettled: refresh }),
    reject: useMutation({ mutationFn: () => apiSend<{ id: number }>('POST', `/api/bookings/${id}/reject-reservation`, {}), onSettled: refresh }),
  };
}
