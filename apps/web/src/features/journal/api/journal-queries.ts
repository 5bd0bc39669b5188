import {
  customerHealthFormEndpoint,
  journalEndpoint,
  type JournalSave,
  journalVersionsEndpoint,
  recordHistoryEndpoint,
  saveJournalEndpoint,
  staffBookingEndpoint,
} from '@praxis/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

export const journalKey = (bookingId: number) => queryKeyOf(journalEndpoint, { params: { id: bookingId } });

/** The booking's journal as saved last (version 0 before the first save). */
export function useJournal(bookingId: number) {
  return useQuery({
    queryKey: journalKey(bookingId),
    queryFn: () => api(journalEndpoint, { params: { id: bookingId } }),
    // Autosave owns the texts once loaded: a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** Saves the texts as the next version; answers the saved journal or throws (VERSION_CONFLICT carries both texts). */
export const saveJournal = (bookingId: number, input: JournalSave) => api(saveJournalEndpoint, { params: { id: bookingId }, body: input });

export function useJournalVersions(bookingId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(journalVersionsEndpoint, { params: { id: bookingId } }),
    queryFn: async () => (await api(journalVersionsEndpoint, { params: { id: bookingId } })).versions,
    enabled,
    staleTime: 0,
  });
}

/** The customer's other bookings with a journal or drawing, newest first. */
export function useRecordHistory(bookingId: number) {
  return useQuery({
    // The whole answer is cached (the drawing board reads the same entry); the journal shows its entries.
    queryKey: queryKeyOf(recordHistoryEndpoint, { params: { id: bookingId } }),
    queryFn: () => api(recordHistoryEndpoint, { params: { id: bookingId } }),
    select: (answer) => answer.entries,
  });
}

export function useJournalBooking(bookingId: number) {
  return useQuery({
    queryKey: queryKeyOf(staffBookingEndpoint, { params: { id: bookingId } }),
    queryFn: () => api(staffBookingEndpoint, { params: { id: bookingId } }),
  });
}

export function useCustomerHealthForm(customerId: number | undefined) {
  return useQuery({
    queryKey: queryKeyOf(customerHealthFormEndpoint, { params: { id: customerId! } }),
    queryFn: async () => (await api(customerHealthFormEndpoint, { params: { id: customerId! } })).form,
    enabled: customerId !== undefined,
  });
}
