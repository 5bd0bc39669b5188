import type {
  bookWaitlistOfferContract,
  createWaitlistContract,
  deleteWaitlistContract,
  ownWaitlistContract,
  ResponseOf,
  staffWaitlistContract,
  WaitlistInput,
  waitlistOfferContract,
  withdrawWaitlistOfferContract,
} from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

/** Puts the visitor (logged in, or a guest with an e-mail) on the waiting list; the own list follows. */
export function useCreateWaitlistRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaitlistInput) => apiSend<ResponseOf<typeof createWaitlistContract>>('POST', '/api/waitlist', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['waitlist'] });
      // Terms accepted with the request: the profile says so, and the next booking does not ask.
      void queryClient.invalidateQueries({ queryKey: ['profile', 'own'] });
    },
  });
}

/** The logged-in customer's waiting requests: waiting ones first, then recent finished ones. */
export function useOwnWaitlist() {
  return useQuery({
    queryKey: ['waitlist', 'own'],
    queryFn: async () => (await apiGet<ResponseOf<typeof ownWaitlistContract>>('/api/waitlist/own')).requests,
  });
}

/** Withdraws one of the customer's own waiting requests. */
export function useWithdrawWaitlistRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<ResponseOf<typeof deleteWaitlistContract>>('DELETE', `/api/waitlist/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['waitlist'] }),
  });
}

/** Staff: the waiting requests in queue order; `all` adds the finished ones. Refreshes every minute. */
export function useStaffWaitlist(all: boolean) {
  return useQuery({
    queryKey: ['waitlist', 'staff', all],
    queryFn: async () => (await apiGet<ResponseOf<typeof staffWaitlistContract>>(`/api/staff/waitlist?all=${all ? 1 : 0}`)).requests,
    refetchInterval: 60_000,
  });
}

const offerPath = (token: string) => `/api/waitlist/offers/${encodeURIComponent(token)}`;

/** A freed slot offered by mail; the token from the mail is the only key. */
export function useWaitlistOffer(token: string) {
  return useQuery({
    queryKey: ['waitlist', 'offer', token],
    queryFn: () => apiGet<ResponseOf<typeof waitlistOfferContract>>(offerPath(token)),
    enabled: token !== '',
  });
}

/**
 * Books the offered slot while it is still free (409 SLOT_TAKEN when someone was faster, 410
 * WAITLIST_OFFER_CLOSED); either way the offer is asked again, so its state shows.
 */
export function useBookWaitlistOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<ResponseOf<typeof bookWaitlistOfferContract>>('POST', `${offerPath(token)}/book`, {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['waitlist'] });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
    },
  });
}

/** "No more offers": withdraws the request the offer belongs to. */
export function useWithdrawWaitlistOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<ResponseOf<typeof withdrawWaitlistOfferContract>>('POST', `${offerPath(token)}/withdraw`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['waitlist'] }),
  });
}
