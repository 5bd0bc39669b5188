// `npm run bench`: figures that are measured, not asserted. Prints a table and writes
// .bench/results.json. Measures: cold start to healthy (PGlite and PostgreSQL, first start with
// migrations and seed, and a restart; the bundled server and, to compare, the sources through tsx), and the JavaScript the home page and the calendar load (gzip and brotli).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { startPgCluster } from '../apps/server/test/pg-cluster.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const results: Record<string, number | string> = {};

/** `npm start` as an operator runs it in production (the bundle of `npm run build`); `SOURCES` as it ran before issue 39. */
const START = [join(root, 'scripts/start.mjs')];
const SOURCES = ['--import', 'tsx', join(root, 'apps/server/src/server.ts')];

async function startAndTime(env: Record<string, string>, port: number, command = START): Promise<{ ms: number; stop: () => Promise<void> }> {
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 120_000) throw new Error('server did not become healthy in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const ms = performance.now() - started;
  return {
    ms,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function benchStart(label: string, env: Record<string, string>, port: number, command = START) {
  const first = await startAndTime(env, port, command);
  await first.stop();
  const again = await startAndTime(env, port, command);
  results[`${label}: first start (migrate + seed) to healthy, ms`] = Math.round(first.ms);
  results[`${label}: restart to healthy, ms`] = Math.round(again.ms);
  return again;
}

/** The JavaScript a first visit of `path` loads: files, gzip size on disk and bytes as sent (brotli). */
async function pageJavaScript(port: number, path: string, label: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.set(new URL(request.url()).pathname, sizes.responseBodySize);
  });
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.waitForLoadState('networkidle');
  await browser.close();
  let gzip = 0;
  for (const path of scripts.keys()) {
    const file = join(dist, `${path}.gz`);
    gzip += existsSync(file) ? statSync(file).size : statSync(join(dist, path)).size;
  }
  const transferred = [...scripts.values()].reduce((a, b) => a + b, 0);
  results[`${label}: JavaScript files loaded`] = scripts.size;
  results[`${label}: JavaScript, gzip, KiB`] = Number((gzip / 1024).toFixed(1));
  results[`${label}: JavaScript as sent (brotli), KiB`] = Number((transferred / 1024).toFixed(1));
}

const work = mkdtempSync(join(tmpdir(), 'praxis-bench-'));
try {
  const pglite = await benchStart('PGlite', { DATA_DIR: join(work, 'pglite') }, 3311);
  await pageJavaScript(3311, '/', 'home page /');
  await pageJavaScript(3311, '/book?therapyid=1&arrangementid=2', 'calendar /book');
  await pglite.stop();
  const sources = await benchStart('PGlite, TypeScript sources through tsx', { DATA_DIR: join(work, 'pglite-sources') }, 3313, SOURCES);
  await sources.stop();

  const cluster = await startPgCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const postgres = await benchStart('PostgreSQL', { DATABASE_URL: cluster.url('bench'), DATA_DIR: join(work, 'unused') }, 3312);
    await postgres.stop();
  } finally {
    cluster.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const width = Math.max(...Object.keys(results).map((k) => k.length));
for (const [name, value] of Object.entries(results)) console.log(`${name.padEnd(width)}  ${value}`);
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench/results.json'), `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);
