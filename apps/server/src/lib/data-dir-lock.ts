import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LOCK_FILE = 'server.lock';
/** Taken only to replace a stale lock, so two starting servers cannot both replace it. */
const TAKEOVER_FILE = 'server.lock.takeover';
/** A takeover file older than this was left by a process that died in the middle of one. */
const TAKEOVER_STALE_MS = 10_000;

/** Thrown when another live process holds the data folder. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The data folder ${dir} is in use by process ${pid} (another server). Stop it first or set DATA_DIR to another folder.`);
  }
}

export interface DataDirLock {
  /** The lock file, holding this process's id. */
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Whether process `pid` exists (a data folder's holder, a backup request's CLI). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in `path`; null when the file is gone; NaN when it holds no pid (0 and below would mean process groups). */
function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return pid > 0 ? pid : Number.NaN;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Creates `path` holding our pid; false if it exists. */
function create(path: string): boolean {
  try {
    writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    // NOTE: created but not written (a full disk): an empty lock would hold the folder for a while.
    rmSync(path, { force: true });
    throw err;
  }
}

/** Runs `fn` holding the takeover file; false if another process holds it right now. */
function withTakeover(dir: string, fn: () => void): boolean {
  const path = join(dir, TAKEOVER_FILE);
  if (!create(path)) {
    const age = Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_STALE_MS) rmSync(path, { force: true });
    return false;
  }
  try {
    fn();
  } finally {
    rmSync(path, { force: true });
  }
  return true;
}

/**
 * Takes the data folder for this process (creating the folder if missing): a lock file holding
 * our pid, created atomically. A lock whose process is gone (or is this very pid, reused after a
 * container restart) is stale and taken over. Throws DataDirInUseError when a live process holds it.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const release = () => {
    if (readPid(path) === process.pid) rmSync(path, { force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (create(path)) return { path, release };
    const holder = readPid(path);
    if (holder === null) continue;
    // NaN: a holder between creating the file and writing its pid; wait a moment, then call it stale.
    if (Number.isNaN(holder) && attempt < 20) {
      pause(50);
      continue;
    }
    if (holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dir, holder);
    // NOTE: re-read under the takeover file: another starter may have replaced the stale lock since.
    const tookOver = withTakeover(dir, () => {
      if (Object.is(readPid(path), holder)) rmSync(path, { force: true });
    });
    if (!tookOver) pause(50);
  }
  throw new Error(`Could not lock the data folder ${dir}: ${path} keeps changing`);
}
