import { bookingNumberOf, PAYMENT_TYPE_IDS, type JournalInvoice, type JournalPayment } from '@praxis/domain';
import { and, asc, between, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bookings, invoices, payments, vouchers } from '../../db/schema/index.ts';

const redeemed = alias(vouchers, 'redeemed');

/** A booking as the journal names it: its number, or its id for one made before numbers. */
const bookingLabel = (row: { bookingId: number | null; numberYear: number | null; numberInYear: number | null }) => bookingNumberOf(row) ?? `#${row.bookingId}`;

/**
 * What the accounting journal needs besides the cash book, for the days [from, to]: the card,
 * TWINT and voucher-redemption payments made in them (by the payments' day index), and every
 * invoice issued, cancelled or paid in them, with its booking's or voucher's number.
 */
export async function journalFacts(db: Executor, from: string, to: string): Promise<{ payments: JournalPayment[]; invoices: JournalInvoice[] }> {
  const [paymentRows, invoiceRows] = await Promise.all([
    db
      .select({
        date: payments.paidOn,
        typeId: payments.typeId,
        targetType: payments.targetType,
        amountRappen: payments.amountRappen,
        bookingId: payments.bookingId,
        numberYear: bookings.numberYear,
        numberInYear: bookings.numberInYear,
        voucherNumber: vouchers.number,
        redeemedNumber: redeemed.number,
      })
      .from(payments)
      .leftJoin(bookings, eq(bookings.id, payments.bookingId))
      .leftJoin(vouchers, eq(vouchers.id, payments.targetVoucherId))
      .leftJoin(redeemed, eq(redeemed.id, payments.voucherId))
      .where(
        and(between(payments.paidOn, from, to), inArray(payments.typeId, [PAYMENT_TYPE_IDS.card, PAYMENT_TYPE_IDS.twint, PAYMENT_TYPE_IDS.voucherRedemption])),
      )
      .orderBy(asc(payments.paidOn), asc(payments.id)),
    db
      .select({
        number: invoices.number,
        targetType: invoices.targetType,
        amountRappen: invoices.amountRappen,
        issuedOn: invoices.issuedOn,
        creditNoteNumber: invoices.creditNoteNumber,
        cancelledOn: invoices.cancelledOn,
        state: invoices.state,
        paidOn: invoices.paidOn,
        paidRappen: invoices.paidRappen,
        bookingId: invoices.bookingId,
        numberYear: bookings.numberYear,
        numberInYear: bookings.numberInYear,
        voucherNumber: vouchers.number,
      })
      .from(invoices)
      .leftJoin(bookings, eq(bookings.id, invoices.bookingId))
      .leftJoin(vouchers, eq(vouchers.id, invoices.targetVoucherId))
      .where(
        or(between(invoices.issuedOn, from, to), between(invoices.cancelledOn, from, to), and(eq(invoices.state, 'paid'), between(invoices.paidOn, from, to))),
      )
      .orderBy(asc(invoices.id)),
  ]);
  return {
    payments: paymentRows.map((p) => ({
      date: p.date,
      typeId: p.typeId,
      target: p.targetType === 'voucher' ? 'voucher' : 'booking',
      targetLabel: p.targetType === 'voucher' ? (p.voucherNumber ?? '') : bookingLabel(p),
      voucherNumber: p.redeemedNumber,
      amountRappen: p.amountRappen,
    })),
    invoices: invoiceRows.map((i) => ({
      number: i.number,
      target: i.targetType === 'voucher' ? 'voucher' : 'booking',
      targetLabel: i.targetType === 'voucher' ? (i.voucherNumber ?? '') : bookingLabel(i),
      amountRappen: i.amountRappen,
      issuedOn: i.issuedOn,
      creditNoteNumber: i.creditNoteNumber,
      cancelledOn: i.cancelledOn,
      paidOn: i.state === 'paid' ? i.paidOn : null,
      paidRappen: i.state === 'paid' ? i.paidRappen : null,
    })),
  };
}
