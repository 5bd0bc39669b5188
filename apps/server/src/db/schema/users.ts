import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, smallint, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { roles } from './reference.ts';

/** People: customers and staff. The e-mail is stored lower-cased and is unique. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    birthday: date('birthday'),
    salutation: smallint('salutation').notNull().default(0),
    street: text('street'),
    /** The house number in its own field, as the QR-bill's structured address wants it. */
    houseNumber: text('house_number'),
    postalCode: text('postal_code'),
    location: text('location'),
    countryCode: text('country_code'),
    language: text('language').notNull().default('de'),
    healthInsurer: text('health_insurer'),
    /** female or male, for Tarif 590 receipts; optional. */
    sex: text('sex'),
    /** The insured person's or insurance card number, for Tarif 590 receipts; optional. */
    insuredNumber: text('insured_number'),
    licensePlate: text('license_plate'),
    profession: text('profession'),
    hobby: text('hobby'),
    heardAboutUs: text('heard_about_us'),
    acquiredByUserId: integer('acquired_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    acquiredCustomer: boolean('acquired_customer').notNull().default(false),
    /** Staff's notes about the customer; never shown to the customer. */
    staffNotes: text('staff_notes').notNull().default(''),
    unconfirmed: boolean('unconfirmed').notNull().default(true),
    /** The roles the user chose to act in (ids); empty means all roles they hold. */
    activeRoleIds: smallint('active_role_ids').array().notNull().default([]),
    /** A deactivated staff member: from this day (practice zone) no login and not bookable; history kept. */
    inactiveFrom: date('inactive_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Personal and health data erased (revDSG); the row stays for the accounting records that name it. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [check('users_email_lower', sql`${t.email} = lower(${t.email})`), check('users_sex', sql`${t.sex} in ('female', 'male')`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: smallint('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);
