import { bigint, date, text, timestamp, pgTable } from 'drizzle-orm/pg-core';

/**
 * When each migration was really applied: `runMigrations` adds a row for every migration Drizzle
 * applied in that start, with the start's time. Drizzle's own `drizzle.__drizzle_migrations` keeps
 * only the SQL's hash and the journal's time (when the migration was generated). Migrations applied
 * before this table existed have no row.
 */
export const migrationLog = pgTable('migration_log', {
  /** The journal's tag, e.g. `0010_migration_log`. */
  name: text('name').primaryKey(),
  /** The journal's `when`: the `created_at` under which Drizzle recorded the migration. */
  journalWhen: bigint('journal_when', { mode: 'number' }).notNull().unique(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
});

/**
 * The nightly backups written, one row per practice day: instances on one database write one
 * backup a night between them (the `nightly-backup` job looks here under an advisory lock).
 */
export const nightlyBackups = pgTable('nightly_backups', {
  /** The practice's day (Europe/Zurich) the backup belongs to. */
  day: date('day', { mode: 'string' }).primaryKey(),
  /** The file's name in BACKUP_DIR of the instance that wrote it. */
  file: text('file').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
});
