import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const folders: string[] = [];
function tempFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'praxis-lock-'));
  folders.push(dir);
  return dir;
}
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const lockFile = (dir: string) => join(dir, 'server.lock');
/** The id of a process that has ended. */
const gonepid = () => spawnSync('true').pid!;

describe('data folder lock', () => {
  it('creates the folder, holds our pid and removes the lock on release', () => {
    const dir = join(tempFolder(), 'new', 'data');
    const lock = lockDataDir(dir);
    expect(lock.path).toBe(lockFile(dir));
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lock.release();
  });

  it('refuses a folder held by a live process, naming the folder and the process', async () => {
    const dir = tempFolder();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(lockFile(dir), `${holder.pid}\n`);
      expect(() => lockDataDir(join(dir, '.'))).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`The data folder ${dir} is in use by process ${holder.pid} (another server).`);
      expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone', () => {
    const dir = tempFolder();
    writeFileSync(lockFile(dir), `${gonepid()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock holding its own pid (left by an earlier life of a container)', () => {
    const dir = tempFolder();
    writeFileSync(lockFile(dir), `${process.pid}\n`);
    lockDataDir(dir).release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it.each(['', 'garbage', '0\n'])('takes over a lock file without a pid (%j) once it stays so', (content) => {
    const dir = tempFolder();
    writeFileSync(lockFile(dir), content);
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
  });

  it('does not remove a lock that another process holds by now', () => {
    const dir = tempFolder();
    const lock = lockDataDir(dir);
    writeFileSync(lock.path, '1\n');
    lock.release();
    expect(readFileSync(lock.path, 'utf8')).toBe('1\n');
  });

  it('lets exactly one of several processes take over the same stale lock', async () => {
    const dir = tempFolder();
    writeFileSync(lockFile(dir), `${gonepid()}\n`);
    const module = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
    const startAt = Date.now() + 3000;
    // Each waits for the same instant, tries, reports, and keeps what it took until told to end.
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(module)});
      while (Date.now() < ${startAt});
      try { lockDataDir(${JSON.stringify(dir)}); console.log('locked'); } catch (err) { console.log(err.constructor.name); }
      process.stdin.resume();`;
    const children = [1, 2, 3, 4].map(() => spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]));
    const outputs = await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((resolve) => {
            let out = '';
            child.stdout.on('data', (chunk) => {
              out += chunk;
              if (out.endsWith('\n')) resolve(out.trim());
            });
            child.stderr.on('data', (chunk) => (out += chunk));
            child.on('exit', () => resolve(out.trim()));
          }),
      ),
    );
    children.forEach((child) => child.stdin.end());
    expect(outputs.sort()).toEqual(['DataDirInUseError', 'DataDirInUseError', 'DataDirInUseError', 'locked']);
  });
});
