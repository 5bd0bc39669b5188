import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { waitForHealth } from './process-helpers.ts';
import { createTestDatabase } from './test-db.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

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
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', WEB_DIST: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    try {
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code, stderr).toBe(1);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
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
