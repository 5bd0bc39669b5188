import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema/index.ts';
import { BackupError, backupDatabase, backupKindOf, findPgTool, requirePgTool, restoreDatabase } from '../src/modules/backups/index.ts';
import { seedDemoData } from '../src/seed/demo.seed.ts';
import { seedReferenceData } from '../src/seed/reference.seed.ts';
import { databaseFingerprint } from './db-fingerprint.ts';
import { freePort, waitForHealth } from './process-helpers.ts';
import { createTestApp } from './test-app.ts';
import { createPostgresDatabase, pgTemplateName, type DbKind } from './test-db.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER = join(ROOT, 'apps/server/src/server.ts');
// Far ahead, so no reminder or clean-up job of a running server touches these bookings meanwhile.
const DEMO_NOW = new Date('2031-03-03T08:00:00Z');

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'praxis-backup-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});
const folder = async (name: string) => mkdtemp(join(tmp, `${name}-`));

/**
 * Bookings (the demo schedule's), one of them cancelled, a signed health form and mails in the
 * outbox. Payments-to-come do not exist yet in this app: their rows will be covered by the
 * fingerprint of every table once their table exists.
 */
async function fillDatabase(db: Database): Promise<void> {
  await seedDemoData(db, DEMO_NOW);
  const [booking] = await db.select({ id: schema.bookings.id }).from(schema.bookings).limit(1);
  await db.update(schema.bookings).set({ cancelledAt: DEMO_NOW }).where(eq(schema.bookings.id, booking!.id));
  const [customer] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, 'lea.brunner@example.com'));
  await db.insert(schema.healthForms).values({
    userId: customer!.id,
    version: 1,
    answers: { allergies: 'Nüsse', medication: 'keine' },
    signature: { kind: 'typed', name: 'Lea Brunner' },
    signedAt: DEMO_NOW,
  });
  await db
    .insert(schema.mailOutbox)
    .values([1, 2].map((n) => ({ messageId: `<backup-${n}@test>`, toAddress: `c${n}@example.com`, subject: `Mail ${n}`, html: '<p>x</p>', text: 'x' })));
  const counts = (await db.execute(
    sql`select (select count(*) from bookings)::int as b, (select count(*) from bookings where cancelled_at is not null)::int as c, (select count(*) from health_forms)::int as h, (select count(*) from mail_outbox)::int as m`,
  )) as unknown as { rows: Array<Record<string, number>> };
  expect(counts.rows[0]).toMatchObject({ c: 1, h: 1, m: 2 });
  expect(counts.rows[0]!.b).toBeGreaterThan(1);
  // As in a server that has run on it: the start's data migrations (the seeded documents'
  // snapshots) are done, so a start on the restored copy finds nothing left to fill.
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), db, logger: false });
  await app.close();
}

async function fingerprintOf(handle: DatabaseHandle): Promise<string> {
  return (await databaseFingerprint(handle.db))();
}

/** Starts the app on a restored database as the server does (migrations, then the app) and answers its fingerprint. */
async function startAndFingerprint(handle: DatabaseHandle): Promise<string> {
  await runMigrations(handle);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), db: handle.db, logger: false });
  try {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    return await fingerprintOf(handle);
  } finally {
    await app.close();
  }
}

/** A migrated, seeded and filled PGlite data folder, closed again. */
async function filledPgliteFolder(): Promise<{ dataDir: string; fingerprint: string }> {
  const dataDir = await folder('data');
  const handle = await openPglite(dataDir);
  try {
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    await fillDatabase(handle.db);
    return { dataDir, fingerprint: await fingerprintOf(handle) };
  } finally {
    await handle.close();
  }
}

/** Runs a script of scripts/ as the operator does; its exit code and output. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

const roundTripKinds: DbKind[] = findPgTool('pg_dump') ? ['pglite', 'postgres'] : ['pglite'];

describe.each(roundTripKinds)('backup and restore on %s', (kind) => {
  it('restores every row of every table into a new empty database, and the server starts on it', async () => {
    const file = join(await folder('out'), `backup.${kind === 'pglite' ? 'pglite.tar.gz' : 'pgdump'}`);
    if (kind === 'pglite') {
      const { dataDir, fingerprint } = await filledPgliteFolder();
      expect(await backupDatabase(loadConfig({ DATA_DIR: dataDir }), file)).toBe('pglite');
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
      const target = await folder('restored');
      expect(await restoreDatabase(loadConfig({ DATA_DIR: target }), file)).toBe('pglite');
      const restored = await openPglite(target);
      try {
        expect(await startAndFingerprint(restored)).toBe(fingerprint);
      } finally {
        await restored.close();
      }
    } else {
      const source = await createPostgresDatabase(pgTemplateName());
      const target = await createPostgresDatabase(null);
      try {
        const original = openPostgres(source.url);
        let fingerprint: string;
        try {
          await fillDatabase(original.db);
          fingerprint = await fingerprintOf(original);
        } finally {
          await original.close();
        }
        expect(await backupDatabase(loadConfig({ DATABASE_URL: source.url }), file)).toBe('postgres');
        expect(await restoreDatabase(loadConfig({ DATABASE_URL: target.url }), file)).toBe('postgres');
        // A second restore finds the database filled: refused, unless forced.
        await expect(restoreDatabase(loadConfig({ DATABASE_URL: target.url }), file)).rejects.toThrow(/not empty.*--force/);
        await restoreDatabase(loadConfig({ DATABASE_URL: target.url }), file, { force: true });
        const restored = openPostgres(target.url);
        try {
          expect(await startAndFingerprint(restored)).toBe(fingerprint);
        } finally {
          await restored.close();
        }
      } finally {
        await source.drop();
        await target.drop();
      }
    }
    expect(await backupKindOf(file)).toBe(kind);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});

describe('backup and restore refusals', () => {
  let dataDir: string;
  let file: string;
  beforeAll(async () => {
    ({ dataDir } = await filledPgliteFolder());
    file = join(await folder('out'), 'backup.pglite.tar.gz');
    await backupDatabase(loadConfig({ DATA_DIR: dataDir }), file);
  });

  it('refuses a data folder that holds a database unless forced', async () => {
    const target = await folder('full');
    await restoreDatabase(loadConfig({ DATA_DIR: target }), file);
    const message = await restoreDatabase(loadConfig({ DATA_DIR: target }), file).catch((err: unknown) => err);
    expect(message).toBeInstanceOf(BackupError);
    expect(String(message)).toMatch(/already holds a database: restore into an empty DATA_DIR, or add --force/);
    await restoreDatabase(loadConfig({ DATA_DIR: target }), file, { force: true });
    expect(existsSync(join(target, 'pglite.restoring'))).toBe(false);
  });

  it('refuses a PGlite backup for PostgreSQL, a missing file, a file that is no backup, and an existing backup file', async () => {
    await expect(restoreDatabase(loadConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }), file)).rejects.toThrow(
      /is a PGlite backup \(DATA_DIR\), but the target is PostgreSQL/,
    );
    await expect(restoreDatabase(loadConfig({ DATA_DIR: await folder('x') }), join(tmp, 'missing.tar.gz'))).rejects.toThrow(/does not exist/);
    const notes = join(tmp, 'notes.txt');
    await writeFile(notes, 'hello');
    await expect(restoreDatabase(loadConfig({ DATA_DIR: await folder('x') }), notes)).rejects.toThrow(/not a backup of this app/);
    await expect(backupDatabase(loadConfig({ DATA_DIR: dataDir }), file)).rejects.toThrow(/exists already/);
    await expect(backupDatabase(loadConfig({ DATA_DIR: await folder('empty') }), join(tmp, 'none.tar.gz'))).rejects.toThrow(/no database/);
  });

  it('never restores into a data folder a running server holds', async () => {
    const target = await folder('locked');
    // The lock of another live process (this worker's parent stands in for the server).
    await writeFile(join(target, 'server.lock'), `${process.ppid}\n`);
    await expect(restoreDatabase(loadConfig({ DATA_DIR: target }), file)).rejects.toThrow(/in use by a running server .*stop it before restoring/);
    expect(await readdir(target)).toEqual(['server.lock']);
  });

  it('the restore CLI prints one line and exits with code 1 on a refusal', async () => {
    const result = await runScript('restore.ts', [join(tmp, 'missing.tar.gz')], { DATA_DIR: await folder('cli') });
    expect(result.code).toBe(1);
    expect(result.output.trim().split('\n')).toEqual([expect.stringMatching(/^The backup file .*missing\.tar\.gz does not exist\.$/)]);
  });
});

describe('backup of a running server (PGlite)', () => {
  it('asks the server holding DATA_DIR for the dump; restored, every row is there', async () => {
    const { dataDir } = await filledPgliteFolder();
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', NODE_ENV: 'test', WEB_DIST: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    const file = join(await folder('out'), 'live.pglite.tar.gz');
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, 45_000);
      const result = await runScript('backup.ts', [file], { DATA_DIR: dataDir });
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(/Backup \(pglite\) written to/);
      expect(await readdir(join(dataDir, 'backup-requests'))).toEqual([]);
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
    const original = await openPglite(dataDir);
    const fingerprint = await fingerprintOf(original).finally(() => original.close());
    const target = await folder('restored');
    const restore = await runScript('restore.ts', [file], { DATA_DIR: target });
    expect(restore.code, restore.output).toBe(0);
    const restored = await openPglite(target);
    try {
      expect(await startAndFingerprint(restored)).toBe(fingerprint);
    } finally {
      await restored.close();
    }
  });
});

describe('PostgreSQL client programs', () => {
  it('say how to install them when pg_dump is nowhere to be found', () => {
    expect(() => requirePgTool('pg_dump', [])).toThrow(BackupError);
    expect(() => requirePgTool('pg_dump', [])).toThrow(/^pg_dump was not found .*install the PostgreSQL client programs/);
    expect(findPgTool('pg_dump')).not.toBeNull();
  });
});

describe('nightly backups', () => {
  it('after 02:00 Zurich writes today’s backup once and keeps BACKUP_KEEP of its own files', async () => {
    const dir = await folder('nightly');
    for (const day of ['01', '02', '03', '04']) await writeFile(join(dir, `praxis-2027-01-${day}.pglite.tar.gz`), 'old');
    await writeFile(join(dir, 'notes.txt'), 'not ours');
    // What crashed writes leave behind: an hour old it is stale; a recent one may be another instance's write.
    const stalePart = 'praxis-2027-01-04.pglite.tar.gz.0a1b2c3d.part';
    const freshPart = 'praxis-2027-01-05.pglite.tar.gz.4e5f6a7b.part';
    await writeFile(join(dir, stalePart), 'half');
    await writeFile(join(dir, freshPart), 'half');
    await utimes(join(dir, stalePart), new Date('2027-01-05T00:00:00Z'), new Date('2027-01-05T00:00:00Z'));
    await utimes(join(dir, freshPart), new Date('2027-01-05T01:10:00Z'), new Date('2027-01-05T01:10:00Z'));
    const t = await createTestApp('pglite', { BACKUP_DIR: dir, BACKUP_KEEP: '3' });
    try {
      t.clock.set(new Date('2027-01-05T00:30:00Z')); // 01:30 in Zurich
      expect(await t.ctx.jobs.runOnce('nightly-backup')).toBe(0);
      t.clock.set(new Date('2027-01-05T01:30:00Z')); // 02:30 in Zurich
      expect(await t.ctx.jobs.runOnce('nightly-backup')).toBe(1);
      expect(await t.ctx.jobs.runOnce('nightly-backup')).toBe(0);
      expect((await readdir(dir)).sort()).toEqual([
        'notes.txt',
        'praxis-2027-01-03.pglite.tar.gz',
        'praxis-2027-01-04.pglite.tar.gz',
        'praxis-2027-01-05.pglite.tar.gz',
        freshPart,
      ]);
      const today = join(dir, 'praxis-2027-01-05.pglite.tar.gz');
      expect((await stat(today)).mode & 0o777).toBe(0o600);
      expect(await backupKindOf(today)).toBe('pglite');
    } finally {
      await t.close();
    }
  });
});
