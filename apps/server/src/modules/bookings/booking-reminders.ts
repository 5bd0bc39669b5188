import type { PracticeSettings } from '@praxis/domain';
import type { Executor } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { notifyWithBookingLink } from './booking-link.ts';
import { claimDueReminders, claimHealthFormReminders, type DueBooking } from './booking-reminders.repo.ts';
import type { AppContext } from '../../core/app-context.ts';

const BATCH = 50;

/**
 * Claims due bookings batch by batch and writes one mail per booking, each batch in one
 * transaction: the mark and the mails commit together, so a booking is mailed exactly once even
 * with two runs at the same time. Returns how many mails were written.
 */
async function inBatches(
  ctx: AppContext,
  now: Date,
  claim: (db: Executor, now: Date, limit: number) => Promise<DueBooking[]>,
  write: (tx: Executor, due: DueBooking, practice: PracticeSettings) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const written = await ctx.db.transaction(async (tx) => {
      const due = await claim(tx, now, BATCH);
      if (due.length === 0) return 0;
      const practice = await ctx.settings(tx);
      for (const item of due) await write(tx, item, practice);
      return due.length;
    });
    total += written;
    if (written < BATCH) return total;
  }
}

/**
 * Writes the customer's reminder about 48 hours before each confirmed, live booking: never twice,
 * never after a cancellation, not for bookings made less than 48 hours ahead. The job runner wakes
 * the mail job when the result is above 0.
 */
export function sendDueReminders(ctx: AppContext, now: Date): Promise<number> {
  return inBatches(ctx, now, claimDueReminders, (tx, { booking, customer, therapyLabelKey, healthFormMissing }, practice) =>
    notifyWithBookingLink(ctx, tx, { kind: 'bookingReminder', to: customer, booking, therapyLabelKey, healthFormMissing }, { now, practice }),
  );
}

/**
 * Tells the therapist, once, when a customer comes for the first therapy within 48 hours and has
 * not signed the health form yet.
 */
export function sendHealthFormReminders(ctx: AppContext, now: Date): Promise<number> {
  return inBatches(ctx, now, claimHealthFormReminders, async (tx, { booking, customer, therapist, therapyLabelKey }) => {
    await notify(ctx, tx, { kind: 'healthFormReminder', to: therapist, customer, booking, therapyLabelKey });
  });
}
