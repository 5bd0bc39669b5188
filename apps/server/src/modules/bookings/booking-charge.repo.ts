import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';

/**
 * What a charged cancellation still costs, as SQL over the `bookings` row in scope: its charge,
 * unless the customer booked again for a day within the 30 days after it (section 4; then 0).
 */
export const effectiveChargeSql: SQL<number> = sql<number>`case when ${bookings.chargeRappen} > 0 and not exists (
    select 1 from ${bookings} as "rebooked"
    where "rebooked"."customer_id" = ${bookings.customerId} and "rebooked"."id" <> ${bookings.id}
      and "rebooked"."cancelled_at" is null and "rebooked"."created_at" >= ${bookings.cancelledAt}
      and "rebooked"."starts_at" > ${bookings.startsAt} and "rebooked"."starts_at" <= ${bookings.startsAt} + interval '30 days'
  ) then ${bookings.chargeRappen} else 0 end`;

/** A booking as a payment target, locked until the transaction ends so payments and cancellations on it take turns. */
export async function lockBookingTarget(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      id: bookings.id,
      customerId: bookings.customerId,
      therapistId: bookings.therapistId,
      startsAt: bookings.startsAt,
      priceRappen: bookings.priceRappen,
      cancelledAt: bookings.cancelledAt,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for('update');
  if (!row) return undefined;
  // NOTE: a new statement after the lock: it sees what committed while this transaction waited.
  const [charge] = await tx
    .select({ chargeRappen: effectiveChargeSql.mapWith(Number), day: sql<string>`to_char(${bookings.startsAt} at time zone 'Europe/Zurich', 'YYYY-MM-DD')` })
    .from(bookings)
    .where(eq(bookings.id, id));
  return { ...row, chargeRappen: charge!.chargeRappen, day: charge!.day };
}

/** A booking target without a lock (to show its payments). */
export async function readBookingTarget(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      customerId: bookings.customerId,
      priceRappen: bookings.priceRappen,
      cancelledAt: bookings.cancelledAt,
      chargeRappen: effectiveChargeSql.mapWith(Number),
    })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row;
}

/** Locks a booking's row until the transaction ends: a cancellation and the payments on it take turns. */
export async function lockBooking(tx: Executor, id: number): Promise<void> {
  await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)).for('update');
}
