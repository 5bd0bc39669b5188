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
  cancelledAt: string | null;
  cancelType: number | null;
  cancelCostOption: string | null;
  group: BookingGroup;
}

export function useOwnBookings() {
  return useQuery({ queryKey: ['bookings', 'own'], queryFn: async () => (await apiGet<{ bookings: OwnBooking[] }>('/api/bookings/own')).bookings, refetchInterval: 60_000 });
}

/** Cancels an own booking; `acceptCharge` confirms a late, charged cancellation. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, acceptCharge }: { id: number; acceptCharge: boolean }) => apiSend('POST', `/api/bookings/${id}/cancel`, { acceptCharge }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
