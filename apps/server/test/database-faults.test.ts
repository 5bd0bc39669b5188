import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPgBin, startPgCluster, type PgCluster } from './pg-cluster.ts';
import { freePort, waitForHealth } from './process-helpers.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const ADMIN = { email: 'drill@example.com', password: 'drill-password-1' };
const XSRF = { cookie: 'XSRF-TOKEN=drill', 'x-xsrf-token': 'drill', 'content-type': 'application/json' };

/**
 * Fault drills on a real PostgreSQL and a real server process: the database restarts under load
 * and freezes (SIGSTOP). The server must keep running, lose no acknowledged write, answer 503
 * `DATABASE_UNAVAILABLE` while the database is away and serve again soon after it is back.
 */
describe.skipIf(!findPgBin())('the server outlives its database', () => {
  let cluster: PgCluster;
  let server: ChildProcess;
  let base: string;
  let session: string;
  let output = '';
  const dataDir = mkdtemp(join(tmpdir(), 'praxis-faults-'));

  beforeAll(async () => {
    cluster = await startPgCluster();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: await dataDir,
        WEB_DIST: await dataDir,
        DATABASE_URL: cluster.url(),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // The demo practice (without its past year): its staff log in without a second factor.
        DEMO_DATA: 'small',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    await waitForHealth(`${base}/api/health`, 90_000);
    const login = await fetch(`${base}/api/account/login`, { method: 'POST', headers: XSRF, body: JSON.stringify(ADMIN) });
    expect(login.status, await login.clone().text()).toBe(200);
    session = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }, 120_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    cluster?.thaw();
    cluster?.stop();
    await rm(await dataDir, { recursive: true, force: true });
  });

  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
  /** One write: a cash-book entry with a subject that names it. */
  const write = (subject: string) =>
    fetch(`${base}/api/staff/cash/transactions`, {
      method: 'POST',
      headers: { ...XSRF, cookie: `${XSRF.cookie}; ${session}` },
      body: JSON.stringify({ date: today(), type: 'withdrawal', subject, amountRappen: 500, direction: 'debit' }),
      signal: AbortSignal.timeout(20_000),
    }).then(
      async (response) => ({ status: response.status, code: ((await response.json().catch(() => ({}))) as { error?: { code?: string } }).error?.code }),
      () => ({ status: 0, code: 'NETWORK' }),
    );

  async function subjectsInDatabase(prefix: string): Promise<Set<string>> {
    const client = new pg.Client({ connectionString: cluster.url() });
    await client.connect();
    try {
      const { rows } = await client.query<{ subject: string }>('SELECT subject FROM cash_transactions WHERE subject LIKE $1', [`${prefix}%`]);
      return new Set(rows.map((row) => row.subject));
    } finally {
      await client.end();
    }
  }

  /** Waits for `done`, failing with the server's output when the server has exited or `ms` passed. */
  async function until(done: () => boolean, ms: number, what: string): Promise<void> {
    const deadline = Date.now() + ms;
    while (!done()) {
      if (server.exitCode !== null || server.signalCode !== null)
        throw new Error(`the server exited (${server.exitCode ?? server.signalCode}) while waiting for ${what}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`no ${what} within ${ms} ms:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('keeps running through a restart under load, loses no acknowledged write and serves again within 5 s', async () => {
    const acknowledged: string[] = [];
    const refused: Array<{ status: number; code?: string }> = [];
    let running = true;
    let sent = 0;
    let servedAgainMs: number;
    const worker = async () => {
      while (running) {
        const subject = `restart-${sent++}`;
        const answer = await write(subject);
        if (answer.status === 201) acknowledged.push(subject);
        else refused.push(answer);
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    try {
      await until(() => acknowledged.length >= 20 || refused.length > 0, 30_000, '20 writes before the restart');
      expect(refused, 'refused before the restart').toEqual([]);
      await cluster.restart();
      const back = Date.now();
      const before = acknowledged.length;
      await until(() => acknowledged.length > before, 15_000, 'a write after the restart');
      servedAgainMs = Date.now() - back;
      const afterwards = acknowledged.length;
      await until(() => acknowledged.length >= afterwards + 20, 30_000, '20 more writes');
    } finally {
      running = false;
    }
    await Promise.all(workers);

    expect(server.exitCode, output).toBeNull();
    expect(servedAgainMs, output).toBeLessThan(5_000);
    // While the database was away: 503 DATABASE_UNAVAILABLE, never a 500.
    expect(refused.filter((answer) => answer.status !== 503 || answer.code !== 'DATABASE_UNAVAILABLE')).toEqual([]);
    const stored = await subjectsInDatabase('restart-');
    expect(acknowledged.filter((subject) => !stored.has(subject))).toEqual([]);
  }, 120_000);

  it('fails requests within 10 s while the database is frozen, and recovers when it thaws', async () => {
    cluster.freeze();
    try {
      const started = Date.now();
      const [answer, health] = await Promise.all([
        write('frozen-1'),
        fetch(`${base}/api/health`, { signal: AbortSignal.timeout(20_000) }).then((r) => r.status),
      ]);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(answer).toEqual({ status: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(health).toBe(503);
    } finally {
      cluster.thaw();
    }
    await waitForHealth(`${base}/api/health`, 5_000);
    expect((await write('thawed-1')).status).toBe(201);
    expect(server.exitCode, output).toBeNull();
  }, 60_000);
});
