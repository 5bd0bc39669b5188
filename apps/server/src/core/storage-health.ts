import { statfs } from 'node:fs/promises';
import { isStorageFull } from '../db/database-errors.ts';

/** Below this much free space on PGlite's disk, writes are about to fail (a write-ahead-log segment is 16 MB). */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;
/** How long a write that failed for a full disk keeps the health at `degraded`. */
export const REMEMBER_FULL_MS = 60_000;

export type StorageState = { full: false } | { full: true; detail: string };

/**
 * Whether the database can write, cheaply. Two signs, either one is enough:
 * - a write that failed with disk_full (53100) or ENOSPC in the last minute, remembered by the error
 *   handler and the job runner (the only sign for PostgreSQL, whose disk is not ours to look at);
 * - PGlite: its data folder's file system has less than 16 MB free (one `statfs`, no write). A tiny
 *   test write would not do: an update of an existing row goes into free room of its page and
 *   succeeds on a full disk, while any insert that needs a new page fails.
 */
export class StorageHealth {
  private lastFullAt: number | null = null;

  constructor(
    /** PGlite's data folder on disk; null for PostgreSQL and an in-memory PGlite. */
    private readonly dataDir: string | null,
    private readonly now: () => Date,
  ) {}

  /** Remembers `error` if it says the disk is full; answers whether it did. */
  noteFailure(error: unknown): boolean {
    if (!isStorageFull(error)) return false;
    this.lastFullAt = this.now().getTime();
    return true;
  }

  async check(): Promise<StorageState> {
    if (this.dataDir) {
      const free = await freeBytes(this.dataDir);
      if (free !== null && free < MIN_FREE_BYTES) {
        return {
          full: true,
          detail: `The disk of the database (DATA_DIR) has ${Math.floor(free / 1024 / 1024)} MB free: changes cannot be saved. Free space on it.`,
        };
      }
    }
    if (this.lastFullAt !== null) {
      const ago = this.now().getTime() - this.lastFullAt;
      if (ago < REMEMBER_FULL_MS) {
        return { full: true, detail: `A change failed ${Math.round(ago / 1000)} s ago because the database's disk is full. Free space on it.` };
      }
    }
    return { full: false };
  }
}

/** Bytes an unprivileged writer may still use on `dir`'s file system; null when it cannot be read. */
async function freeBytes(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}
