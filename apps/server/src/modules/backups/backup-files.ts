import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Config } from '../../config/env.ts';
import { dumpPgliteDir, restorePgliteDir } from '../../db/client.ts';
import { DataDirInUseError, lockDataDir } from '../../lib/data-dir-lock.ts';

const run = promisify(execFile);

export type BackupKind = 'pglite' | 'postgres';

/** A problem for the operator: one clear line, the CLI prints it and exits with code 1. */
export class BackupError extends Error {}

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

/** Writes `data` to `file` atomically (a `.part` file renamed into place), readable by the owner only. */
export async function writeBackupFile(file: string, data: Blob | Buffer): Promise<void> {
  const part = partFile(file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(part, data instanceof Blob ? Buffer.from(await data.arrayBuffer()) : data, { mode: 0o600 });
  await rename(part, file);
}

/** pg_dump in custom format of `url` into `file` (atomically, mode 0600). */
export async function pgDump(url: string, file: string): Promise<void> {
  const tool = requirePgTool('pg_dump');
  const part = partFile(file);
  await mkdir(dirname(file), { recursive: true });
  try {
    await run(tool, ['--format=custom', `--file=${part}`, `--dbname=${url}`], { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    await rm(part, { force: true });
    throw new BackupError(`pg_dump failed: ${firstLine((err as { stderr?: string }).stderr ?? String(err))}`);
  }
  await chmod(part, 0o600);
  await rename(part, file);
}

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Moves `from` to `to`, copying when they are on different file systems. */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    const part = partFile(to);
    await copyFile(from, part);
    await chmod(part, 0o600);
    await rename(part, to);
    await rm(from, { force: true });
  }
}

/**
 * Asks the server holding `dataDir` for a backup: a request file in `DATA_DIR/backup-requests/`,
 * which the server's `backup-requests` job answers with the dump and a `.done` (or `.failed`) marker.
 */
async function requestBackupFromServer(dataDir: string, file: string, pid: number, timeoutMs: number): Promise<void> {
  const folder = join(dataDir, REQUESTS_FOLDER);
  await mkdir(folder, { recursive: true });
  const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const request = join(folder, `${id}.request`);
  await writeFile(`${request}.tmp`, `${process.pid}\n`, { mode: 0o600 });
  await rename(`${request}.tmp`, request);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(join(folder, `${id}.done`))) {
      await move(join(folder, `${id}.${BACKUP_EXTENSION.pglite}`), file);
      await rm(join(folder, `${id}.done`), { force: true });
      return;
    }
    if (existsSync(join(folder, `${id}.failed`))) {
      const reason = (await readFile(join(folder, `${id}.failed`), 'utf8')).trim();
      await rm(join(folder, `${id}.failed`), { force: true });
      throw new BackupError(`The running server (process ${pid}) could not write the backup: ${reason}`);
    }
    await pause(200);
  }
  await rm(request, { force: true });
  throw new BackupError(
    `The server holding ${resolve(dataDir)} (process ${pid}) did not answer the backup request within ${Math.round(timeoutMs / 1000)} s. Is it running this version of the app? Stop it and run the backup again.`,
  );
}

/**
 * `npm run backup -- <file>`: PostgreSQL through pg_dump; PGlite directly when no server holds
 * the data folder (holding its lock meanwhile), else through the running server.
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
  let lock;
  try {
    lock = lockDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    await requestBackupFromServer(config.dataDir, target, err.pid, options.timeoutMs ?? 120_000);
    return 'pglite';
  }
  try {
    await writeBackupFile(target, await dumpPgliteDir(folder));
  } finally {
    lock.release();
  }
  return 'pglite';
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
  const args = ['--no-owner', '--exit-on-error', `--dbname=${url}`, ...(force ? ['--clean', '--if-exists'] : []), source];
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    throw new BackupError(`pg_restore failed: ${firstLine((err as { stderr?: string }).stderr ?? String(err))}`);
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
  try {
    const folder = pgliteFolder(dataDir);
    const existing = existsSync(folder) ? await readdir(folder) : [];
    if (existing.length > 0 && !force) {
      throw new BackupError(`${resolve(folder)} already holds a database: restore into an empty DATA_DIR, or add --force to replace it.`);
    }
    // NOTE: restored beside the old folder first, so a failed restore leaves the old database as it was.
    const restoring = `${folder}.restoring`;
    await rm(restoring, { recursive: true, force: true });
    await restorePgliteDir(restoring, new Blob([await readFile(source)], { type: 'application/x-gzip' }));
    await rm(folder, { recursive: true, force: true });
    await rename(restoring, folder);
  } finally {
    lock.release();
  }
}
