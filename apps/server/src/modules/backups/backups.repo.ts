import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from '../../db/client.ts';
import { nightlyBackups } from '../../db/schema/index.ts';

/** The advisory lock of the nightly backup (the migrations take 727274). */
const NIGHTLY_LOCK = 727275;

/**
 * Runs `fn` holding the nightly backup's advisory lock on a PostgreSQL connection of its own, or
 * answers null at once when another instance holds it. NOTE: a connection of its own, outside the
 * pool: a session lock lives as long as its connection (a crashed holder's ends with it), and a
 * pool's connection would be lent to other work meanwhile (and closed when idle).
 */
export async function withNightlyLock<T>(url: string, fn: () => Promise<T>): Promise<T | null> {
  const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
  // A restart of the database while the dump runs ends this connection: the dump fails on its own.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [NIGHTLY_LOCK]);
    if (!rows[0]?.locked) return null;
    try {
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [NIGHTLY_LOCK]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether the nightly backup of practice day `day` (YYYY-MM-DD) was written, by any instance. */
export async function nightlyBackupWritten(db: Executor, day: string): Promise<boolean> {
  const [row] = await db.select({ day: nightlyBackups.day }).from(nightlyBackups).where(eq(nightlyBackups.day, day));
  return row !== undefined;
}

export async function recordNightlyBackup(db: Executor, row: typeof nightlyBackups.$inferInsert): Promise<void> {
  await db.insert(nightlyBackups).values(row).onConflictDoNothing();
}
