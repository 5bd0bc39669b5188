import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A small file system of its own (tmpfs), to fill up: full-disk drills without touching the machine's disks. */
export interface SmallDisk {
  /** Where it is mounted. */
  dir: string;
  /** Fills what is left with a filler file (but `leaveBytes`): every further write that needs more room fails with ENOSPC. */
  fill(leaveBytes?: number): void;
  /** Removes the filler. */
  free(): void;
  /** Unmounts it (its contents are gone) and removes the mount point. */
  remove(): void;
}

let mountable: boolean | null = null;

/** Whether this machine lets us mount a tmpfs (root, or a container that allows it). */
export function canMountTmpfs(): boolean {
  if (mountable === null) {
    const probe = mkdtempSync(join(tmpdir(), 'praxis-tmpfs-probe-'));
    mountable = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe]).status === 0;
    if (mountable) spawnSync('umount', [probe]);
    rmSync(probe, { recursive: true, force: true });
  }
  return mountable;
}

/** Mounts a tmpfs of `megabytes` on a new folder; `mode` sets its permissions (`1777` lets another user, such as postgres, write there). */
export function mountSmallDisk(megabytes: number, options: { mode?: string } = {}): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), 'praxis-small-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m${options.mode ? `,mode=${options.mode}` : ''}`, 'tmpfs', dir]);
  const filler = join(dir, 'filler');
  return {
    dir,
    fill(leaveBytes = 0) {
      // dd stops with ENOSPC (exit 1) once the disk is full: that is the point.
      spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' });
      if (leaveBytes > 0) truncateSync(filler, Math.max(0, statSync(filler).size - leaveBytes));
    },
    free: () => rmSync(filler, { force: true }),
    remove() {
      spawnSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
