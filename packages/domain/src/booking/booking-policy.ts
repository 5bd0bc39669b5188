// The booking rules that are plain arithmetic, apart from the request schemas (booking-rules.ts):
// the customer's pages use them, and a module with schemas would bring zod into their first load.

/** Cancel types (DESIGN.md section 7). */
export const CANCEL_TYPES = {
  /** By the customer, in time: free. */
  customerInTime: 1,
  /** By the system: mandatory data missing (temporary booking expired): free. */
  systemMissingData: 2,
  /** By the therapist, for the therapist's reasons: free. */
  therapist: 3,
  /** At the customer's request, free. */
  customerRequestFree: 4,
  /** At the customer's request, charged unless rebooked (also a customer's own late cancellation). */
  customerRequestCharged: 5,
} as const;

/** Cancelled on the customer's side (the rest: by the practice or the system). */
export const CUSTOMER_CANCEL_TYPES: readonly number[] = [1, 4, 5];

/** How long a temporary booking waits for personal data, and how close to the start it may wait. */
export const TEMPORARY_HOLD_HOURS = 24;
export const TEMPORARY_CUTOFF_HOURS = 2;

/**
 * When the system cancels a temporary booking whose personal data never came (DESIGN.md section 7):
 * 24 hours after it was made or 2 hours before the start, whichever comes first.
 */
export function temporaryBookingExpiry(createdMs: number, startMs: number): number {
  return Math.min(createdMs + TEMPORARY_HOLD_HOURS * 3_600_000, startMs - TEMPORARY_CUTOFF_HOURS * 3_600_000);
}

/** True when a guest may still reserve the slot: the reservation must be able to wait for the data. */
export function guestCanReserve(createdMs: number, startMs: number): boolean {
  return temporaryBookingExpiry(createdMs, startMs) > createdMs;
}

/** True while a customer may still cancel free of charge: at least `cancelHours` before the start. */
export function isFreeCancellation(startMs: number, nowMs: number, cancelHours: number): boolean {
  return startMs - nowMs >= cancelHours * 3_600_000;
}

export type BookingGroup = 'future' | 'past' | 'cancelledByCustomer' | 'cancelledByPractice';

/** Where a booking is listed in "my bookings" (specification section 2). */
export function bookingGroup(booking: { endMs: number; cancelType: number | null; cancelledAt: unknown }, nowMs: number): BookingGroup {
  if (booking.cancelledAt)
    return booking.cancelType !== null && CUSTOMER_CANCEL_TYPES.includes(booking.cancelType) ? 'cancelledByCustomer' : 'cancelledByPractice';
  return booking.endMs > nowMs ? 'future' : 'past';
}
