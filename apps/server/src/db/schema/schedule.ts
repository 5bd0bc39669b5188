import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { absenceTypes, arrangements, therapies } from './reference.ts';
import { users } from './users.ts';

/** Working time ranges per weekday (0 Sunday ... 6 Saturday), wall-clock "HH:MM". */
export const weekPlans = pgTable('week_plans', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  ranges: jsonb('ranges').notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** From `begins` on, a therapist works by `sequence` (week plan ids in weekly rotation). */
export const therapistPlans = pgTable(
  'therapist_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    therapistId: integer('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    begins: date('begins').notNull(),
    sequence: integer('sequence').array().notNull(),
    breakTime: text('break_time'),
    breakMinutes: integer('break_minutes').notNull().default(30),
    breakMayMove: boolean('break_may_move').notNull().default(true),
  },
  (t) => [index('therapist_plans_therapist_idx').on(t.therapistId, t.begins)],
);

/** Which therapies a therapist offers, in which durations (arrangement ids of the therapy). */
export const therapistTherapies = pgTable(
  'therapist_therapies',
  {
    therapistId: integer('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    therapyId: integer('therapy_id')
      .notNull()
      .references(() => therapies.id, { onDelete: 'cascade' }),
    arrangementIds: integer('arrangement_ids').array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.therapistId, t.therapyId] })],
);

/** Time a therapist (or, without therapist, the whole practice) is away. */
export const absences = pgTable(
  'absences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    therapistId: integer('therapist_id').references(() => users.id, { onDelete: 'cascade' }),
    typeId: smallint('type_id')
      .notNull()
      .references(() => absenceTypes.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    fullDay: boolean('full_day').notNull().default(false),
    shortTerm: boolean('short_term').notNull().default(false),
    note: text('note').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('absences_time_idx').on(t.startsAt, t.endsAt), check('absences_order', sql`${t.startsAt} < ${t.endsAt}`)],
);

/** The last booking number of each year (as `invoice_counters`: locked, gapless). */
export const bookingCounters = pgTable('booking_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Bookings of a therapist's time. The price and duration are copied at booking time. A database
 * exclusion constraint (migration 0005) forbids two non-cancelled bookings of one therapist that
 * overlap.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    therapistId: integer('therapist_id')
      .notNull()
      .references(() => users.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    therapyId: integer('therapy_id')
      .notNull()
      .references(() => therapies.id),
    arrangementId: integer('arrangement_id')
      .notNull()
      .references(() => arrangements.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceRappen: integer('price_rappen').notNull(),
    temporary: boolean('temporary').notNull().default(false),
    /** A temporary booking still without personal data is cancelled by the system (type 2) from then on. */
    temporaryUntil: timestamp('temporary_until', { withTimezone: true }),
    /**
     * A guest reservation nobody has yet proven to own the e-mail address of: confirmed only by the
     * login link sent for it or on its card, never by an unrelated login; never charged.
     */
    unverified: boolean('unverified').notNull().default(false),
    /** Set once the 48-hour reminder was written to the outbox: never twice. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Set once the therapist was reminded of the customer's missing health form. */
    healthReminderSentAt: timestamp('health_reminder_sent_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    notifyCustomer: boolean('notify_customer').notNull().default(true),
    customerComment: text('customer_comment').notNull().default(''),
    therapistComment: text('therapist_comment').notNull().default(''),
    /**
     * The booking number "2027-00012" (`formatBookingNumber`): the year the booking was made in
     * (Zurich, from `created_at`) and its number in that year, gapless from `booking_counters`.
     * Given in the booking's transaction; a move or reactivation keeps it.
     */
    numberYear: integer('number_year'),
    numberInYear: integer('number_in_year'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelType: smallint('cancel_type'),
    cancelReason: text('cancel_reason'),
    cancelCostOption: text('cancel_cost_option'),
    /** What a charged cancellation (type 5) costs the customer, in Rappen; dropped when they rebook within 30 days. */
    chargeRappen: integer('charge_rappen').notNull().default(0),
    /**
     * The sum and count of the booking's payments, kept by the database (trigger `bookings_paid` of
     * migration 0036 on every insert, delete or change of a payment), so the to-do list finds what is
     * outstanding through the partial indexes below instead of reading every booking's payments.
     */
    paidRappen: integer('paid_rappen').notNull().default(0),
    paymentCount: integer('payment_count').notNull().default(0),
    /** Raised with every move: calendars update the event of the same UID instead of adding one. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_time_idx').on(t.startsAt),
    index('bookings_customer_idx').on(t.customerId),
    // The to-do list's two kinds: held bookings without any payment (ended ones are due), and charged cancellations not paid in full.
    index('bookings_unpaid_idx')
      .on(t.endsAt)
      .where(sql`${t.cancelledAt} is null and ${t.paymentCount} = 0`),
    index('bookings_charge_open_idx')
      .on(t.endsAt)
      .where(sql`${t.cancelledAt} is not null and ${t.chargeRappen} > ${t.paidRappen}`),
    check('bookings_order', sql`${t.startsAt} < ${t.endsAt}`),
    uniqueIndex('bookings_number_idx').on(t.numberYear, t.numberInYear),
    check('bookings_number', sql`(${t.numberYear} is null) = (${t.numberInYear} is null)`),
  ],
);

/**
 * A customer waiting for a slot of a therapy and duration (optionally with one therapist) to free
 * up, on some weekdays between two wall-clock times, from one day to another. Ended by booking
 * through an offer (`booked`) or by withdrawing; one whose last day has passed is expired.
 */
export const waitlistRequests = pgTable(
  'waitlist_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    therapyId: integer('therapy_id')
      .notNull()
      .references(() => therapies.id),
    arrangementId: integer('arrangement_id')
      .notNull()
      .references(() => arrangements.id),
    therapistId: integer('therapist_id').references(() => users.id, { onDelete: 'set null' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    /** Weekdays as numbers 0 (Sunday) ... 6 (Saturday). */
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    /** Minutes of the day, wall clock, end exclusive (1440 is midnight). */
    fromMinute: smallint('from_minute').notNull(),
    toMinute: smallint('to_minute').notNull(),
    status: text('status', { enum: ['waiting', 'booked', 'withdrawn'] })
      .notNull()
      .default('waiting'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('waitlist_requests_waiting_idx')
      .on(t.toDate)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_requests_customer_idx').on(t.customerId),
    check('waitlist_requests_window', sql`${t.fromMinute} < ${t.toMinute} and ${t.fromDate} <= ${t.toDate}`),
  ],
);

/**
 * A freed slot offered to one waiting request by mail: its link (only the token's hash is kept)
 * books the slot if it is still free. Offered once per request and start.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => waitlistRequests.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the sweep passed the slot on to the next waiting requests, the offer having gone unanswered. */
    sweptAt: timestamp('swept_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('waitlist_offers_request_start').on(t.requestId, t.startsAt)],
);
