import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, users, vouchers } from '../../db/schema/index.ts';
import { effectiveChargeSql } from '../bookings/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = Omit<typeof payments.$inferInsert, 'id' | 'createdAt'>;

const acquired = alias(users, 'acquired');
const creator = alias(users, 'creator');

/** Payments with the acquired customer and who entered them. */
function paymentRecords(db: Executor) {
  return db
    .select({
      payment: payments,
      acquiredFirst: acquired.firstName,
      acquiredLast: acquired.lastName,
      acquiredEmail: acquired.email,
      creatorFirst: creator.firstName,
      creatorLast: creator.lastName,
      voucherNumber: vouchers.number,
    })
    .from(payments)
    .leftJoin(acquired, eq(acquired.id, payments.acquiredCustomerId))
    .leftJoin(creator, eq(creator.id, payments.createdByUserId))
    .leftJoin(vouchers, eq(vouchers.id, payments.voucherId));
}

/** The payments of a voucher (its purchase), oldest first. */
export function voucherPayments(db: Executor, voucherId: number) {
  return paymentRecords(db).where(eq(payments.targetVoucherId, voucherId)).orderBy(asc(payments.createdAt), asc(payments.id));
}

/** The payments of a booking, oldest first. */
export function bookingPayments(db: Executor, bookingId: number) {
  return paymentRecords(db).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.createdAt), asc(payments.id));
}

export type PaymentRecord = Awaited<ReturnType<typeof bookingPayments>>[number];

export async function findPaymentRecord(db: Executor, id: number): Promise<PaymentRecord | undefined> {
  const [row] = await paymentRecords(db).where(eq(payments.id, id));
  return row;
}

export async function insertPayment(tx: Executor, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

/** Deletes a payment; undefined when it is gone already (so of two removals one wins). */
export async function deletePayment(tx: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.delete(payments).where(eq(payments.id, id)).returning();
  return row;
}

/** Locks a payment and gives it as it is now. */
export async function lockPayment(tx: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function updatePaymentDate(tx: Executor, id: number, paidOn: string): Promise<void> {
  await tx.update(payments).set({ paidOn }).where(eq(payments.id, id));
}

/** Whether a booking has any payment (read after the bookings module locked its row). */
export async function bookingHasPayments(tx: Executor, bookingId: number): Promise<boolean> {
  const [row] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.bookingId, bookingId)).limit(1);
  return row !== undefined;
}

/**
 * Bookings with a payment outstanding at `now` (section 4): held ones ended without any payment,
 * and charged cancellations whose charge is not paid; oldest first. Each kind is read through its
 * partial index (`bookings_unpaid_idx`, `bookings_charge_open_idx`) on the payment totals the
 * database keeps on the booking, and their customers by key, so the cost follows what is
 * outstanding, not the history. NOTE: joined in one statement, PostgreSQL's estimate (future held
 * bookings share the first index) chose to hash every customer; a waived charge (rebooked within
 * 30 days) stays in the second index, and the rebooking check runs on those few rows only.
 */
export async function outstandingBookings(db: Executor, now: Date) {
  const row = { id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt, customerId: bookings.customerId };
  const [unpaid, charged] = await Promise.all([
    db
      .select(row)
      .from(bookings)
      .where(and(isNull(bookings.cancelledAt), eq(bookings.paymentCount, 0), lte(bookings.endsAt, now))),
    db
      .select(row)
      .from(bookings)
      .where(
        and(isNotNull(bookings.cancelledAt), gt(bookings.chargeRappen, bookings.paidRappen), sql`${effectiveChargeSql} > greatest(${bookings.paidRappen}, 0)`),
      ),
  ]);
  const outstanding = [...unpaid, ...charged].sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime() || b.id - a.id);
  const customerIds = [...new Set(outstanding.map((b) => b.customerId))];
  const customers = new Map(
    customerIds.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
            .from(users)
            .where(inArray(users.id, customerIds))
        ).map((c) => [c.id, c]),
  );
  return outstanding.map(({ customerId, ...b }) => {
    const customer = customers.get(customerId)!;
    return { ...b, firstName: customer.firstName, lastName: customer.lastName, email: customer.email };
  });
}
