import {
  availabilityEndpoint,
  bookWaitlistOfferEndpoint,
  createWaitlistEndpoint,
  deleteWaitlistEndpoint,
  ownBookingsEndpoint,
  ownProfileEndpoint,
  ownWaitlistEndpoint,
  staffWaitlistEndpoint,
  type WaitlistInput,
  waitlistOfferEndpoint,
  withdrawWaitlistOfferEndpoint,
} from '@praxis/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf, queryScopeOf } from '../../../lib/query-keys.ts';

/** Reloads every waiting-list query: the own requests and offers (under '/api/waitlist') and the staff's list. */
const refreshWaitlist = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryScopeOf(ownWaitlistEndpoint, 1) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(staffWaitlistEndpoint) }),
  ]);

/** Puts the visitor (logged in, or a guest with an e-mail) on the waiting list; the own list follows. */
export function useCreateWaitlistRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaitlistInput) => api(createWaitlistEndpoint, { body: input }),
    onSuccess: () => {
      void refreshWaitlist(queryClient);
      // Terms accepted with the request: the profile says so, and the next booking does not ask.
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(ownProfileEndpoint) });
    },
  });
}

/** The logged-in customer's waiting requests: waiting ones first, then recent finished ones. */
export function useOwnWaitlist() {
  return useQuery({
    queryKey: queryKeyOf(ownWaitlistEndpoint),
    queryFn: async () => (await api(ownWaitlistEndpoint)).requests,
  });
}

/** Withdraws one of the customer's own waiting requests. */
export function useWithdrawWaitlistRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(deleteWaitlistEndpoint, { params: { id } }),
    onSettled: () => refreshWaitlist(queryClient),
  });
}

/** Staff: the waiting requests in queue order; `all` adds the finished ones. Refreshes every minute. */
export function useStaffWaitlist(all: boolean) {
  return useQuery({
    queryKey: queryKeyOf(staffWaitlistEndpoint, { query: { all: all ? '1' : '0' } }),
    queryFn: async () => (await api(staffWaitlistEndpoint, { query: { all: all ? '1' : '0' } })).requests,
    refetchInterval: 60_000,
  });
}

/** A freed slot offered by mail; the token from the mail is the only key. */
export function useWaitlistOffer(token: string) {
  return useQuery({
    queryKey: queryKeyOf(waitlistOfferEndpoint, { params: { token } }),
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
      void refreshWaitlist(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryScopeOf(ownBookingsEndpoint, 1) });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(availabilityEndpoint) });
    },
  });
}

/** "No more offers": withdraws the request the offer belongs to. */
export function useWithdrawWaitlistOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(withdrawWaitlistOfferEndpoint, { params: { token } }),
    onSettled: () => refreshWaitlist(queryClient),
  });
}
