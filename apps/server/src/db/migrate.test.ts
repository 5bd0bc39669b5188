import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyDatabase, createTestDatabase, DB_KINDS } from '../../test/test-db.ts';
import { rowsOf, type Database, type DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER, readMigrationJournal } from './migration-journal.ts';
import { MigrationError, runMigrations } from './migrate.ts';

const tableExists = async (db: Database, name: string) =>
  (await rowsOf<{ found: boolean }>(db, sql`select to_regclass(${name}) is not null as found`))[0]!.found;
const count = async (db: Database, table: string) => Number((await rowsOf<{ n: string }>(db, sql.raw(`select count(*) as n from ${table}`)))[0]!.n);

/** A copy of the real migrations folder with `extra` migrations (name and SQL) appended to its journal. */
async function migrationsWith(extra: Array<[name: string, sql: string]>): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'praxis-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ idx: number; when: number; tag: string }> };
  const last = journal.entries.at(-1)!;
  for (const [index, [name, text]] of extra.entries()) {
    journal.entries.push({ ...last, idx: last.idx + index + 1, when: last.when + (index + 1) * 1000, tag: name });
    await writeFile(join(folder, `${name}.sql`), text);
  }
  await writeFile(journalFile, JSON.stringify(journal, null, 2));
  return folder;
}

const PROBE_OK = `CREATE TABLE "probe_a" ("id" integer);
--> statement-breakpoint
INSERT INTO "probe_a" VALUES (1);
--> statement-breakpoint
INSERT INTO "rate_events" ("bucket", "key", "at") VALUES ('probe', 'probe', now());`;
const PROBE_FAIL = `CREATE TABLE "probe_b" ("id" integer);
--> statement-breakpoint
SELECT * FROM "no_such_table";`;

describe.each(DB_KINDS)('migrations on %s', (kind) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });
  const open = async (database: Promise<DatabaseHandle>) => {
    const handle = await database;
    cleanup.push(() => handle.close());
    return handle;
  };
  const folderWith = async (extra: Array<[string, string]>) => {
    const folder = await migrationsWith(extra);
    cleanup.push(() => rm(folder, { recursive: true, force: true }));
    return folder;
  };

  it('stops at a failing migration, names it, and keeps nothing of that start (one transaction)', async () => {
    const handle = await open(createTestDatabase(kind));
    const folder = await folderWith([
      ['9000_probe_ok', PROBE_OK],
      ['9001_probe_fail', PROBE_FAIL],
    ]);
    const before = {
      drizzle: await count(handle.db, 'drizzle.__drizzle_migrations'),
      log: await count(handle.db, 'migration_log'),
      rates: await count(handle.db, 'rate_events'),
    };

    const failure = await runMigrations(handle, { folder }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(MigrationError);
    const error = failure as MigrationError;
    expect(error.migration).toBe('9001_probe_fail');
    expect(error.message).toMatch(/^Database migration 9001_probe_fail failed: relation "no_such_table" does not exist \(SQLSTATE 42P01\)\./);
    expect(error.message).toContain('9000_probe_ok, 9001_probe_fail');
    expect(error.message).not.toContain('\n');

    expect(await tableExists(handle.db, 'probe_a')).toBe(false);
    expect(await tableExists(handle.db, 'probe_b')).toBe(false);
    expect(await count(handle.db, 'rate_events')).toBe(before.rates);
    expect(await count(handle.db, 'drizzle.__drizzle_migrations')).toBe(before.drizzle);
    expect(await count(handle.db, 'migration_log')).toBe(before.log);
  });

  it('records when this start applied its migrations, keeping the times of earlier ones', async () => {
    const handle = await open(createTestDatabase(kind));
    const earlier = await rowsOf<{ name: string; applied_at: unknown }>(handle.db, sql`select name, applied_at from migration_log order by name`);
    const folder = await folderWith([
      ['9000_probe_ok', PROBE_OK],
      ['9001_probe_too', 'CREATE TABLE "probe_b" ("id" integer);'],
    ]);
    const now = new Date('2027-03-01T08:30:00Z');

    await runMigrations(handle, { folder, now });
    await runMigrations(handle, { folder, now: new Date('2027-03-02T08:30:00Z') });

    expect(await tableExists(handle.db, 'probe_a')).toBe(true);
    const log = await rowsOf<{ name: string; applied_at: Date | string }>(handle.db, sql`select name, applied_at from migration_log order by name`);
    expect(log.slice(0, earlier.length)).toEqual(earlier);
    expect(log.slice(earlier.length).map((row) => [row.name, new Date(row.applied_at).toISOString()])).toEqual([
      ['9000_probe_ok', now.toISOString()],
      ['9001_probe_too', now.toISOString()],
    ]);
  });

  it('leaves an empty database empty when a migration of its first start fails', async () => {
    const handle = await open(createEmptyDatabase(kind));
    const folder = await folderWith([['9001_probe_fail', PROBE_FAIL]]);

    await expect(runMigrations(handle, { folder })).rejects.toThrow(/^Database migration 9001_probe_fail failed: /);

    expect(await tableExists(handle.db, 'users')).toBe(false);
    expect(await tableExists(handle.db, 'migration_log')).toBe(false);
    // NOTE: Drizzle creates its own bookkeeping table before its transaction; it stays, empty.
    expect(await count(handle.db, 'drizzle.__drizzle_migrations')).toBe(0);
  });

  it('applies every migration to an empty database and records each with the time of the start', async () => {
    const handle = await open(createEmptyDatabase(kind));
    const now = new Date('2027-03-01T08:30:00Z');

    await runMigrations(handle, { now });

    const journal = await readMigrationJournal();
    const log = await rowsOf<{ name: string; applied_at: Date | string }>(handle.db, sql`select name, applied_at from migration_log order by journal_when`);
    expect(log.map((row) => row.name)).toEqual(journal.map((migration) => migration.name));
    expect(new Set(log.map((row) => new Date(row.applied_at).toISOString()))).toEqual(new Set([now.toISOString()]));
  });
});
