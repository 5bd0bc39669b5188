import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The last voucher number of each year (as `invoice_counters`: locked, gapless). */
export const voucherCounters = pgTable('voucher_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Gift vouchers: requested (unconfirmed) until their payments cover the value, then confirmed (valid
 * from that day) and their certificate sent; unconfirmed again when a payment is removed before
 * anything was redeemed; redemptions (type-4 payments on bookings) lower the balance, never below
 * 0. Never deleted: archived and restored.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** "2027-0001": yearly, gapless. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    /** 12 characters of the look-alike-free alphabet, stored without dashes. */
    code: text('code').notNull().unique(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    motif: text('motif').notNull(),
    initialRappen: integer('initial_rappen').notNull(),
    balanceRappen: integer('balance_rappen').notNull(),
    fromName: text('from_name').notNull().default(''),
    forName: text('for_name').notNull().default(''),
    shipTo: text('ship_to').notNull(),
    shipBy: text('ship_by').notNull(),
    /** The recipient's e-mail (by e-mail) or address `{name, street, postalCode, city}` (by post); the buyer's own otherwise. */
    shipEmail: text('ship_email'),
    shipAddress: jsonb('ship_address'),
    paymentMethod: text('payment_method').notNull(),
    comment: text('comment').notNull().default(''),
    /** The buyer's language when requested: mails and certificate speak it. */
    language: text('language').notNull(),
    requestedOn: date('requested_on').notNull(),
    /** Its last valid day, set from the day it was paid (ADR 015) and kept as printed; null while unpaid. */
    validUntil: date('valid_until'),
    /** When its payments covered the value. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * The practice as its certificate prints it (`CertificateIssuer`), from the day it was paid, so
     * a later change of the settings never changes an issued certificate; null while unpaid.
     */
    certificateIssuer: jsonb('certificate_issuer'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** A buyer on staff: their request mail waits until the payment is confirmed (section 4). */
    mailHeld: boolean('mail_held').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vouchers_buyer_idx').on(t.buyerId),
    index('vouchers_requested_idx').on(t.requestedOn, t.id),
    check('vouchers_balance', sql`${t.balanceRappen} >= 0 and ${t.balanceRappen} <= ${t.initialRappen}`),
    check('vouchers_value', sql`${t.initialRappen} between 2000 and 200000 and ${t.initialRappen} % 100 = 0`),
    check('vouchers_motif', sql`${t.motif} in ('birthday', 'christmas', 'neutral')`),
    check('vouchers_shipping', sql`${t.shipTo} in ('buyer', 'recipient') and ${t.shipBy} in ('email', 'post')`),
    check('vouchers_payment_method', sql`${t.paymentMethod} in ('inPerson', 'invoice', 'phone')`),
    check('vouchers_valid_until', sql`(${t.confirmedAt} is null) = (${t.validUntil} is null)`),
    check('vouchers_certificate_issuer', sql`${t.confirmedAt} is not null or ${t.certificateIssuer} is null`),
  ],
);
