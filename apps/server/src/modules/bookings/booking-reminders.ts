import type { PracticeSettings } from '@praxis/domain';
import type { Executor } from '../../db/client.ts';
import { readPracticeSettings } from '../settings/settings.repo.ts';
import { messageDomainOf } from './booking-mail-values.ts';
import { enqueueBookingReminder } from './booking-mails.ts';
import { enqueueHealthFormReminder } from './booking-notices.ts';
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
  write: (db: Executor, due: DueBooking, context: { practice: PracticeSettings; messageDomain: string }) => Promise<void>,
): Promise<number> {
  const messageDomain = messageDomainOf(ctx.config.publicUrl);
  let total = 0;
  for (;;) {
    const written = await ctx.db.transaction(async (tx) => {
      const due = await claim(tx, now, BATCH);
      if (due.length === 0) return 0;
      const practice = await readPracticeSettings(tx);
      for (const item of due) await write(tx, item, { practice, messageDomain });
      return due.length;
    });
    total += written;
    if (written < BATCH) return total;
  }
}

/**
 * Writes the customer's reminder about 48 hours before each confirmed, live booking: never twice,
 * never after a cancellation, not for bookings made less than 48 hours ahead. The caller wakes the
 * mail worker when the result is above 0.
 */
export function sendDueReminders(ctx: AppContext, now: Date): Promise<number> {
  return inBatches(ctx, now, claimDueReminders, (db, due, { practice, messageDomain }) =>
    enqueueBookingReminder(db, { ...due, practice, publicUrl: ctx.config.publicUrl, messageDomain, now }),
  );
}

/**
 * Tells the therapist, once, when a customer comes for the first therapy within 48 hours and has
 * not signed the health form yet.
 */
export function sendHealthFormReminders(ctx: AppContext, now: Date): Promise<number> {
  return inBatches(ctx, now, claimHealthFormReminders, (db, due, { practice, messageDomain }) =>
    enqueueHealthFormReminder(db, { ...due, practice, publicUrl: ctx.config.publicUrl, messageDomain }),
  );
}
