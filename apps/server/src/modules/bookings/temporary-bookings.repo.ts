import { CANCEL_TYPES } from '@praxis/domain';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import type { BookingRow } from './bookings.repo.ts';

/**
 * Makes the customer's verified, live temporary bookings normal bookings; returns them. Claims by
 * conditional update: the row lock makes a concurrent run re-check the WHERE and skip them.
 */
export function confirmTemporaryRows(tx: Executor, customerId: number): Promise<BookingRow[]> {
  return tx
    .update(bookings)
    .set({ temporary: false, temporaryUntil: null })
    .where(and(eq(bookings.customerId, customerId), eq(bookings.temporary, true), eq(bookings.unverified, false), isNull(bookings.cancelledAt)))
    .returning();
}

/**
 * Cancels live temporary bookings whose time ran out by `now` (type 2, free); returns them. Claims
 * by conditional update: the row lock makes a concurrent run re-check the WHERE and skip them.
 */
export function expireTemporaryRows(tx: Executor, now: Date): Promise<BookingRow[]> {
  return tx
    .update(bookings)
    .set({ cancelledAt: now, cancelType: CANCEL_TYPES.systemMissingData, cancelReason: 'missing_data', cancelCostOption: 'none' })
    .where(and(eq(bookings.temporary, true), isNull(bookings.cancelledAt), lte(bookings.temporaryUntil, now)))
    .returning();
}
