import { bigint, text, timestamp, pgTable } from 'drizzle-orm/pg-core';

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
