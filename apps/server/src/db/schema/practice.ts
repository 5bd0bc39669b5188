import { boolean, customType, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Key-value settings; each value is validated by its zod schema in `domain` when read. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Binary data (a scaled photo) as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A therapist's public profile: biography per language, registry numbers, the scaled photo. */
export const therapistProfiles = pgTable('therapist_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  languages: text('languages').array().notNull().default([]),
  zsr: text('zsr'),
  emr: text('emr'),
  bio: jsonb('bio').notNull().default({}),
  published: boolean('published').notNull().default(false),
  /** WebP, scaled on upload; `photoUpdatedAt` versions its URL. */
  photo: bytea('photo'),
  photoUpdatedAt: timestamp('photo_updated_at', { withTimezone: true }),
});
