import { sql } from 'drizzle-orm';
import { check, index, integer, json, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { bytea } from './practice.ts';
import { bookings } from './schedule.ts';
import { users } from './users.ts';

/**
 * A booking's treatment journal: every save is a new version, earlier ones are kept and read only.
 * The newest version is the journal.
 */
export const journalVersions = pgTable(
  'journal_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    history: text('history').notNull().default(''),
    treatment: text('treatment').notNull().default(''),
    notes: text('notes').notNull().default(''),
    diagnosis: text('diagnosis').notNull().default(''),
    savedByUserId: integer('saved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('journal_versions_booking_version').on(t.bookingId, t.version)],
);

/** The strokes of one body view of a booking's drawing, as vectors (points with pressure, pen, colour). */
export const drawings = pgTable(
  'drawings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    view: text('view').notNull(),
    // NOTE: json, not jsonb: a view of 100,000 points is stored as sent, three times faster than jsonb on PGlite.
    strokes: json('strokes').notNull(),
    strokeCount: integer('stroke_count').notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('drawings_booking_view').on(t.bookingId, t.view),
    check('drawings_view', sql`${t.view} in ('front', 'left', 'back', 'right', 'spine-left', 'spine-centre', 'spine-right')`),
  ],
);

/**
 * Files about a customer (reports, pictures), stored in the database so that backups hold them. The
 * content lives in its own table so a list never reads it.
 */
export const customerFiles = pgTable(
  'customer_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_files_user_idx').on(t.userId, t.uploadedAt), check('customer_files_size', sql`${t.sizeBytes} > 0`)],
);

export const customerFileContents = pgTable('customer_file_contents', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => customerFiles.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
});

/** One-time links a customer asked for to download the export of their data (24 hours, hashed like login links). */
export const dataExportLinks = pgTable(
  'data_export_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('data_export_links_user_idx').on(t.userId)],
);
