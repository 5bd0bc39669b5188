import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { nextYearlySequence } from '../../db/yearly-counter.repo.ts';
import { bookings, invoices, payments, receiptCounters, receipts, therapies, therapistProfiles, users, vouchers } from '../../db/schema/index.ts';

const therapist = alias(users, 'therapist');

export type ReceiptRow = typeof receipts.$inferSelect;

/** The year's next receipt number (gapless, see `nextYearlySequence`). */
export const nextReceiptSequence = (tx: Executor, year: number) => nextYearlySequence(tx, receiptCounters, year);

/**
 * Takes the customer's receipt lock until the transaction ends: of two receipts for the same
 * bookings made at once, the second waits and then finds the first (`RECEIPT_EXISTS`).
 */
export async function lockCustomerReceipts(tx: Executor, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`receipts:${customerId}`}, 0))`);
}

/** Bookings with what a Tarif 590 receipt prints of them: therapy and method code, the therapist with ZSR and EMR; in time order. */
export function receiptBookings(db: Executor, ids: number[]) {
  return db
    .select({
      booking: bookings,
      labelKey: therapies.labelKey,
      tariffCode: therapies.tariff590Code,
      therapistFirst: therapist.firstName,
      therapistLast: therapist.lastName,
      zsr: therapistProfiles.zsr,
      emr: therapistProfiles.emr,
    })
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .innerJoin(therapist, eq(therapist.id, bookings.therapistId))
    .leftJoin(therapistProfiles, eq(therapistProfiles.userId, bookings.therapistId))
    .where(inArray(bookings.id, ids))
    .orderBy(bookings.startsAt, bookings.id);
}

/**
 * The payments of bookings as a receipt weighs them, in the order they were made: with the
 * invoice an invoice-creation payment made and the voucher a redemption used. `share` locks them
 * until the transaction ends, so none is removed under a receipt being made (the removal waits,
 * then finds the receipt: `RECEIPT_ISSUED`).
 */
export function receiptPaymentsOf(db: Executor, bookingIds: number[], options: { share?: boolean } = {}) {
  const query = db
    .select({
      id: payments.id,
      bookingId: payments.bookingId,
      typeId: payments.typeId,
      amountRappen: payments.amountRappen,
      paidOn: payments.paidOn,
      discountBasisPoints: payments.discountBasisPoints,
      acquiredCustomerId: payments.acquiredCustomerId,
      invoiceNumber: invoices.number,
      invoiceState: invoices.state,
      invoicePaidOn: invoices.paidOn,
      voucherNumber: vouchers.number,
    })
    .from(payments)
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .leftJoin(vouchers, eq(vouchers.id, payments.voucherId))
    .where(inArray(payments.bookingId, bookingIds.length > 0 ? bookingIds : [0]))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return options.share ? query.for('share', { of: payments }) : query;
}

export type ReceiptPaymentRow = Awaited<ReturnType<typeof receiptPaymentsOf>>[number];

export async function insertReceipt(tx: Executor, values: Omit<typeof receipts.$inferInsert, 'id' | 'createdAt'>) {
  const [row] = await tx.insert(receipts).values(values).returning();
  return row!;
}

export async function findReceipt(db: Executor, id: number): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(receipts).where(eq(receipts.id, id));
  return row;
}

/** Locks a receipt until the transaction ends (cancelling and copying take turns). */
export async function lockReceipt(tx: Executor, id: number): Promise<ReceiptRow | undefined> {
  const [row] = await tx.select().from(receipts).where(eq(receipts.id, id)).for('update');
  return row;
}

/** The receipts that stand (originals, not cancelled) naming any of the bookings. */
export function standingReceiptsNaming(db: Executor, bookingIds: number[]) {
  return db
    .select({ id: receipts.id, number: receipts.number, bookingIds: receipts.bookingIds })
    .from(receipts)
    .where(
      and(
        isNull(receipts.copyOfId),
        isNull(receipts.cancelledAt),
        sql`${receipts.bookingIds} && ${sql.raw(`'{${bookingIds.map(Number).join(',')}}'::integer[]`)}`,
      ),
    )
    .orderBy(receipts.id);
}

/** A receipt that stands and rests on the payment, if any. */
export async function standingReceiptOnPayment(db: Executor, paymentId: number) {
  const [row] = await db
    .select({ id: receipts.id, number: receipts.number })
    .from(receipts)
    .where(and(isNull(receipts.copyOfId), isNull(receipts.cancelledAt), sql`${paymentId} = any(${receipts.paymentIds})`))
    .limit(1);
  return row;
}

/** The held bookings of a customer in a range of practice days, with their therapist, in time order (the receipt dialogue's choice). */
export function customerBookingsBetween(db: Executor, customerId: number, from: string, to: string) {
  const day = sql`(${bookings.startsAt} at time zone 'Europe/Zurich')::date`;
  return db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      durationMinutes: bookings.durationMinutes,
      priceRappen: bookings.priceRappen,
      therapistId: bookings.therapistId,
      labelKey: therapies.labelKey,
      therapistFirst: therapist.firstName,
      therapistLast: therapist.lastName,
    })
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .innerJoin(therapist, eq(therapist.id, bookings.therapistId))
    .where(and(eq(bookings.customerId, customerId), isNull(bookings.cancelledAt), sql`${day} between ${from}::date and ${to}::date`))
    .orderBy(bookings.startsAt, bookings.id)
    .limit(200);
}

/** A customer's receipts (copies and cancelled ones too), newest first, with the therapist they name. */
export const receiptsOfCustomer = (db: Executor, customerId: number) =>
  db
    .select({ receipt: receipts, therapistFirst: therapist.firstName, therapistLast: therapist.lastName })
    .from(receipts)
    .leftJoin(therapist, eq(therapist.id, receipts.therapistId))
    .where(eq(receipts.customerId, customerId))
    .orderBy(desc(receipts.id))
    .limit(100);

export async function markReceiptSent(tx: Executor, id: number, at: Date): Promise<void> {
  await tx
    .update(receipts)
    .set({ sentAt: sql`coalesce(${receipts.sentAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(receipts.id, id));
}

export async function markReceiptCancelled(tx: Executor, id: number, values: { at: Date; reason: string; byUserId: number }): Promise<void> {
  await tx
    .update(receipts)
    .set({ cancelledAt: values.at, cancelReason: values.reason || null, cancelledByUserId: values.byUserId })
    .where(eq(receipts.id, id));
}

/** Originals made before receipts kept a snapshot (filled once, from today's data). */
export const receiptsWithoutSnapshot = (db: Executor) =>
  db
    .select()
    .from(receipts)
    .where(and(isNull(receipts.snapshot), isNull(receipts.copyOfId)))
    .orderBy(receipts.id);

export async function storeReceiptSnapshot(tx: Executor, id: number, values: { snapshot: unknown; paymentIds: number[]; therapistId: number | null }) {
  await tx
    .update(receipts)
    .set({ snapshot: values.snapshot, paymentIds: values.paymentIds, therapistId: values.therapistId })
    .where(and(eq(receipts.id, id), isNull(receipts.snapshot)));
}
