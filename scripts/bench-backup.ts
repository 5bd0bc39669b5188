// Backup and restore of a database with 10,000 bookings (200 customers, 3 therapists): on PGlite
// (data folder, no server running) and on PostgreSQL (pg_dump / pg_restore; skipped without the
// binaries). Measures the backup's time and size and the restore's time into an empty target.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { backupDatabase, findPgTool, restoreDatabase } from '../apps/server/src/modules/backups/index.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference.seed.ts';
import { startPgCluster } from '../apps/server/test/pg-cluster.ts';

const BOOKINGS = 10_000;
const work = mkdtempSync(join(tmpdir(), 'praxis-bench-backup-'));

/** Migrates, seeds and fills `handle` with BOOKINGS hourly bookings from 2027-01-04 on. */
async function fill(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await seedReferenceData(handle.db, 'sample');
  const db: Database = handle.db;
  const insertUsers = async (emails: string[]) =>
    (
      await db
        .insert(schema.users)
        .values(emails.map((email) => ({ email, firstName: 'Bench', lastName: email })))
        .returning({ id: schema.users.id })
    ).map((u) => u.id);
  const therapists = await insertUsers([1, 2, 3].map((n) => `therapist${n}@example.com`));
  const customers = await insertUsers(Array.from({ length: 200 }, (_, n) => `customer${n}@example.com`));
  const rows = Array.from({ length: BOOKINGS }, (_, i) => {
    const slot = Math.floor(i / therapists.length);
    const startMs = Date.UTC(2027, 0, 4) + Math.floor(slot / 10) * 86_400_000 + (8 + (slot % 10)) * 3_600_000;
    return {
      therapistId: therapists[i % therapists.length]!,
      customerId: customers[i % customers.length]!,
      therapyId: 1,
      arrangementId: 2,
      startsAt: new Date(startMs),
      endsAt: new Date(startMs + 3_600_000),
      durationMinutes: 55,
      priceRappen: 14000,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(schema.bookings).values(rows.slice(i, i + 500));
}

async function measure(kind: string, backupEnv: Record<string, string>, restoreEnv: Record<string, string>, ext: string): Promise<void> {
  const file = join(work, `backup-${kind}.${ext}`);
  let started = performance.now();
  await backupDatabase(loadConfig(backupEnv), file);
  const backupMs = performance.now() - started;
  started = performance.now();
  await restoreDatabase(loadConfig(restoreEnv), file);
  const restoreMs = performance.now() - started;
  const kib = statSync(file).size / 1024;
  console.log(
    `backup (${kind}, ${BOOKINGS} bookings): ${backupMs.toFixed(0)} ms, ${kib.toFixed(0)} KiB; restore into an empty target: ${restoreMs.toFixed(0)} ms`,
  );
}

try {
  const source = join(work, 'source');
  const handle = await openPglite(source);
  await fill(handle).finally(() => handle.close());
  await measure('PGlite', { DATA_DIR: source }, { DATA_DIR: join(work, 'restored') }, 'pglite.tar.gz');

  if (findPgTool('pg_dump') && findPgTool('pg_restore')) {
    const cluster = await startPgCluster();
    try {
      const admin = new pg.Client({ connectionString: cluster.url() });
      await admin.connect();
      await admin.query('CREATE DATABASE bench_source');
      await admin.query('CREATE DATABASE bench_restored');
      await admin.end();
      const postgres = openPostgres(cluster.url('bench_source'));
      await fill(postgres).finally(() => postgres.close());
      await measure('PostgreSQL', { DATABASE_URL: cluster.url('bench_source') }, { DATABASE_URL: cluster.url('bench_restored') }, 'pgdump');
    } finally {
      cluster.stop();
    }
  } else console.log('backup (PostgreSQL): skipped, pg_dump/pg_restore not found');
} finally {
  rmSync(work, { recursive: true, force: true });
}
