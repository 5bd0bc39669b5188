import { and, asc, eq, gt, inArray, isNull, lt, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bookings, healthForms, therapies, users } from '../../db/schema/index.ts';
import type { UserRow } from '../users/index.ts';
import type { BookingRow } from './bookings.repo.ts';

/** Reminders go out this many hours before the start. */
export const REMINDER_HOURS = 48;

const therapist = alias(users, 'therapist');
const earlier = alias(bookings, 'earlier');

/** A claimed booking with everything its mail needs. */
export interface DueBooking {
  booking: BookingRow;
  customer: UserRow;
  therapist: UserRow;
  therapyLabelKey: string;
  /** The customer has no signed health questionnaire (every row in health_forms is a signed version). */
  healthFormMissing: boolean;
}

const noHealthForm = (db: Executor) => notExists(db.select({ id: healthForms.id }).from(healthForms).where(eq(healthForms.userId, bookings.customerId)));

/** Live, confirmed bookings starting after `now` and at most REMINDER_HOURS later. */
const startsSoon = (now: Date) =>
  and(
    isNull(bookings.cancelledAt),
    eq(bookings.temporary, false),
    gt(bookings.startsAt, now),
    lte(bookings.startsAt, new Date(now.getTime() + REMINDER_HOURS * 3_600_000)),
  );

/**
 * Locks up to `limit` bookings matching `where` (skipping rows another transaction holds), with
 * customer, therapist and therapy. NOTE: call it in a transaction and mark the rows there, so the
 * lock lasts until the mark is committed and no second run claims them.
 */
async function lockDue(db: Executor, where: SQL | undefined, limit: number): Promise<DueBooking[]> {
  return db
    .select({ booking: bookings, customer: users, therapist, therapyLabelKey: therapies.labelKey, healthFormMissing: sql<boolean>`${noHealthForm(db)}` })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .innerJoin(therapist, eq(therapist.id, bookings.therapistId))
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .where(where)
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit)
    .for('update', { of: bookings, skipLocked: true });
}

/**
 * Claims bookings due for the customer's reminder and sets their `reminder_sent_at` to `now`.
 * Left out: customers who asked not to be notified, temporary bookings, and bookings made less
 * than REMINDER_HOURS ahead (their confirmation came recently enough). Call inside a transaction.
 */
export async function claimDueReminders(db: Executor, now: Date, limit: number): Promise<DueBooking[]> {
  const due = await lockDue(
    db,
    and(
      startsSoon(now),
      eq(bookings.notifyCustomer, true),
      isNull(bookings.reminderSentAt),
      lte(bookings.createdAt, sql`${bookings.startsAt} - ${sql.raw(`interval '${REMINDER_HOURS} hours'`)}`),
    ),
    limit,
  );
  if (due.length > 0)
    await db
      .update(bookings)
      .set({ reminderSentAt: now })
      .where(
        inArray(
          bookings.id,
          due.map((d) => d.booking.id),
        ),
      );
  return due;
}

/**
 * Claims first therapies (no earlier live booking of the customer) starting soon whose customer has
 * no signed health form, and sets their `health_reminder_sent_at` to `now`. Call inside a transaction.
 */
export async function claimHealthFormReminders(db: Executor, now: Date, limit: number): Promise<DueBooking[]> {
  const earlierBooking = db
    .select({ id: earlier.id })
    .from(earlier)
    .where(and(eq(earlier.customerId, bookings.customerId), isNull(earlier.cancelledAt), lt(earlier.startsAt, bookings.startsAt)));
  const due = await lockDue(db, and(startsSoon(now), isNull(bookings.healthReminderSentAt), noHealthForm(db), notExists(earlierBooking)), limit);
  if (due.length > 0)
    await db
      .update(bookings)
      .set({ healthReminderSentAt: now })
      .where(
        inArray(
          bookings.id,
          due.map((d) => d.booking.id),
        ),
      );
  return due;
}
