import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, therapies, userRoles, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { ROLES } from '@praxis/domain';

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

/** One booking with its therapy's label key; scoped to `customerId` unless it is null (staff). */
export async function findBooking(db: Executor, id: number, customerId: number | null) {
  const [row] = await db
    .select({ booking: bookings, labelKey: therapies.labelKey })
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .where(customerId === null ? eq(bookings.id, id) : and(eq(bookings.id, id), eq(bookings.customerId, customerId)));
  return row;
}

/** The label key of a therapy (its texts in the translations). */
export async function therapyLabelKey(db: Executor, therapyId: number): Promise<string> {
  const [row] = await db.select({ labelKey: therapies.labelKey }).from(therapies).where(eq(therapies.id, therapyId));
  return row?.labelKey ?? '';
}

/** Customers (holders of the customer role) matching `search` by name or e-mail, for staff booking. */
export function searchCustomers(db: Executor, search: string, limit: number) {
  const pattern = containsPattern(search);
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, phone: users.phone, birthday: users.birthday })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLES.customer)))
    .where(search ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)) : undefined)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
    .limit(limit);
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

/** Cancels a booking with its type, reason and cost option; returns the row as it now is. */
export async function cancelBookingRow(
  db: Executor,
  id: number,
  cancel: { at: Date; type: number; reason: string; costOption: string },
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ cancelledAt: cancel.at, cancelType: cancel.type, cancelReason: cancel.reason, cancelCostOption: cancel.costOption })
    .where(eq(bookings.id, id))
    .returning();
  return row;
}
