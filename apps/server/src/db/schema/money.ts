import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { paymentTypes } from './reference.ts';
import { bookings } from './schedule.ts';
import { users } from './users.ts';
import { vouchers } from './vouchers.ts';

/**
 * Money received or given back for a booking (or, with the voucher issue, a voucher): signed
 * Rappen, its type, the day it counts on. Each carries its booking's therapist and day, so the
 * performance report and the cash book read payments without joining the whole booking history.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    targetType: text('target_type').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    /** The voucher paid for (target `voucher`). */
    targetVoucherId: integer('target_voucher_id').references(() => vouchers.id, { onDelete: 'restrict' }),
    amountRappen: integer('amount_rappen').notNull(),
    typeId: smallint('type_id')
      .notNull()
      .references(() => paymentTypes.id),
    /** The day the payment counts on (the entry's day; editable for invoice payments and corrections). */
    paidOn: date('paid_on').notNull(),
    text: text('text').notNull().default(''),
    /** Who pays: the booking's customer (or the voucher's buyer). */
    payerId: integer('payer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The new customer a cashback (type 2, negative) rewards the payer for. */
    acquiredCustomerId: integer('acquired_customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The voucher redeemed (type 4). */
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'restrict' }),
    /** The booking's therapist and day, copied for the reports. */
    therapistId: integer('therapist_id').references(() => users.id, { onDelete: 'set null' }),
    serviceDate: date('service_date'),
    /** The discount (hundredths of a percent) a booking's payment was figured with: what was due after it (receipts). */
    discountBasisPoints: integer('discount_basis_points'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    index('payments_target_voucher_idx').on(t.targetVoucherId),
    index('payments_voucher_idx').on(t.voucherId),
    index('payments_paid_on_idx').on(t.paidOn, t.typeId),
    index('payments_service_idx').on(t.serviceDate, t.therapistId),
    // A customer is acquired once: a second cashback for them is refused by the database too.
    uniqueIndex('payments_acquired_once').on(t.acquiredCustomerId),
    check(
      'payments_target',
      sql`(${t.targetType} = 'booking' and ${t.bookingId} is not null) or (${t.targetType} = 'voucher' and ${t.targetVoucherId} is not null)`,
    ),
    check('payments_amount', sql`${t.amountRappen} <> 0 and abs(${t.amountRappen}) <= 10000000`),
    check('payments_negative_cash', sql`${t.amountRappen} > 0 or ${t.typeId} = 2`),
    check('payments_discount', sql`${t.discountBasisPoints} between 0 and 10000`),
  ],
);

/** The last invoice number of each year: the row is locked while an invoice takes the next one (gapless, no max()+1). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** The last credit-note number of each year (as `invoice_counters`: locked, gapless). */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Invoices: of a booking (from its invoice-creation payment) or, with the voucher issue, of a
 * voucher. Never deleted: a cancelled one stays with its number.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** "2027-0001": yearly, gapless. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    targetType: text('target_type').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    targetVoucherId: integer('target_voucher_id').references(() => vouchers.id, { onDelete: 'restrict' }),
    /** The invoice-creation payment it came from (cleared when that payment is removed and the invoice cancelled). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountRappen: integer('amount_rappen').notNull(),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    /** open, sent, paid or cancelled. */
    state: text('state').notNull().default('open'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidOn: date('paid_on'),
    /**
     * What arrived when it was marked paid: the amount and the fee of its last reminder (null on
     * invoices paid before this was kept: their amount).
     */
    paidRappen: integer('paid_rappen'),
    reminderLevel: smallint('reminder_level').notNull().default(0),
    /** The due day the last reminder set (the invoice's own due day stays as printed on it). */
    reminderDueOn: date('reminder_due_on'),
    /** The QR reference (with a QR-IBAN) or creditor reference (with an IBAN) the bill carries. */
    reference: text('reference'),
    /** The customer's language when it was made: the PDF stays the same. */
    language: text('language').notNull(),
    /**
     * What it prints besides these columns (issuer, account, debtor, lines), as on the day of issue
     * (`InvoiceSnapshot` of the invoices module); filled for older invoices at the first start that knew it.
     */
    snapshot: jsonb('snapshot'),
    /** The credit note that cancelled it: its own yearly gapless number ("2027-0001") and day. */
    creditNoteNumber: text('credit_note_number').unique(),
    cancelledOn: date('cancelled_on'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_booking_idx').on(t.bookingId),
    index('invoices_payment_idx').on(t.paymentId),
    index('invoices_voucher_idx').on(t.targetVoucherId),
    index('invoices_state_idx').on(t.state, t.dueOn),
    check('invoices_state', sql`${t.state} in ('open', 'sent', 'paid', 'cancelled')`),
    check(
      'invoices_target',
      sql`(${t.targetType} = 'booking' and ${t.bookingId} is not null) or (${t.targetType} = 'voucher' and ${t.targetVoucherId} is not null)`,
    ),
    check('invoices_amount', sql`${t.amountRappen} > 0`),
    check('invoices_credit_note', sql`(${t.state} = 'cancelled') = (${t.creditNoteNumber} is not null)`),
  ],
);

/** The reminders of an invoice: level 1 to 3, the fee (from the third), their day and new due day. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    level: smallint('level').notNull(),
    feeRappen: integer('fee_rappen').notNull(),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_reminders_level').on(t.invoiceId, t.level), check('invoice_reminders_level_range', sql`${t.level} between 1 and 3`)],
);

/** The last reimbursement receipt number of each year (as `invoice_counters`: locked, gapless). */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Reimbursement receipts by Tarif 590: one customer's paid bookings with one therapist, numbered
 * yearly. Never deleted: a cancelled one keeps its number and prints that it is cancelled. A copy
 * is a row of its own with the original's number, printed from the original and marked as a copy.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** "2027-0001": yearly, gapless; a copy repeats its original's. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bookingIds: integer('booking_ids').array().notNull(),
    /** The provider (therapist) of every line; null on receipts made before one receipt per therapist. */
    therapistId: integer('therapist_id').references(() => users.id, { onDelete: 'set null' }),
    /** de, fr or it. */
    language: text('language').notNull(),
    /** illness or accident. */
    reason: text('reason').notNull(),
    totalRappen: integer('total_rappen').notNull(),
    issuedOn: date('issued_on').notNull(),
    /**
     * What it prints (practice, patient, lines with their provider, payments), as on the day of
     * issue (`ReceiptSnapshot` of the invoices module); filled for older receipts at the first start that knew it.
     */
    snapshot: jsonb('snapshot'),
    /** The payments it rests on: none of them is removed while it stands. */
    paymentIds: integer('payment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The receipt this one copies. */
    copyOfId: integer('copy_of_id').references((): AnyPgColumn => receipts.id, { onDelete: 'restrict' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelledByUserId: integer('cancelled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receipts_customer_idx').on(t.customerId),
    // One original per number; copies repeat it.
    uniqueIndex('receipts_number_original')
      .on(t.number)
      .where(sql`${t.copyOfId} is null`),
    check('receipts_copy_not_cancelled', sql`${t.copyOfId} is null or ${t.cancelledAt} is null`),
  ],
);
