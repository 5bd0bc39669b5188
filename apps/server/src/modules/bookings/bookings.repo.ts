import { practiceDate } from '@praxis/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingCounters, bookings, therapies } from '../../db/schema/index.ts';
import { nextYearlySequence } from '../../db/yearly-counter.repo.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** A customer's bookings with the therapy's label key, soonest first. */
export function bookingsOfCustomer(db: Executor, customerId: number) {
  return db
    .select({ booking: bookings, labelKey: therapies.labelKey })
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .where(eq(bookings.customerId, customerId))
    .orderBy(asc(bookings.startsAt));
}

/** The therapy and duration of each customer's latest booking that was not cancelled (a guest's unconfirmed reservation left out). */
export async function lastTherapyOfCustomers(db: Executor, customerIds: readonly number[]) {
  if (customerIds.length === 0) return new Map<number, { therapyId: number; arrangementId: number }>();
  const rows = await db
    .selectDistinctOn([bookings.customerId], { customerId: bookings.customerId, therapyId: bookings.therapyId, arrangementId: bookings.arrangementId })
    .from(bookings)
    .where(and(inArray(bookings.customerId, [...customerIds]), isNull(bookings.cancelledAt), eq(bookings.unverified, false)))
    .orderBy(bookings.customerId, desc(bookings.startsAt));
  return new Map(rows.map((row) => [row.customerId, { therapyId: row.therapyId, arrangementId: row.arrangementId }]));
}

/** One booking with its therapy's label key; scoped to `customerId` unless it is null (staff). */
export async function findBooking(db: Executor, id: number, customerId: number | null) {
  const [row] = await db
    .select({ booking: bookings, labelKey: therapies.labelKey })
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .where(customerId === null ? eq(bookings.id, id) : and(eq(bookings.id, id), eq(bookings.customerId, customerId)));
  return row;
}

/**
 * Marks the customer's reservation as made by the owner of its e-mail address (the link sent for
 * it was used, or the customer confirmed it on its card). Only a live temporary booking changes.
 */
export async function markReservationVerified(db: Executor, bookingId: number, customerId: number): Promise<void> {
  await db
    .update(bookings)
    .set({ unverified: false })
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId), eq(bookings.temporary, true), isNull(bookings.cancelledAt)));
}

/**
 * How many live reservations of the customer still wait for proof of the e-mail address. Holds a
 * transaction-scoped lock per customer first, so two reservations at once are counted one after the other.
 */
export async function lockAndCountUnverified(tx: Executor, customerId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reservations:${customerId}`}, 0))`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.temporary, true), eq(bookings.unverified, true), isNull(bookings.cancelledAt)));
  return row?.n ?? 0;
}

/**
 * Cancels a live booking with its type, reason, cost option and charge; returns the row as it now
 * is, or undefined when it was cancelled already (so of two cancellations at once only one wins).
 */
export async function cancelBookingRow(
  db: Executor,
  id: number,
  cancel: { at: Date; type: number; reason: string; costOption: string; chargeRappen?: number },
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({
      cancelledAt: cancel.at,
      cancelType: cancel.type,
      cancelReason: cancel.reason,
      cancelCostOption: cancel.costOption,
      chargeRappen: cancel.chargeRappen ?? 0,
    })
    .where(and(eq(bookings.id, id), isNull(bookings.cancelledAt)))
    .returning();
  return row;
}

export type NewBooking = Omit<typeof bookings.$inferInsert, 'id'>;

/** Inserts a booking; the exclusion constraint refuses an overlap for the same therapist. */
export async function insertBooking(db: Executor, values: NewBooking): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

/**
 * The number of a booking made at `createdAt`: the next of the year it is made in (Zurich), from
 * `booking_counters`, to insert the booking with. The counter row stays locked until the
 * transaction ends (bookings take turns; one rolled back, e.g. refused by the exclusion
 * constraint, gives its number back). NOTE: take it before the booking's insert, in its
 * transaction: setting the number on the inserted row later writes the row's index entries again,
 * and the exclusion constraint's re-check then waits for a rival insert of the same slot that waits
 * for this one (PostgreSQL answers 40P01 deadlock).
 */
export async function nextBookingNumber(tx: Executor, createdAt: Date): Promise<{ numberYear: number; numberInYear: number }> {
  const numberYear = Number(practiceDate(createdAt).slice(0, 4));
  return { numberYear, numberInYear: await nextYearlySequence(tx, bookingCounters, numberYear) };
}

/** A cancelled booking live again as a confirmed one; `notifyCustomer` as the staff chose. */
export async function reactivateBookingRow(db: Executor, id: number, notifyCustomer: boolean): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({
      cancelledAt: null,
      cancelType: null,
      cancelReason: null,
      cancelCostOption: null,
      chargeRappen: 0,
      temporary: false,
      temporaryUntil: null,
      unverified: false,
      notifyCustomer,
    })
    .where(eq(bookings.id, id))
    .returning();
  return row;
}

/**
 * Moves a live booking to `startsAt` (keeping its length) and `therapistId`, raising its sequence;
 * the reminder is due again for the new time. Undefined when it was cancelled meanwhile. The
 * exclusion constraint refuses a time the therapist is booked at.
 */
export async function moveBookingRow(db: Executor, id: number, to: { startsAt: Date; endsAt: Date; therapistId: number }): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ ...to, sequence: sql`${bookings.sequence} + 1`, reminderSentAt: null })
    .where(and(eq(bookings.id, id), isNull(bookings.cancelledAt)))
    .returning();
  return row;
}

/** The ids of a customer's bookings, cancelled ones too. */
export async function bookingIdsOfCustomer(db: Executor, customerId: number): Promise<number[]> {
  return (await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, customerId))).map((b) => b.id);
}

/** Clears what customer and therapist wrote on these bookings (an erasure). */
export async function clearBookingComments(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.update(bookings).set({ customerComment: '', therapistComment: '' }).where(inArray(bookings.id, ids));
}

/** Sets the therapist's comment of a booking; false when there is no such booking. */
export async function updateTherapistComment(db: Executor, id: number, therapistComment: string): Promise<boolean> {
  const rows = await db.update(bookings).set({ therapistComment }).where(eq(bookings.id, id)).returning({ id: bookings.id });
  return rows.length > 0;
}
