import type {
  Journal,
  JournalSave,
  ResponseOf,
  customerHealthFormContract,
  journalVersionsContract,
  recordHistoryContract,
  staffBookingContract,
} from '@praxis/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export const journalKey = (bookingId: number) => ['journal', bookingId] as const;

/** The booking's journal as saved last (version 0 before the first save). */
export function useJournal(bookingId: number) {
  return useQuery({
    queryKey: journalKey(bookingId),
    queryFn: () => apiGet<Journal>(`/api/staff/bookings/${bookingId}/journal`),
    // Autosave owns the texts once loaded: a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** Saves the texts as the next version; answers the saved journal or throws (VERSION_CONFLICT carries both texts). */
export const saveJournal = (bookingId: number, input: JournalSave) => apiSend<Journal>('PUT', `/api/staff/bookings/${bookingId}/journal`, input);

export function useJournalVersions(bookingId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['journal', bookingId, 'versions'],
    queryFn: async () => (await apiGet<ResponseOf<typeof journalVersionsContract>>(`/api/staff/bookings/${bookingId}/journal/versions`)).versions,
    enabled,
    staleTime: 0,
  });
}

/** The customer's other bookings with a journal or drawing, newest first. */
export function useRecordHistory(bookingId: number) {
  return useQuery({
    queryKey: ['journal', bookingId, 'history'],
    queryFn: async () => (await apiGet<ResponseOf<typeof recordHistoryContract>>(`/api/staff/bookings/${bookingId}/record-history`)).entries,
  });
}

export function useJournalBooking(bookingId: number) {
  return useQuery({
    queryKey: ['journal', bookingId, 'booking'],
    queryFn: () => apiGet<ResponseOf<typeof staffBookingContract>>(`/api/staff/bookings/${bookingId}`),
  });
}

export function useCustomerHealthForm(customerId: number | undefined) {
  return useQuery({
    queryKey: ['health-form', 'customer', customerId],
    queryFn: async () => (await apiGet<ResponseOf<typeof customerHealthFormContract>>(`/api/users/${customerId}/health-form`)).form,
    enabled: customerId !== undefined,
  });
}
