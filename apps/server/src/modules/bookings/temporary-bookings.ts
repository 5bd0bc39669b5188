import { CANCEL_TYPES, missingPersonalData } from '@praxis/domain';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { bookings } from '../../db/schema/index.ts';
import { findUserById } from '../profile/profile.repo.ts';
import { readPracticeSettings } from '../settings/settings.repo.ts';
import { messageDomainOf } from './booking-mail-values.ts';
import { enqueueBookingConfirmation, enqueueCancellationNotice } from './booking-mails.ts';
import { therapyLabelKey } from './bookings.repo.ts';
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
    const rows = await tx
      .update(bookings)
      .set({ temporary: false, temporaryUntil: null })
      .where(and(eq(bookings.customerId, userId), eq(bookings.temporary, true), eq(bookings.unverified, false), isNull(bookings.cancelledAt)))
      .returning();
    if (rows.length === 0) return 0;
    const practice = await readPracticeSettings(tx);
    for (const booking of rows) {
      await enqueueBookingConfirmation(tx, {
        booking,
        customer,
        therapyLabelKey: await therapyLabelKey(tx, booking.therapyId),
        practice,
        publicUrl: ctx.config.publicUrl,
        messageDomain: messageDomainOf(ctx.config.publicUrl),
        now,
      });
    }
    return rows.length;
  });
  if (confirmed > 0) ctx.notifyMail();
  return confirmed;
}

/**
 * Cancels temporary bookings whose personal data did not come in time (type 2, free), which frees
 * their slots, and tells the customer. Returns how many; the caller wakes the mail worker.
 */
export function expireTemporaryBookings(ctx: AppContext, now: Date): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ cancelledAt: now, cancelType: CANCEL_TYPES.systemMissingData, cancelReason: 'missing_data', cancelCostOption: 'none' })
      .where(and(eq(bookings.temporary, true), isNull(bookings.cancelledAt), lte(bookings.temporaryUntil, now)))
      .returning();
    if (rows.length === 0) return 0;
    const practice = await readPracticeSettings(tx);
    for (const booking of rows) {
      const customer = await findUserById(tx, booking.customerId);
      if (!customer) continue;
      await enqueueCancellationNotice(tx, {
        booking,
        customer,
        therapyLabelKey: await therapyLabelKey(tx, booking.therapyId),
        practice,
        publicUrl: ctx.config.publicUrl,
        messageDomain: messageDomainOf(ctx.config.publicUrl),
        reason: 'system',
        charged: false,
      });
    }
    return rows.length;
  });
}
