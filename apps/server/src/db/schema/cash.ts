import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings } from './schedule.ts';
import { payments } from './money.ts';
import { users } from './users.ts';
import { vouchers } from './vouchers.ts';

/** The last cash document number of each year (as `invoice_counters`: locked, gapless). */
export const cashCounters = pgTable('cash_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * The cash book: money into (debit) and out of (credit) the till. Cash payments write theirs
 * (and take it along when removed or re-dated); hand entries are corrected only by a reversing entry.
 */
export const cashTransactions = pgTable(
  'cash_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** "2027-0042": yearly, gapless. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    date: date('date').notNull(),
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    amountRappen: integer('amount_rappen').notNull(),
    direction: text('direction').notNull(),
    /** The cash payment that wrote it (cleared only with the payment itself: the row goes with it). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    reversesId: integer('reverses_id').references((): AnyPgColumn => cashTransactions.id, { onDelete: 'restrict' }),
    countId: integer('count_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cash_transactions_date_idx').on(t.date, t.id),
    uniqueIndex('cash_transactions_payment_idx').on(t.paymentId),
    uniqueIndex('cash_transactions_reverses_idx').on(t.reversesId),
    check('cash_transactions_amount', sql`${t.amountRappen} > 0 and ${t.amountRappen} <= 10000000`),
    check('cash_transactions_direction', sql`${t.direction} in ('debit', 'credit')`),
  ],
);

/** A count of the till by denomination, against the book's balance of that day. */
export const cashCounts = pgTable(
  'cash_counts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date: date('date').notNull(),
    denominations: jsonb('denominations').notNull(),
    countedRappen: integer('counted_rappen').notNull(),
    bookRappen: integer('book_rappen').notNull(),
    discrepancyRappen: integer('discrepancy_rappen').notNull(),
    comment: text('comment').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cash_counts_date_idx').on(t.date)],
);

/** Closed months of the cash book ("2027-01"): nothing dated in them changes. Reopening deletes the row (audited). */
export const cashPeriods = pgTable('cash_periods', {
  month: text('month').primaryKey(),
  closingRappen: integer('closing_rappen').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  closedByUserId: integer('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});
