import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { chmod, copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import pg from 'pg';
import type { Config } from '../../config/env.ts';
import { isStorageFull } from '../../db/database-errors.ts';
import { dumpPgliteDir, restorePgliteDir } from '../../db/client.ts';
import { DataDirInUseError, isAlive, lockDataDir } from '../../lib/data-dir-lock.ts';

const run = promisify(execFile);
const gunzipAsync = promisify(gunzip);

export type BackupKind = 'pglite' | 'postgres';

/** A problem for the operator: one clear line, the CLI prints it and exits with code 1. */
export class BackupError extends Error {}

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';
const errorText = (err: unknown) => firstLine((err as { stderr?: string }).stderr || (err instanceof Error ? err.message : String(err)));

/** The operator's line for a write into `dir` that failed: a full disk says so and what to do. */
function writeFailure(err: unknown, dir: string, what: string): BackupError {
  if (err instanceof BackupError) return err;
  if (isStorageFull(err)) {
    return new BackupError(
      `No space left on the disk of ${dir}: ${what} was not written and no partial file is left. Free space there (or choose another disk) and run it again.`,
    );
  }
  return new BackupError(`Writing ${what} into ${dir} failed (${errorText(err)}); no partial file is left.`);
}

/**
 * What an interrupted CLI (Ctrl-C, SIGTERM) must undo: partial files and folders, withdrawn
 * requests, the data folder's lock. Each entry is removed once its step ends either way.
 */
const pendingCleanups = new Set<() => void>();

/** Undoes what is half done (the CLI calls it when interrupted); synchronous, as the process exits right after. */
export function cleanUpInterrupted(): void {
  for (const cleanup of pendingCleanups) {
    try {
      cleanup();
    } catch {
      // NOTE: best effort while exiting; the next run or server start clears the rest.
    }
  }
  pendingCleanups.clear();
}

/** Runs `fn`; `path` (a file or folder it writes) is removed when `fn` fails or the CLI is interrupted meanwhile. */
async function removedOnFailure<T>(path: string, fn: () => Promise<T>): Promise<T> {
  const cleanup = () => rmSync(path, { recursive: true, force: true });
  pendingCleanups.add(cleanup);
  try {
    return await fn();
  } catch (err) {
    await rm(path, { recursive: true, force: true });
    throw err;
  } finally {
    pendingCleanups.delete(cleanup);
  }
}

/** The file endings of each kind's backups. */
export const BACKUP_EXTENSION: Record<BackupKind, string> = { pglite: 'pglite.tar.gz', postgres: 'pgdump' };

/** Where a running server answers backup requests of the CLI (inside DATA_DIR). */
export const REQUESTS_FOLDER = 'backup-requests';

const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

/** The backup's kind from its first bytes: gzip (PGlite's tarball) or pg_dump's custom format. */
export async function backupKindOf(file: string): Promise<BackupKind | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    return null;
  } finally {
    await handle.close();
  }
}

/** Where PostgreSQL's client programs may be: PATH, then /usr/lib/postgresql/<version>/bin, newest first. */
function pgToolDirs(): string[] {
  const dirs = (process.env.PATH ?? '').split(':').filter(Boolean);
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return [...dirs, ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`)];
}

/** A PostgreSQL client program (pg_dump, pg_restore) in `dirs`; null if none. */
export function findPgTool(name: 'pg_dump' | 'pg_restore', dirs = pgToolDirs()): string | null {
  return dirs.map((dir) => join(dir, name)).find((path) => existsSync(path)) ?? null;
}

/** The program's path, or a BackupError that says how to install it. */
export function requirePgTool(name: 'pg_dump' | 'pg_restore', dirs = pgToolDirs()): string {
  const path = findPgTool(name, dirs);
  if (!path) {
    throw new BackupError(
      `${name} was not found on PATH or in /usr/lib/postgresql/*/bin: install the PostgreSQL client programs of your server's version (e.g. apt install postgresql-client-16).`,
    );
  }
  return path;
}

/** A temporary name beside `file`, of this writer only (two servers on one PostgreSQL may write the same nightly file). */
const partFile = (file: string) => `${file}.${randomBytes(4).toString('hex')}.part`;
/** A `.part` file that `partFile` made. */
export const PART_FILE = /\.[0-9a-f]{8}\.part$/;

/**
 * Writes `data` to `file` atomically (a `.part` file renamed into place), readable by the owner
 * only; a failed write (a full disk) leaves no `.part` behind and throws a BackupError.
 */
export async function writeBackupFile(file: string, data: Blob | Buffer): Promise<void> {
  const part = partFile(file);
  try {
    await mkdir(dirname(file), { recursive: true });
    await removedOnFailure(part, async () => {
      await writeFile(part, data instanceof Blob ? Buffer.from(await data.arrayBuffer()) : data, { mode: 0o600 });
      await rename(part, file);
    });
  } catch (err) {
    throw writeFailure(err, dirname(file), 'the backup');
  }
}

/** pg_dump in custom format of `url` into `file` (atomically, mode 0600; a failure leaves no `.part`). */
export async function pgDump(url: string, file: string): Promise<void> {
  const tool = requirePgTool('pg_dump');
  const part = partFile(file);
  try {
    await mkdir(dirname(file), { recursive: true });
    await removedOnFailure(part, async () => {
      try {
        await run(tool, ['--format=custom', `--file=${part}`, `--dbname=${url}`], { maxBuffer: 16 * 1024 * 1024 });
      } catch (err) {
        // NOTE: pg_dump says "could not write to output file: No space left on device": writeFailure knows it.
        if (isStorageFull(err)) throw err;
        throw new BackupError(`pg_dump failed: ${errorText(err)}`);
      }
      await chmod(part, 0o600);
      await rename(part, file);
    });
  } catch (err) {
    throw writeFailure(err, dirname(file), 'the backup');
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Moves `from` to `to`, copying when they are on different file systems (a failed copy leaves no `.part`). */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw writeFailure(err, dirname(to), 'the backup');
    const part = partFile(to);
    try {
      await removedOnFailure(part, async () => {
        await copyFile(from, part);
        await chmod(part, 0o600);
        await rename(part, to);
      });
    } catch (copyErr) {
      throw writeFailure(copyErr, dirname(to), 'the backup');
    }
    await rm(from, { force: true });
  }
}

/** How a request to the running server ended when it did not fail: written, or its server is gone. */
type RequestOutcome = 'written' | 'serverGone';

/**
 * Asks the server holding `dataDir` (process `pid`) for a backup: a request file in
 * `DATA_DIR/backup-requests/` holding our pid, which the server's `backup-requests` job claims
 * (renames to `.claimed`) and answers with the dump and a `.done` (or `.failed`) marker. While
 * waiting it watches the server: when that process is gone (a crash, a kill) it withdraws the request
 * and answers 'serverGone' at once instead of waiting out the time limit.
 */
async function requestBackupFromServer(dataDir: string, file: string, pid: number, timeoutMs: number): Promise<RequestOutcome> {
  const folder = join(dataDir, REQUESTS_FOLDER);
  await mkdir(folder, { recursive: true });
  const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const path = (suffix: string) => join(folder, `${id}.${suffix}`);
  // Everything of this request: the request in either state, the answer, its markers.
  const withdraw = () => {
    for (const suffix of ['request.tmp', 'request', 'claimed', BACKUP_EXTENSION.pglite, 'done', 'failed']) rmSync(path(suffix), { force: true });
  };
  pendingCleanups.add(withdraw);
  try {
    try {
      await writeFile(path('request.tmp'), `${process.pid}\n`, { mode: 0o600 });
      await rename(path('request.tmp'), path('request'));
    } catch (err) {
      throw writeFailure(err, folder, 'the request to the running server');
    }
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (existsSync(path('done'))) {
        await move(path(BACKUP_EXTENSION.pglite), file);
        return 'written';
      }
      const noReason = new BackupError(
        `The running server (process ${pid}) could not write the backup and gave no reason; the disk of ${resolve(dataDir)} may be full: free space there and run the backup again.`,
      );
      if (existsSync(path('failed'))) {
        // An empty answer: the server could not even write its reason (a full disk).
        const reason = (await readFile(path('failed'), 'utf8')).trim();
        throw reason ? new BackupError(`The running server (process ${pid}) could not write the backup: ${reason}`) : noReason;
      }
      if (!isAlive(pid)) return 'serverGone';
      // NOTE: the server writes its answer before it removes the claim: neither left, and no answer after all, means it gave up.
      if (!existsSync(path('request')) && !existsSync(path('claimed')) && !existsSync(path('done')) && !existsSync(path('failed'))) throw noReason;
      await pause(200);
    }
    const seconds = Math.round(timeoutMs / 1000);
    throw new BackupError(
      existsSync(path('claimed'))
        ? `The server holding ${resolve(dataDir)} (process ${pid}) was still writing the backup after ${seconds} s: run the backup again when the server is less busy, or stop the server and run it then (it backs up directly).`
        : `The server holding ${resolve(dataDir)} (process ${pid}) did not take up the backup request within ${seconds} s: it may run an older version of the app, which does not answer backup requests. Stop it and run the backup again.`,
    );
  } finally {
    withdraw();
    pendingCleanups.delete(withdraw);
  }
}

/**
 * `npm run backup -- <file>`: PostgreSQL through pg_dump; PGlite directly when no server holds
 * the data folder (holding its lock meanwhile), else through the running server. When that server
 * stops while we wait, the data folder is free (or another server took it): ask again from the start.
 */
export async function backupDatabase(config: Config, file: string, options: { timeoutMs?: number } = {}): Promise<BackupKind> {
  const target = resolve(file);
  if (existsSync(target)) throw new BackupError(`${target} exists already: choose a new file name.`);
  if (config.databaseUrl) {
    await pgDump(config.databaseUrl, target);
    return 'postgres';
  }
  const folder = pgliteFolder(config.dataDir);
  if (!existsSync(folder) || readdirSync(folder).length === 0) {
    throw new BackupError(`There is no database in ${resolve(config.dataDir)} (DATA_DIR): nothing to back up.`);
  }
  for (let attempt = 1; ; attempt++) {
    let lock;
    try {
      lock = lockDataDir(config.dataDir);
    } catch (err) {
      if (!(err instanceof DataDirInUseError)) throw err;
      const outcome = await requestBackupFromServer(config.dataDir, target, err.pid, options.timeoutMs ?? 120_000);
      if (outcome === 'written') return 'pglite';
      if (attempt === 3) {
        throw new BackupError(
          `The servers holding ${resolve(config.dataDir)} kept stopping while the backup waited (last: process ${err.pid}): run the backup again once the server runs steadily.`,
        );
      }
      continue;
    }
    const release = lock.release;
    pendingCleanups.add(release);
    try {
      let dump: Blob;
      try {
        dump = await dumpPgliteDir(folder);
      } catch (err) {
        throw new BackupError(
          isStorageFull(err)
            ? `No space left on the disk of ${resolve(config.dataDir)} (DATA_DIR): the database cannot be opened to back it up. Free space there and run it again.`
            : `The database in ${resolve(folder)} could not be opened to back it up (${errorText(err)}).`,
        );
      }
      await writeBackupFile(target, dump);
    } finally {
      release();
      pendingCleanups.delete(release);
    }
    return 'pglite';
  }
}

/** Tables in the app's schemas of the database at `url` (restore refuses a database that has any). */
async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`);
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

const KIND_NAMES: Record<BackupKind, string> = { pglite: 'a PGlite backup (DATA_DIR)', postgres: 'a PostgreSQL backup (pg_dump)' };

/**
 * `npm run restore -- <file> [--force]`: into an empty DATA_DIR (PGlite) or an empty PostgreSQL
 * database; `force` replaces what is there. Never touches a data folder a running server holds.
 */
export async function restoreDatabase(config: Config, file: string, options: { force?: boolean } = {}): Promise<BackupKind> {
  const source = resolve(file);
  const info = await stat(source).catch(() => null);
  if (!info?.isFile()) throw new BackupError(`The backup file ${source} does not exist.`);
  const kind = await backupKindOf(source);
  if (!kind) throw new BackupError(`${source} is not a backup of this app (neither a PGlite .tar.gz nor a pg_dump custom-format file).`);
  const targetKind: BackupKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== targetKind) {
    throw new BackupError(
      `${source} is ${KIND_NAMES[kind]}, but the target is ${targetKind === 'postgres' ? 'PostgreSQL (DATABASE_URL is set)' : 'PGlite (DATA_DIR, DATABASE_URL is not set)'}: restore it into a database of its own kind.`,
    );
  }
  if (kind === 'postgres') await restorePostgres(config.databaseUrl!, source, options.force ?? false);
  else await restorePglite(config.dataDir, source, options.force ?? false);
  return kind;
}

async function restorePostgres(url: string, source: string, force: boolean): Promise<void> {
  const tool = requirePgTool('pg_restore');
  if (!force && (await postgresTableCount(url)) > 0) {
    throw new BackupError('The PostgreSQL database of DATABASE_URL is not empty: restore into an empty database, or add --force to replace its contents.');
  }
  // NOTE: one transaction: a restore that fails half-way (a damaged file, a full disk) leaves the database as it was.
  const args = ['--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${url}`, ...(force ? ['--clean', '--if-exists'] : []), source];
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const what = isStorageFull(err) ? "the database server's disk is full" : errorText(err);
    throw new BackupError(
      `pg_restore failed (${what}): nothing was restored, the database is as it was. ${isStorageFull(err) ? 'Free space there and run it again.' : 'Check the file, or restore another backup.'}`,
    );
  }
}

/** The tar inside a PGlite backup; a BackupError when the file is damaged or cut short. */
async function unpackPgliteBackup(source: string): Promise<Blob> {
  try {
    // NOTE: unpacked here, not by PGlite: PGlite's own unpacking of a cut-short file fails outside any promise it returns (an uncaught error).
    return new Blob([await gunzipAsync(await readFile(source))], { type: 'application/x-tar' });
  } catch (err) {
    throw new BackupError(`${source} is damaged or incomplete (${errorText(err)}): nothing was restored. Restore another backup, e.g. an older nightly one.`);
  }
}

async function restorePglite(dataDir: string, source: string, force: boolean): Promise<void> {
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      throw new BackupError(`The data folder ${err.dir} is in use by a running server (process ${err.pid}): stop it before restoring.`);
    }
    throw err;
  }
  const release = lock.release;
  pendingCleanups.add(release);
  try {
    const folder = pgliteFolder(dataDir);
    const existing = existsSync(folder) ? await readdir(folder) : [];
    if (existing.length > 0 && !force) {
      throw new BackupError(`${resolve(folder)} already holds a database: restore into an empty DATA_DIR, or add --force to replace it.`);
    }
    const tarball = await unpackPgliteBackup(source);
    // NOTE: restored beside the old folder first, so a failed restore leaves the old database as it was.
    const restoring = `${folder}.restoring`;
    await rm(restoring, { recursive: true, force: true });
    try {
      await removedOnFailure(restoring, () => restorePgliteDir(restoring, tarball));
    } catch (err) {
      if (isStorageFull(err)) {
        throw new BackupError(
          `No space left on the disk of ${resolve(dataDir)} (DATA_DIR): nothing was restored and the data folder is as it was. Free space there (the database takes about ${Math.ceil(tarball.size / 1024 / 1024)} MB) and run it again.`,
        );
      }
      throw new BackupError(`${source} could not be restored (${errorText(err)}): nothing was restored and the data folder is as it was.`);
    }
    await rm(folder, { recursive: true, force: true });
    await rename(restoring, folder);
  } finally {
    release();
    pendingCleanups.delete(release);
  }
}
