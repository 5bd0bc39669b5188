import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandLine, freePort, isRunning, processGroup, waitForHealth } from './process-helpers.ts';

// The real `npm start` (npm, its shell, scripts/start.mjs with the server in it), as an operator
// runs it. WEB_DIST names a folder of its own, so start.mjs builds no web app.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

interface Started {
  npm: ChildProcessWithoutNullStreams;
  port: number;
  output: () => string;
  /** Resolves when every process holding npm's output has ended. */
  closed: Promise<void>;
}

function npmStart(dataDir: string, port: number, nodeEnv = 'test'): Started {
  // Own process group (detached), so the test can signal it as a terminal's Ctrl-C does and find every process in it.
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: dataDir, DATABASE_URL: '', SMTP_URL: '', NODE_ENV: nodeEnv, LOG_LEVEL: 'info' },
  });
  let output = '';
  npm.stdout.on('data', (chunk) => (output += chunk));
  npm.stderr.on('data', (chunk) => (output += chunk));
  const closed = new Promise<void>((resolve) => npm.stdout.on('close', resolve));
  return { npm, port, output: () => output, closed };
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'praxis-npm-start-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Praxis</title>');
  return dir;
}

/** The server process: node running scripts/start.mjs, below npm and its shell. */
function serverPid(started: Started): number {
  const pid = processGroup(started.npm.pid!).find((p) => /^(\S*\/)?node scripts\/start\.mjs/.test(commandLine(p)));
  if (pid === undefined) throw new Error('no server process in the group of npm start');
  return pid;
}

/** Signals the server as `send` does, then checks that the port closes and no process stays. */
async function expectCleanStop(started: Started, dataDir: string, send: () => void): Promise<void> {
  const pid = serverPid(started);
  const lock = join(dataDir, 'server.lock');
  const lockHolder = existsSync(lock) ? readFileSync(lock, 'utf8').trim() : null;
  send();
  await withTimeout(started.closed, 20_000, 'the server to end');
  await expect(fetch(`http://127.0.0.1:${started.port}/api/health`)).rejects.toThrow();
  expect(isRunning(pid)).toBe(false);
  await withTimeout(
    (async () => {
      while (processGroup(started.npm.pid!).length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    })(),
    5000,
    'every process of npm start to end',
  );
  expect(started.output()).toContain('database closed');
  expect(lockHolder).toBe(String(pid));
  expect(existsSync(lock)).toBe(false);
}

function killGroup(started: Started): void {
  try {
    process.kill(-started.npm.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

describe('npm start', () => {
  let dataDir: string;
  let first: Started;
  beforeAll(async () => {
    dataDir = await tempDataDir();
    first = npmStart(dataDir, await freePort());
    await waitForHealth(`http://127.0.0.1:${first.port}/api/health`, 90_000);
  }, 120_000);
  afterAll(async () => {
    killGroup(first);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same data folder at once, naming the folder and the process', async () => {
    const started = Date.now();
    const second = npmStart(dataDir, await freePort());
    try {
      const code = await withTimeout(new Promise<number | null>((resolve) => second.npm.on('exit', resolve)), 30_000, 'the second server to exit');
      expect(code).toBe(1);
      expect(second.output()).toContain(`The data folder ${dataDir} is in use by process ${serverPid(first)} (another server).`);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);
    } finally {
      killGroup(second);
    }
  });

  it('stops on SIGTERM to npm: the port closes and no process is left', async () => {
    await expectCleanStop(first, dataDir, () => first.npm.kill('SIGTERM'));
  });

  it('stops on Ctrl-C (SIGINT to the whole process group): the port closes and no process is left', async () => {
    const dir = await tempDataDir();
    const started = npmStart(dir, await freePort());
    try {
      await waitForHealth(`http://127.0.0.1:${started.port}/api/health`, 90_000);
      await expectCleanStop(started, dir, () => process.kill(-started.npm.pid!, 'SIGINT'));
    } finally {
      killGroup(started);
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('npm start in production', () => {
  const bundle = join(ROOT, 'apps/server/dist/server.mjs');
  beforeAll(() => {
    // What `npm run build` does for the server (about a second); the web app is WEB_DIST's own folder here.
    execFileSync(process.execPath, [join(ROOT, 'scripts/build-server.mjs')], { stdio: 'ignore' });
  }, 60_000);

  it('runs the bundled server of `npm run build`, not the TypeScript sources', async () => {
    const dir = await tempDataDir();
    const started = npmStart(dir, await freePort(), 'production');
    try {
      await waitForHealth(`http://127.0.0.1:${started.port}/api/health`, 90_000);
      expect(started.output()).toContain('"runs":"dist/server.mjs"');
      await expectCleanStop(started, dir, () => started.npm.kill('SIGTERM'));
    } finally {
      killGroup(started);
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses to start on a server build older than its sources, saying to build', async () => {
    const dir = await tempDataDir();
    await utimes(bundle, new Date(0), new Date(0));
    const started = npmStart(dir, await freePort(), 'production');
    try {
      const code = await withTimeout(new Promise<number | null>((resolve) => started.npm.on('exit', resolve)), 30_000, 'npm start to exit');
      expect(code).toBe(1);
      expect(started.output()).toContain('The server (apps/server/dist/server.mjs) is missing or older than its sources: run `npm run build`');
      await expect(fetch(`http://127.0.0.1:${started.port}/api/health`)).rejects.toThrow();
    } finally {
      const now = new Date();
      await utimes(bundle, now, now);
      killGroup(started);
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
