import {
  bookWaitlistOfferEndpoint,
  createWaitlistEndpoint,
  deleteWaitlistEndpoint,
  ownWaitlistEndpoint,
  staffWaitlistEndpoint,
  type WaitlistInput,
  waitlistOfferEndpoint,
  withdrawWaitlistOfferEndpoint,
} from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Puts the visitor (logged in, or a guest with an e-mail) on the waiting list; the own list follows. */
export function useCreateWaitlistRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaitlistInput) => api(createWaitlistEndpoint, { body: input }),
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
    queryFn: async () => (await api(ownWaitlistEndpoint)).requests,
  });
}

/** Withdraws one of the customer's own waiting requests. */
export function useWithdrawWaitlistRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(deleteWaitlistEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['waitlist'] }),
  });
}

/** Staff: the waiting requests in queue order; `all` adds the finished ones. Refreshes every minute. */
export function useStaffWaitlist(all: boolean) {
  return useQuery({
    queryKey: ['waitlist', 'staff', all],
    queryFn: async () => (await api(staffWaitlistEndpoint, { query: { all: all ? '1' : '0' } })).requests,
    refetchInterval: 60_000,
  });
}

/** A freed slot offered by mail; the token from the mail is the only key. */
export function useWaitlistOffer(token: string) {
  return useQuery({
    queryKey: ['waitlist', 'offer', token],
    queryFn: () => api(waitlistOfferEndpoint, { params: { token } }),
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
    mutationFn: () => api(bookWaitlistOfferEndpoint, { params: { token } }),
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
    mutationFn: () => api(withdrawWaitlistOfferEndpoint, { params: { token } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['waitlist'] }),
  });
}
