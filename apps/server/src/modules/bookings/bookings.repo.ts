import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, therapies } from '../../db/schema/index.ts';

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

/** The booking `id` if it belongs to `customerId`. */
export async function ownBooking(db: Executor, id: number, customerId: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(and(eq(bookings.id, id), eq(bookings.customerId, customerId)));
  return row;
}

/** The label key of a therapy (its texts in the translations). */
export async function therapyLabelKey(db: Executor, therapyId: number): Promise<string> {
  const [row] = await db.select({ labelKey: therapies.labelKey }).from(therapies).where(eq(therapies.id, therapyId));
  return row?.labelKey ?? '';
}
