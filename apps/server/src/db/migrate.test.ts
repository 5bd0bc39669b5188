import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyDatabase, createTestDatabase, DB_KINDS } from '../../test/test-db.ts';
import { rowsOf, type Database, type DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER, readMigrationJournal } from './migration-journal.ts';
import { MigrationError, runMigrations } from './migrate.ts';
import { bookingCounters } from './schema/index.ts';
import { nextYearlySequence } from './yearly-counter.repo.ts';

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

/** A copy of the real migrations folder whose journal ends before migration `tag`: the database as it was before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'praxis-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
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

  it('numbers the bookings made before booking numbers existed, per year made in (Zurich) and in the order made; the counters go on from there', async () => {
    const handle = await open(createEmptyDatabase(kind));
    const before = await migrationsBefore('0028_booking_numbers');
    cleanup.push(() => rm(before, { recursive: true, force: true }));
    await runMigrations(handle, { folder: before });
    const db = handle.db;
    await db.execute(sql`insert into therapies (id, label_key, image, sort_order) values (1, 'probe', '', 1)`);
    await db.execute(sql`insert into arrangements (id, duration_minutes, slot_minutes, price_rappen, image) values (1, 55, 60, 14000, '')`);
    const [therapist, customer] = await rowsOf<{ id: number }>(
      db,
      sql`insert into users (email) values ('lea@example.com'), ('anna@example.com') returning id`,
    );
    // Inserted out of the order made: the numbers follow created_at, then id.
    const made: Array<[name: string, createdAt: string, cancelled?: boolean]> = [
      ['d', '2027-02-01T10:00:00Z'],
      ['e', '2027-02-01T10:00:00Z'],
      ['c', '2026-12-31T22:00:00Z'], // 23:00 in Zurich: 2026
      ['a', '2026-03-01T10:00:00Z'],
      ['b', '2026-12-31T23:30:00Z'], // 00:30 on New Year's Day in Zurich: 2027
      ['f', '2027-03-01T10:00:00Z', true],
    ];
    for (const [index, [name, createdAt, cancelled]] of made.entries()) {
      const startsAt = new Date(Date.parse('2027-06-01T08:00:00Z') + index * 3_600_000);
      await db.execute(sql`insert into bookings (therapist_id, customer_id, therapy_id, arrangement_id, starts_at, ends_at, duration_minutes, price_rappen, customer_comment, created_at, cancelled_at)
        values (${therapist!.id}, ${customer!.id}, 1, 1, ${startsAt.toISOString()}, ${new Date(startsAt.getTime() + 3_600_000).toISOString()}, 55, 14000, ${name}, ${createdAt}, ${cancelled ? createdAt : null})`);
    }

    await runMigrations(handle);

    const numbered = await rowsOf<{ name: string; year: number; n: number }>(
      db,
      sql`select customer_comment as name, number_year as year, number_in_year as n from bookings order by customer_comment`,
    );
    expect(numbered.map((row) => [row.name, row.year, row.n])).toEqual([
      ['a', 2026, 1],
      ['b', 2027, 1],
      ['c', 2026, 2],
      ['d', 2027, 2],
      ['e', 2027, 3],
      ['f', 2027, 4],
    ]);
    expect(await rowsOf(db, sql`select year, last from booking_counters order by year`)).toEqual([
      { year: 2026, last: 2 },
      { year: 2027, last: 4 },
    ]);
    expect(await nextYearlySequence(db, bookingCounters, 2027)).toBe(5);
    expect(await nextYearlySequence(db, bookingCounters, 2028)).toBe(1);
  });

  it('keeps the valid-until of paid vouchers, clears it on unpaid ones, and raises a stored voucher validity below 5 years to 5 (audited)', async () => {
    const handle = await open(createEmptyDatabase(kind));
    const before = await migrationsBefore('0030_voucher_validity_from_payment');
    cleanup.push(() => rm(before, { recursive: true, force: true }));
    await runMigrations(handle, { folder: before });
    const db = handle.db;
    const [buyer] = await rowsOf<{ id: number }>(db, sql`insert into users (email) values ('anna@example.com') returning id`);
    const voucher = (number: string, code: string, confirmedAt: string | null) =>
      db.execute(sql`insert into vouchers (number, year, code, buyer_id, motif, initial_rappen, balance_rappen, ship_to, ship_by, payment_method, language, requested_on, valid_until, confirmed_at)
        values (${number}, 2026, ${code}, ${buyer!.id}, 'neutral', 14000, 14000, 'buyer', 'email', 'inPerson', 'de', '2026-05-04', '2029-05-03', ${confirmedAt})`);
    await voucher('2026-0001', 'AAAAAAAAAAAA', '2026-05-05T10:00:00Z');
    await voucher('2026-0002', 'BBBBBBBBBBBB', null);
    await db.execute(sql`insert into settings (key, value) values ('practice', ${JSON.stringify({ name: 'Praxis Probe', voucherValidityYears: 3 })}::jsonb)`);

    await runMigrations(handle);

    expect(await rowsOf(db, sql`select number, valid_until::text as "validUntil" from vouchers order by number`)).toEqual([
      // Paid: the date its certificate printed stays.
      { number: '2026-0001', validUntil: '2029-05-03' },
      { number: '2026-0002', validUntil: null },
    ]);
    const [stored] = await rowsOf<{ value: Record<string, unknown> }>(db, sql`select value from settings where key = 'practice'`);
    expect(stored!.value).toEqual({ name: 'Praxis Probe', voucherValidityYears: 5 });
    const audits = await rowsOf<{ detail: string }>(db, sql`select detail from audit_log where action = 'settings.update'`);
    expect(audits.map((a) => JSON.parse(a.detail))).toEqual([{ key: 'voucherValidityYears', old: 3, new: 5, reason: 'legal minimum (ADR 015)' }]);
    // From now on a paid voucher has a valid-until and an unpaid one none.
    await expect(voucher('2026-0003', 'CCCCCCCCCCCC', null)).rejects.toThrow();
  });

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
