import { missingPersonalData } from '@praxis/domain';
import { findUserById } from '../users/index.ts';
import { notify } from '../notifications/index.ts';
import { notifyWithBookingLink } from './booking-link.ts';
import { emitFreed } from './freed-time.ts';
import { therapyLabelKey } from '../catalogue/index.ts';
import { confirmTemporaryRows, expireTemporaryRows } from './temporary-bookings.repo.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * Confirms the user's temporary bookings once their personal data are complete: each becomes a
 * normal booking and the confirmation (with the calendar file) is sent. Returns how many.
 * Reservations still unverified (nobody proved the address) stay as they are: a login or a
 * profile save by the address's owner does not make someone else's reservation theirs.
 */
export async function confirmTemporaryBookings(ctx: AppContext, userId: number, now: Date): Promise<number> {
  const confirmed = await ctx.db.transaction(async (tx) => {
    const customer = await findUserById(tx, userId);
    if (!customer || missingPersonalData(customer).length > 0) return 0;
    // Claims by conditional update (the row lock makes a concurrent run re-check the WHERE and skip them).
    const rows = await confirmTemporaryRows(tx, userId);
    if (rows.length === 0) return 0;
    const practice = await ctx.settings(tx);
    for (const booking of rows) {
      const labelKey = await therapyLabelKey(tx, booking.therapyId);
      await notifyWithBookingLink(ctx, tx, { kind: 'bookingConfirmation', to: customer, booking, therapyLabelKey: labelKey }, { now, practice });
    }
    return rows.length;
  });
  if (confirmed > 0) ctx.notifyMail();
  return confirmed;
}

/**
 * Cancels temporary bookings whose personal data did not come in time (type 2, free), which frees
 * their slots, and tells the customer. Returns how many; the job runner then wakes the mail job.
 */
export async function expireTemporaryBookings(ctx: AppContext, now: Date): Promise<number> {
  const expired = await ctx.db.transaction(async (tx) => {
    // Claims by conditional update (the row lock makes a concurrent run re-check the WHERE and skip them).
    const rows = await expireTemporaryRows(tx, now);
    for (const booking of rows) {
      const customer = await findUserById(tx, booking.customerId);
      if (!customer) continue;
      const labelKey = await therapyLabelKey(tx, booking.therapyId);
      await notify(ctx, tx, { kind: 'cancellationNotice', to: customer, booking, therapyLabelKey: labelKey, reason: 'system', charged: false });
    }
    return rows;
  });
  for (const booking of expired) await emitFreed(ctx, booking);
  return expired.length;
}
