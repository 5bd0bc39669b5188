import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openPglite } from '../src/db/client.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migration-journal.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { waitForHealth } from './process-helpers.ts';
import { createTestDatabase } from './test-db.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** Starts the server on the PGlite folder `dataDir` and waits for it to exit: its code and error output. */
async function runUntilExit(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', WEB_DIST: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stderr };
}

describe('server process', () => {
  it('finishes an in-flight request before closing', async () => {
    const handle = await createTestDatabase('pglite');
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), db: handle.db, logger: false });
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/api/test-slow', { config: { permission: 'public' } }, async () => {
      entered();
      await gate;
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const inFlight = fetch(`${address}/api/test-slow`);
      await inHandler;
      const closing = app.close();
      release();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ done: true });
      await closing;
      await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });

  it('stops the server process on SIGTERM with exit code 0, closes the database and frees the data folder', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'praxis-shutdown-'));
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', WEB_DIST: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, 45_000);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('database closed');
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('frees the data folder when the start fails', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'praxis-failed-start-'));
    // A file where the database folder belongs: opening the database fails.
    await writeFile(join(dataDir, 'pglite'), 'not a folder');
    try {
      const { code, stderr } = await runUntilExit(dataDir);
      expect(code, stderr).toBe(1);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('stops with a one-line message naming the failing migration, exit code 1, and the database as it was', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'praxis-failed-migration-'));
    // A database at 0009 with a table in the way of 0010_migration_log: that migration fails.
    const folder = join(dataDir, 'migrations-to-0009');
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0010');
    await writeFile(journalFile, JSON.stringify(journal));
    const prepared = await openPglite(dataDir);
    await runMigrations(prepared, { folder });
    await prepared.db.execute(sql`create table migration_log (note text)`);
    await prepared.close();

    try {
      const { code, stderr } = await runUntilExit(dataDir);
      expect(code, stderr).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^Database migration 0010_migration_log failed: relation "migration_log" already exists/),
      ]);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
      const after = await openPglite(dataDir);
      try {
        const rows = (await after.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ n: number }> };
        expect(rows.rows[0]!.n).toBe(10);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a bad environment and lists every problem', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope', DEMO_DATA: 'yes' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment');
    for (const name of ['PORT', 'DATABASE_URL', 'DEMO_DATA']) expect(stderr).toContain(name);
  });
});
