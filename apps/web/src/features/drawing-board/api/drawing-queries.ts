import {
  drawingEndpoint,
  type DrawingView,
  latestBookingEndpoint,
  recordHistoryEndpoint,
  saveDrawingViewEndpoint,
  staffBookingEndpoint,
  type Stroke,
} from '@praxis/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/**
 * A booking's drawing (every view with strokes). Loaded once: the board owns the strokes afterwards.
 * Its own cache entry (`board`), apart from an earlier-drawing preview of the same booking: the board
 * never starts from a preview's older copy.
 */
export function useDrawing(bookingId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(drawingEndpoint, { params: { id: bookingId! }, board: true }),
    queryFn: () => api(drawingEndpoint, { params: { id: bookingId! } }),
    enabled: bookingId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Another booking's drawing, read-only (the earlier-drawings preview). */
export function useEarlierDrawing(bookingId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(drawingEndpoint, { params: { id: bookingId! } }),
    queryFn: () => api(drawingEndpoint, { params: { id: bookingId! } }),
    enabled: bookingId !== null,
    staleTime: 60_000,
  });
}

/**
 * Replaces one view's strokes (an empty list removes the view). Called by the autosave, which
 * retries with its own backoff; no mutation cache, so a failed save never ends the board.
 */
export function saveDrawingView(bookingId: number, view: DrawingView, strokes: readonly Stroke[]) {
  return api(saveDrawingViewEndpoint, { params: { id: bookingId, view }, body: { strokes: strokes as Stroke[] } });
}

/** The booking for the header line (customer, time, therapy). */
export function useBookingSummary(bookingId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(staffBookingEndpoint, { params: { id: bookingId! } }),
    queryFn: () => api(staffBookingEndpoint, { params: { id: bookingId! } }),
    enabled: bookingId !== null,
    staleTime: 60_000,
  });
}

/** `?email=`: the customer's latest booking (404 when there is none). */
export function useLatestBooking(email: string | null) {
  return useQuery({
    queryKey: queryKeyOf(latestBookingEndpoint, { query: { email: email ?? '' } }),
    queryFn: () => api(latestBookingEndpoint, { query: { email: email ?? '' } }),
    enabled: email !== null,
    staleTime: 60_000,
  });
}

/** The same customer's other bookings with a journal or drawing, newest first. */
export function useRecordHistory(bookingId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(recordHistoryEndpoint, { params: { id: bookingId! } }),
    queryFn: () => api(recordHistoryEndpoint, { params: { id: bookingId! } }),
    enabled: bookingId !== null,
    staleTime: 60_000,
  });
}
