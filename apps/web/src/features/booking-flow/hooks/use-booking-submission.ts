import { ApiError } from '../../../lib/api-client.ts';
import { isSlotLost, useSubmitBooking, type BookingRequest } from '../api/booking-queries.ts';
import type { ResultStatus } from '../components/booking-result.tsx';

/**
 * Sends a booking and tells its outcome as a result status: in progress, confirmed, temporary
 * (a guest's reservation), not authenticated (401: the session ended) or failed. `clearSlot` runs
 * when the chosen slot is used up: booked, or taken by someone else meanwhile.
 */
export function useBookingSubmission(clearSlot: () => void) {
  const mutation = useSubmitBooking();
  const send = (request: BookingRequest) =>
    mutation.mutate(request, {
      onSuccess: clearSlot,
      onError: (error) => {
        if (isSlotLost(error)) clearSlot();
      },
    });
  let status: ResultStatus | null = null;
  if (mutation.isPending) status = 'inProgress';
  else if (mutation.isSuccess) status = mutation.data.temporary ? 'temporary' : 'confirmed';
  else if (mutation.isError) status = mutation.error instanceof ApiError && mutation.error.status === 401 ? 'unauthenticated' : 'failed';
  return {
    status,
    booking: mutation.data,
    error: mutation.error,
    variables: mutation.variables,
    pending: mutation.isPending,
    send,
    retry: () => {
      if (mutation.variables) send(mutation.variables);
    },
    reset: mutation.reset,
  };
}
