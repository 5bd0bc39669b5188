import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { rowsOf, type Database, type DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER, readMigrationJournal, type JournalMigration } from './migration-journal.ts';
import { migrationLog } from './schema/index.ts';

/** A start's migrations failed; its message is one line naming the migration, for the operator. */
export class MigrationError extends Error {
  constructor(
    message: string,
    /** The failing migration's name, when it could be told. */
    readonly migration: string | null,
    options: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

export interface MigrateOptions {
  /** The migrations folder (tests hand in their own). */
  folder?: string;
  /** The time recorded as this start's (default: now). */
  now?: Date;
}

// NOTE: both drivers answer `execute` with `{ rows }`; Drizzle's shared type does not say so.

const tableExists = async (db: Database, name: string) =>
  (await rowsOf<{ found: boolean }>(db, sql`select to_regclass(${name}) is not null as found`))[0]?.found === true;

/** The `created_at` (journal time) of every migration Drizzle recorded; empty before the first start. */
async function recordedMigrations(db: Database): Promise<Set<number>> {
  if (!(await tableExists(db, 'drizzle.__drizzle_migrations'))) return new Set();
  const rows = await rowsOf<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations`);
  return new Set(rows.map((row) => Number(row.created_at)));
}

/** The failing migration: the one whose statement the driver's error names (Drizzle's `DrizzleQueryError.query`). */
function failingMigration(err: unknown, pending: JournalMigration[]): JournalMigration | undefined {
  const query = (err as { query?: unknown } | null)?.query;
  return typeof query === 'string' ? pending.find((migration) => migration.statements.includes(query)) : undefined;
}

/** The database's reason, on one line (the driver's error under Drizzle's, with its SQLSTATE). */
function reason(err: unknown): string {
  const cause = (err as { cause?: unknown }).cause ?? err;
  const { message, code } = cause as { message?: string; code?: string };
  const text = (message ?? String(cause)).replace(/\s+/g, ' ').trim();
  return code ? `${text} (SQLSTATE ${code})` : text;
}

function migrationError(err: unknown, journal: JournalMigration[], recorded: Set<number>): MigrationError {
  const pending = journal.filter((migration) => !recorded.has(migration.when));
  const failing = failingMigration(err, pending);
  const names = pending.map((migration) => migration.name).join(', ') || 'none';
  // NOTE: Drizzle runs all pending migrations in one transaction (pg-core dialect `migrate`, on
  // node-postgres and PGlite alike), so a failure rolls back every migration of this start.
  const rolledBack = `None of this start's migrations (${names}) was applied; the database is as it was.`;
  const message = failing
    ? `Database migration ${failing.name} failed: ${reason(err)}. ${rolledBack}`
    : `Database migrations failed: ${reason(err)}. ${rolledBack}`;
  return new MigrationError(message, failing?.name ?? null, { cause: err });
}

/**
 * Applies the SQL migrations from code, then records in `migration_log` when each migration of
 * this start was applied (Drizzle keeps only the journal's time). Drizzle runs all pending
 * migrations in one transaction, so a failing one leaves the database as it was; it throws a
 * `MigrationError` naming the migration. NOTE: `drizzle-kit migrate` fails silently on PGlite with
 * btree_gist, so the driver's own migrator runs here, at every start, under a lock.
 */
export async function runMigrations(handle: DatabaseHandle, { folder = MIGRATIONS_FOLDER, now = new Date() }: MigrateOptions = {}): Promise<void> {
  const journal = await readMigrationJournal(folder);
  await handle.withMigrationLock(async (db) => {
    const before = await recordedMigrations(db);
    try {
      if (handle.kind === 'pglite') {
        await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });
      } else {
        await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });
      }
    } catch (err) {
      throw migrationError(err, journal, before);
    }
    // NOTE: a crash between the migrator's commit and this insert leaves those migrations without
    // a time; the screen then shows the time of a later migration as an upper bound.
    const after = await recordedMigrations(db);
    const applied = journal.filter((migration) => after.has(migration.when) && !before.has(migration.when));
    // (A migrations folder older than the log's own migration has nowhere to record.)
    if (applied.length === 0 || !(await tableExists(db, 'public.migration_log'))) return;
    await db
      .insert(migrationLog)
      .values(applied.map((migration) => ({ name: migration.name, journalWhen: migration.when, appliedAt: now })))
      .onConflictDoNothing();
  });
}
