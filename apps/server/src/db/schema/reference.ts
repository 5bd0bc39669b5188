import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Roles 1 customer ... 7 admin. */
export const roles = pgTable('roles', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Durations: treatment minutes in a booking slot, current price in Rappen. */
export const arrangements = pgTable('arrangements', {
  id: integer('id').primaryKey(),
  durationMinutes: integer('duration_minutes').notNull(),
  slotMinutes: integer('slot_minutes').notNull(),
  priceRappen: integer('price_rappen').notNull(),
  image: text('image').notNull(),
});

/** Therapies; texts live under `labelKey` in the translations. */
export const therapies = pgTable('therapies', {
  id: integer('id').primaryKey(),
  labelKey: text('label_key').notNull().unique(),
  image: text('image').notNull(),
  tariff590Code: text('tariff590_code'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
  /** Staff's wording per language ({de: {name, short, long}}); empty falls back to the translations. */
  texts: jsonb('texts').notNull().default({}),
});

/** Every price an arrangement had, from when; the current one is also on the arrangement. */
export const arrangementPrices = pgTable(
  'arrangement_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    arrangementId: integer('arrangement_id')
      .notNull()
      .references(() => arrangements.id, { onDelete: 'cascade' }),
    priceRappen: integer('price_rappen').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    changedByUserId: integer('changed_by_user_id'),
  },
  (t) => [index('arrangement_prices_idx').on(t.arrangementId, t.validFrom)],
);

/** Which durations a therapy is offered in. */
export const therapyArrangements = pgTable(
  'therapy_arrangements',
  {
    therapyId: integer('therapy_id')
      .notNull()
      .references(() => therapies.id, { onDelete: 'cascade' }),
    arrangementId: integer('arrangement_id')
      .notNull()
      .references(() => arrangements.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.therapyId, t.arrangementId] })],
);

export const absenceTypes = pgTable('absence_types', {
  id: smallint('id').primaryKey(),
  key: text('key').notNull().unique(),
});

export const paymentTypes = pgTable('payment_types', {
  id: smallint('id').primaryKey(),
  key: text('key').notNull().unique(),
  forBooking: boolean('for_booking').notNull(),
  forVoucher: boolean('for_voucher').notNull(),
});
