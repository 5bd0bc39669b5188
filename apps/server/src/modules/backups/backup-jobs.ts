import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../core/app-context.ts';
import { defineJob } from '../../core/jobs.ts';
import { dumpPglite, pgliteClient } from '../../db/client.ts';
import { isAlive } from '../../lib/data-dir-lock.ts';
import { BACKUP_EXTENSION, PART_FILE, pgDump, REQUESTS_FOLDER, writeBackupFile, type BackupKind } from './backup-files.ts';
import { nightlyBackupWritten, recordNightlyBackup, withNightlyLock } from './backups.repo.ts';

/** Nightly backups are written from this hour on (practice time). */
export const NIGHTLY_HOUR = 2;
const TIME_ZONE = 'Europe/Zurich';
/** Files in the requests folder older than this are left-overs of a CLI that gave up. */
const STALE_ANSWER_MS = 3_600_000;
const NIGHTLY_NAME = /^praxis-\d{4}-\d{2}-\d{2}\.(pglite\.tar\.gz|pgdump)$/;

/** The practice's local date (YYYY-MM-DD) and hour at `now`. */
function zurichDateAndHour(now: Date): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** Writes a backup of the context's database to `file`: PGlite through its own instance, PostgreSQL through pg_dump. */
async function writeBackup(ctx: AppContext, file: string): Promise<BackupKind> {
  const client = pgliteClient(ctx.db);
  if (client) {
    await writeBackupFile(file, await dumpPglite(client));
    return 'pglite';
  }
  if (!ctx.config.databaseUrl) throw new Error('no DATABASE_URL to back up');
  await pgDump(ctx.config.databaseUrl, file);
  return 'postgres';
}

/** The pid a request file holds (the CLI that is waiting for it); null when it holds none. */
async function requesterOf(file: string): Promise<number | null> {
  const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  return pid > 0 ? pid : null;
}

/**
 * Removes what a crashed server or CLI left in the requests folder. NOTE: the runner runs one pass
 * at a time and one server holds DATA_DIR, so at the start of a pass any claim (and any `.part`
 * file) is a dead server's; a request whose CLI process is gone has nobody to answer; answers
 * nobody collected are removed after an hour.
 */
async function clearStaleRequests(ctx: AppContext, folder: string): Promise<void> {
  for (const name of await readdir(folder)) {
    const file = join(folder, name);
    let stale: boolean;
    if (name.endsWith('.claimed') || PART_FILE.test(name)) stale = true;
    else if (name.endsWith('.request')) {
      const requester = await requesterOf(file);
      stale = requester !== null && !isAlive(requester);
    } else {
      const info = await stat(file).catch(() => null);
      stale = info !== null && Date.now() - info.mtimeMs > STALE_ANSWER_MS;
    }
    if (!stale) continue;
    await rm(file, { force: true });
    if (name.endsWith('.claimed')) ctx.log.warn({ file: name }, 'removed a backup request a stopped server had claimed');
  }
}

/** Answers the CLI's backup requests (`npm run backup` while this server holds DATA_DIR). */
export async function answerBackupRequests(ctx: AppContext): Promise<number> {
  if (!pgliteClient(ctx.db)) return 0;
  const folder = join(ctx.config.dataDir, REQUESTS_FOLDER);
  if (!existsSync(folder)) return 0;
  await clearStaleRequests(ctx, folder);
  let answered = 0;
  for (const name of await readdir(folder)) {
    if (!name.endsWith('.request')) continue;
    const id = name.slice(0, -'.request'.length);
    const claimed = join(folder, `${id}.claimed`);
    try {
      await rename(join(folder, name), claimed);
    } catch {
      continue; // withdrawn by the CLI (time-out) in the meantime
    }
    try {
      await writeBackup(ctx, join(folder, `${id}.${BACKUP_EXTENSION.pglite}`));
      await writeFile(join(folder, `${id}.done`), '', { mode: 0o600 });
    } catch (err) {
      ctx.log.error({ err }, 'backup request failed');
      // NOTE: on a full disk even this may fail (or leave an empty file): no answer at all then, and the CLI says so.
      const failed = join(folder, `${id}.failed`);
      await writeFile(failed, `${err instanceof Error ? err.message : String(err)}\n`, { mode: 0o600 }).catch(() => rm(failed, { force: true }));
    } finally {
      await rm(claimed, { force: true });
    }
    answered++;
  }
  return answered;
}

const STALE_PART_MS = 60 * 60_000;

/**
 * Once a day after 02:00 (practice time) writes `praxis-YYYY-MM-DD.<ext>` into BACKUP_DIR when
 * today's is missing, then deletes the oldest of its own files beyond BACKUP_KEEP. Instances on one
 * PostgreSQL database write one backup a night between them: the one holding the advisory lock
 * writes it, unless the `nightly_backups` table says an instance did already (a crashed writer's
 * lock ends with its connection, so another instance writes it at its next check).
 */
export async function nightlyBackup(ctx: AppContext, now: Date): Promise<number> {
  const dir = ctx.config.backupDir;
  if (!dir) return 0;
  const { date, hour } = zurichDateAndHour(now);
  if (hour < NIGHTLY_HOUR) return 0;
  const kind: BackupKind = pgliteClient(ctx.db) ? 'pglite' : 'postgres';
  const file = join(dir, `praxis-${date}.${BACKUP_EXTENSION[kind]}`);
  if (existsSync(file)) return 0;
  const once = async () => {
    if (await nightlyBackupWritten(ctx.db, date)) return 0;
    const started = performance.now();
    await writeBackup(ctx, file);
    const { size } = await stat(file);
    await recordNightlyBackup(ctx.db, { day: date, file: `praxis-${date}.${BACKUP_EXTENSION[kind]}`, bytes: size, writtenAt: now });
    ctx.log.info({ file, bytes: size, ms: Math.round(performance.now() - started) }, 'nightly backup written');
    return 1;
  };
  // PGlite: one server per data folder, nobody to share the night with.
  const written = kind === 'postgres' && ctx.config.databaseUrl ? await withNightlyLock(ctx.config.databaseUrl, once) : await once();
  if (!written) return 0;
  const old = (await readdir(dir))
    .filter((name) => NIGHTLY_NAME.test(name))
    .sort()
    .reverse()
    .slice(ctx.config.backupKeep);
  for (const name of old) await rm(join(dir, name), { force: true });
  await removeStaleParts(dir, now);
  return 1;
}

/** A write interrupted by a crash leaves its `.part` file; one older than an hour is no write in progress. */
async function removeStaleParts(dir: string, now: Date): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!name.startsWith('praxis-') || !PART_FILE.test(name)) continue;
    const file = join(dir, name);
    const { mtimeMs } = await stat(file);
    if (now.getTime() - mtimeMs > STALE_PART_MS) await rm(file, { force: true });
  }
}

export const backupJobs = [
  defineJob({ name: 'backup-requests', everySeconds: 2, run: (ctx) => answerBackupRequests(ctx) }),
  // A backup being written is finished before the server stops.
  defineJob({ name: 'nightly-backup', everySeconds: 600, stopGraceMs: 60_000, run: (ctx, { now }) => nightlyBackup(ctx, now) }),
];
