import { defineJob } from '../../core/jobs.ts';
import { sendDueReminders, sendHealthFormReminders } from './booking-reminders.ts';
import { expireTemporaryBookings } from './temporary-bookings.ts';

// A minute keeps reminders and expiries within a minute of their time.
const EVERY_MINUTE = 60;

/**
 * The booking's timed work: release temporary bookings whose data never came, send the 48-hour
 * reminders and the therapists' health-form reminders. Each claims its rows in the database, so a
 * second server or an overlapping run never acts twice; mails they queued wake the mail job.
 */
export const bookingJobs = [
  // Claims by conditional update: UPDATE … WHERE temporary AND not cancelled AND temporary_until passed.
  defineJob({
    name: 'expire-temporary-bookings',
    everySeconds: EVERY_MINUTE,
    run: (ctx, { now }) => expireTemporaryBookings(ctx, now),
    afterWork: (ctx) => ctx.notifyMail(),
  }),
  // Claims with SELECT … FOR UPDATE SKIP LOCKED and marks reminder_sent_at in the same transaction.
  defineJob({ name: 'booking-reminders', everySeconds: EVERY_MINUTE, run: (ctx, { now }) => sendDueReminders(ctx, now), afterWork: (ctx) => ctx.notifyMail() }),
  // Claims with SELECT … FOR UPDATE SKIP LOCKED and marks health_reminder_sent_at in the same transaction.
  defineJob({
    name: 'health-form-reminders',
    everySeconds: EVERY_MINUTE,
    run: (ctx, { now }) => sendHealthFormReminders(ctx, now),
    afterWork: (ctx) => ctx.notifyMail(),
  }),
];
