import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat, truncate, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { createAppContext } from '../src/core/app-context.ts';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema/index.ts';
import { BackupError, backupDatabase, backupKindOf, findPgTool, requirePgTool, restoreDatabase } from '../src/modules/backups/index.ts';
import { backupsModule } from '../src/modules/backups/module.ts';
import { seedDemoData } from '../src/seed/demo.seed.ts';
import { seedReferenceData } from '../src/seed/reference.seed.ts';
import { databaseFingerprint } from './db-fingerprint.ts';
import { silentLog } from './mail-job-context.ts';
import { freePort, waitForHealth } from './process-helpers.ts';
import { canMountTmpfs, mountSmallDisk, type SmallDisk } from './small-disk.ts';
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

/** The lines a script printed (one, when it failed as it should). */
const linesOf = (output: string) => output.trim().split('\n');

/** Resolves once `condition` holds, checking every 50 ms; fails after `ms`. */
async function until(condition: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The id of a process that has ended (a crashed server's or CLI's, as a lock or request file keeps it). */
async function deadPid(): Promise<number> {
  const child = spawn('true');
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
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

  // Cut at half, and just before its end (where PGlite's own unpacking failed outside any promise: a stack trace).
  it.each([0.5, 0.99])('a PGlite backup cut short (at %s of its size) restores nothing: one line, exit code 1, no folder left', async (share) => {
    const cut = join(await folder('cut'), 'cut.pglite.tar.gz');
    await cp(file, cut);
    await truncate(cut, Math.floor((await stat(file)).size * share));
    const target = await folder('cut-target');
    const result = await runScript('restore.ts', [cut], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(linesOf(result.output)).toEqual([
      expect.stringMatching(
        /is damaged or incomplete \(unexpected end of file\): nothing was restored\. Restore another backup, e\.g\. an older nightly one\.$/,
      ),
    ]);
    expect(await readdir(target)).toEqual([]);
  });
});

describe.skipIf(!findPgTool('pg_dump'))('a PostgreSQL backup cut short', () => {
  it('restores nothing (one transaction): one line, exit code 1, no table in the database', async () => {
    const source = await createPostgresDatabase(pgTemplateName());
    const target = await createPostgresDatabase(null);
    try {
      const dump = join(await folder('pg-cut'), 'cut.pgdump');
      await backupDatabase(loadConfig({ DATABASE_URL: source.url }), dump);
      await truncate(dump, Math.floor((await stat(dump)).size * 0.8));
      const result = await runScript('restore.ts', [dump], { DATABASE_URL: target.url });
      expect(result.code).toBe(1);
      expect(linesOf(result.output)).toEqual([
        expect.stringMatching(/^pg_restore failed \(.+\): nothing was restored, the database is as it was\. Check the file/),
      ]);
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        const { rows } = await client.query(`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`);
        expect(rows[0]).toEqual({ n: 0 });
      } finally {
        await client.end();
      }
    } finally {
      await source.drop();
      await target.drop();
    }
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

describe('backup requests of a stopped server or CLI', () => {
  it('are cleared when the server starts answering: a dead server’s claim and partial file, a dead CLI’s request', async () => {
    const dataDir = await folder('stale');
    const requests = join(dataDir, 'backup-requests');
    await mkdir(requests);
    // A server claimed a request and was killed while writing its answer.
    await writeFile(join(requests, '1-0a0a0a0a.claimed'), `${process.pid}\n`);
    await writeFile(join(requests, '1-0a0a0a0a.pglite.tar.gz.0a1b2c3d.part'), 'half');
    // A CLI asked and was killed before the answer came.
    await writeFile(join(requests, '2-0b0b0b0b.request'), `${await deadPid()}\n`);
    // A CLI that waits: answered.
    await writeFile(join(requests, '3-0c0c0c0c.request'), `${process.pid}\n`);
    const t = await createTestApp('pglite', { DATA_DIR: dataDir });
    try {
      expect(await t.ctx.jobs.runOnce('backup-requests')).toBe(1);
      expect((await readdir(requests)).sort()).toEqual(['3-0c0c0c0c.done', '3-0c0c0c0c.pglite.tar.gz']);
    } finally {
      await t.close();
    }
  });

  it('npm run backup does not wait for a server that died holding its request: it backs up directly', async () => {
    const { dataDir, fingerprint } = await filledPgliteFolder();
    // A server that holds DATA_DIR and stops answering (it stands still, then it is killed).
    const holder = spawn('sleep', ['120']);
    const holderGone = new Promise((resolve) => holder.on('exit', resolve));
    await writeFile(join(dataDir, 'server.lock'), `${holder.pid}\n`);
    const file = join(await folder('out'), 'after-crash.pglite.tar.gz');
    const backup = runScript('backup.ts', [file], { DATA_DIR: dataDir });
    const requests = join(dataDir, 'backup-requests');
    const pending = async () => (existsSync(requests) ? (await readdir(requests)).filter((name) => name.endsWith('.request')) : []);
    await until(async () => (await pending()).length === 1, 30_000, 'backup request');
    // It claimed the request, and died.
    const [request] = await pending();
    await rename(join(requests, request!), join(requests, request!.replace(/\.request$/, '.claimed')));
    holder.kill('SIGKILL');
    await holderGone;
    const killedAt = Date.now();
    const result = await backup;
    // Long before the 120 s the request may wait for a live server.
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    expect(result.code, result.output).toBe(0);
    expect(linesOf(result.output)).toEqual([expect.stringMatching(/^Backup \(pglite\) written to /)]);
    expect(await readdir(requests)).toEqual([]);
    const target = await folder('after-crash-restored');
    await restoreDatabase(loadConfig({ DATA_DIR: target }), file);
    const restored = await openPglite(target);
    try {
      expect(await fingerprintOf(restored)).toBe(fingerprint);
    } finally {
      await restored.close();
    }
  }, 90_000);
});

describe('PostgreSQL client programs', () => {
  it('say how to install them when pg_dump is nowhere to be found', () => {
    expect(() => requirePgTool('pg_dump', [])).toThrow(BackupError);
    expect(() => requirePgTool('pg_dump', [])).toThrow(/^pg_dump was not found .*install the PostgreSQL client programs/);
    expect(findPgTool('pg_dump')).not.toBeNull();
  });
});

describe.skipIf(!findPgTool('pg_dump'))('nightly backups of two instances on one PostgreSQL database', () => {
  it('are written once a night between them, whichever instance comes first', async () => {
    const database = await createPostgresDatabase(pgTemplateName());
    const handles = [openPostgres(database.url), openPostgres(database.url)];
    const dirs = [await folder('nightly-a'), await folder('nightly-b')];
    // 02:30 in Zurich; each instance with a BACKUP_DIR of its own, so only the database can tell them apart.
    const now = () => new Date('2027-01-05T01:30:00Z');
    const instances = handles.map((handle, i) => {
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, BACKUP_DIR: dirs[i]! });
      const ctx = createAppContext({ db: handle.db, config, now, log: silentLog });
      ctx.jobs.add(backupsModule.jobs!);
      return ctx;
    });
    try {
      const first = await Promise.all(instances.map((ctx) => ctx.jobs.runOnce('nightly-backup')));
      expect(first.reduce((a, b) => a + b, 0)).toBe(1);
      const again = await Promise.all(instances.map((ctx) => ctx.jobs.runOnce('nightly-backup')));
      expect(again).toEqual([0, 0]);
      const files = [...(await readdir(dirs[0]!)), ...(await readdir(dirs[1]!))];
      expect(files).toEqual(['praxis-2027-01-05.pgdump']);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await database.drop();
    }
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

/**
 * Backups and restores that hit a full disk (a small tmpfs, filled up): one line saying so and what
 * to do, exit code 1, and nothing half-written left behind to keep the disk full.
 */
describe.skipIf(!canMountTmpfs())('backups and restores on a full disk (tmpfs)', () => {
  let disk: SmallDisk;
  let source: { dataDir: string; file: string };
  beforeAll(async () => {
    disk = mountSmallDisk(64);
    const { dataDir } = await filledPgliteFolder();
    const file = join(await folder('full-source'), 'source.pglite.tar.gz');
    await backupDatabase(loadConfig({ DATA_DIR: dataDir }), file);
    source = { dataDir, file };
  });
  afterAll(() => disk?.remove());
  const leftOnDisk = async (dir = disk.dir) => (await readdir(dir)).filter((name) => name !== 'filler');
  const diskFullLine =
    /^No space left on the disk of .+: the backup was not written and no partial file is left\. Free space there \(or choose another disk\) and run it again\.$/;

  it('npm run backup (PGlite) into it', async () => {
    disk.fill();
    try {
      const result = await runScript('backup.ts', [join(disk.dir, 'backup.pglite.tar.gz')], { DATA_DIR: source.dataDir });
      expect(result.code).toBe(1);
      expect(linesOf(result.output)).toEqual([expect.stringMatching(diskFullLine)]);
      expect(result.output).toContain(disk.dir);
      expect(await leftOnDisk()).toEqual([]);
      expect(existsSync(join(source.dataDir, 'server.lock'))).toBe(false);
    } finally {
      disk.free();
    }
  });

  it.skipIf(!findPgTool('pg_dump'))('npm run backup (PostgreSQL, pg_dump) into it', async () => {
    const database = await createPostgresDatabase(pgTemplateName());
    disk.fill();
    try {
      const result = await runScript('backup.ts', [join(disk.dir, 'backup.pgdump')], { DATABASE_URL: database.url });
      expect(result.code).toBe(1);
      expect(linesOf(result.output)).toEqual([expect.stringMatching(diskFullLine)]);
      expect(await leftOnDisk()).toEqual([]);
    } finally {
      disk.free();
      await database.drop();
    }
  });

  it('npm run restore (PGlite) into a DATA_DIR on it', async () => {
    const dataDir = join(disk.dir, 'data');
    await mkdir(dataDir);
    // Room for the data folder's lock, not for the database.
    disk.fill(64 * 1024);
    try {
      const result = await runScript('restore.ts', [source.file], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(linesOf(result.output)).toEqual([
        expect.stringMatching(
          /^No space left on the disk of .+ \(DATA_DIR\): nothing was restored and the data folder is as it was\. Free space there \(the database takes about \d+ MB\) and run it again\.$/,
        ),
      ]);
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      disk.free();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('the nightly backup into a BACKUP_DIR on it: no partial file, written at the next check once there is room', async () => {
    const dir = join(disk.dir, 'nightly');
    await mkdir(dir);
    const t = await createTestApp('pglite', { BACKUP_DIR: dir });
    try {
      t.clock.set(new Date('2027-01-05T01:30:00Z')); // 02:30 in Zurich
      disk.fill();
      expect(await t.ctx.jobs.runOnce('nightly-backup')).toBe(0);
      expect(await readdir(dir)).toEqual([]);
      disk.free();
      expect(await t.ctx.jobs.runOnce('nightly-backup')).toBe(1);
      expect(await readdir(dir)).toEqual(['praxis-2027-01-05.pglite.tar.gz']);
    } finally {
      disk.free();
      await t.close();
    }
  });
});

/**
 * A running server whose data folder's disk is full answers the CLI's backup request with one line
 * for the operator and leaves no partial file in its requests folder; its health says degraded.
 */
describe.skipIf(!canMountTmpfs())('backup of a running server whose disk is full (tmpfs)', () => {
  it('prints one line, exit code 1, and leaves nothing behind', async () => {
    const disk = mountSmallDisk(160);
    const { dataDir: filled } = await filledPgliteFolder();
    const dataDir = join(disk.dir, 'data');
    await cp(filled, dataDir, { recursive: true });
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', NODE_ENV: 'test', WEB_DIST: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, 45_000);
      // Room for the CLI's request and the server's answer, not for the backup.
      disk.fill(64 * 1024);
      const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
      expect(health).toMatchObject({ status: 'degraded', reason: 'STORAGE_FULL' });
      const result = await runScript('backup.ts', [join(await folder('out'), 'full.pglite.tar.gz')], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(linesOf(result.output)).toEqual([
        // With its reason, or without when even that found no room.
        expect.stringMatching(
          /^The running server \(process \d+\) could not write the backup(: No space left on the disk of .+: the backup was not written and no partial file is left\. Free space there \(or choose another disk\) and run it again| and gave no reason; the disk of .+ may be full: free space there and run the backup again)\.$/,
        ),
      ]);
      expect(await readdir(join(dataDir, 'backup-requests'))).toEqual([]);
      expect(server.exitCode).toBeNull();
    } finally {
      server.kill('SIGTERM');
      await exited;
      disk.remove();
    }
  }, 120_000);
});
