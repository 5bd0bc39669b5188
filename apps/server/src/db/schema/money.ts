import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentTypes } from './reference.ts';
import { bookings } from './schedule.ts';
import { users } from './users.ts';

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
    /** The voucher paid for (target `voucher`); its table and key arrive with the voucher issue. */
    targetVoucherId: integer('target_voucher_id'),
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
    voucherId: integer('voucher_id'),
    /** The booking's therapist and day, copied for the reports. */
    therapistId: integer('therapist_id').references(() => users.id, { onDelete: 'set null' }),
    serviceDate: date('service_date'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
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
  ],
);
