// A practice with five years of history (issue 37, item 6) over HTTP on a private PostgreSQL, then
// on PGlite: the history of apps/server/src/seed/history.seed.ts up to a fixed day, made once and kept as a dump
// in .bench/ (later runs restore it in seconds; PGlite loads the same dump as SQL). Prints median and p95 of the staff's heavy reads, of the
// 12-month cash-book PDF and of /api/health while such PDFs render side by side (target: p95 under
// 50 ms), then a mixed load of 20 customers and 5 staff for 60 s: p50/p95 per route and errors.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, addMonths, CURRENT_TERMS_VERSION, ROLES, zonedDay } from '@praxis/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openPglite, openPostgres, pgliteClient, rowsOf, type Database, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference.seed.ts';
import { findPgBin, startPgCluster } from '../apps/server/test/pg-cluster.ts';
import { measureGet } from './bench-data.ts';
import { percentiles } from './bench-server.ts';
import { seedHistory } from '../apps/server/src/seed/history.seed.ts';

const YEARS = 5;
/** The history's last day (a Monday), and the clock the server runs on: 14:00 that day in Zurich. */
const TODAY = '2026-11-30';
const NOW = new Date(zonedDay(TODAY).at(14 * 60));
const MIXED_SECONDS = 60;

const monday = (day: string) => addDays(day, -((zonedDay(day).weekday + 6) % 7));
const lastMonth = addMonths(TODAY, -1).slice(0, 7);
const pdfPath = `/api/staff/cash/export.pdf?from=${addMonths(`${lastMonth}-01`, -11)}&to=${addDays(`${TODAY.slice(0, 7)}-01`, -1)}`;

const root = fileURLToPath(new URL('..', import.meta.url));
const seedSource = Buffer.concat(['history.seed.ts', 'history-records.ts'].map((file) => readFileSync(join(root, 'apps/server/src/seed', file))));
const key = createHash('sha256').update(seedSource).update(`${YEARS}|${TODAY}`).digest('hex').slice(0, 12);
const dumpFile = join(root, '.bench', `history-${YEARS}y-${key}.pgdump`);
const bin = findPgBin();
if (!bin) throw new Error('PostgreSQL is needed for this benchmark (its server binaries were not found)');

const cluster = await startPgCluster();
try {
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query('CREATE DATABASE history');
  await admin.end();
  const url = cluster.url('history');
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const started = performance.now();
  if (existsSync(dumpFile)) {
    execFileSync(join(bin, 'pg_restore'), ['--no-owner', '--dbname', url, dumpFile], { stdio: 'inherit' });
    console.log(`history of ${YEARS} years restored from ${dumpFile} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } else {
    const seeding = openPostgres(url);
    try {
      await runMigrations(seeding);
      await seedReferenceData(seeding.db, 'sample');
      const figures = await seedHistory(seeding.db, config, {
        years: YEARS,
        today: TODAY,
        log: (line) => console.log(`  ${line} (${((performance.now() - started) / 1000).toFixed(0)} s)`),
      });
      console.log(`history of ${YEARS} years seeded in ${((performance.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(figures)}`);
    } finally {
      await seeding.close();
    }
    mkdirSync(join(root, '.bench'), { recursive: true });
    execFileSync(join(bin, 'pg_dump'), ['--format=custom', '--file', dumpFile, url]);
  }

  // PGlite gets its copy before the PostgreSQL run adds the bench's own staff member and sessions.
  const pgliteDir = process.argv.includes('--postgres-only') ? null : mkdtempSync(join(tmpdir(), 'bench-history-'));
  try {
    let pglite: DatabaseHandle | null = null;
    if (pgliteDir) {
      const loading = performance.now();
      pglite = await openPglite(pgliteDir);
      await loadDump(pglite, url);
      console.log(`history copied into PGlite in ${((performance.now() - loading) / 1000).toFixed(0)} s`);
    }
    await benchOn(openPostgres(url), 'PostgreSQL', config);
    if (pglite) await benchOn(pglite, 'PGlite', config);
  } finally {
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  }
} finally {
  cluster.stop();
}

/** The same reads and loads on one database: PostgreSQL, or PGlite holding the same history. */
async function benchOn(database: DatabaseHandle, label: string, config: ReturnType<typeof loadConfig>) {
  try {
    await runMigrations(database);
    await database.db.execute(sql`vacuum analyze`);
    await printHistory(database.db, label);
    const cookies = await sessions(database.db);
    const app = await buildApp({ config, db: database.db, logger: false, now: () => NOW, loginRateLimit: 1_000_000 });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await staffReads(address, cookies.staff);
      await healthWhilePdfs(address, cookies.staff);
      await mixedLoad(address, cookies);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** Copies the PostgreSQL database at `url` (schema, data, migrations' journal) into an empty PGlite as plain SQL. */
async function loadDump(database: DatabaseHandle, url: string) {
  const dump = execFileSync(
    join(bin!, 'pg_dump'),
    ['--format=plain', '--no-owner', '--no-privileges', '--no-comments', '--inserts', '--rows-per-insert=500', url],
    { maxBuffer: 1024 * 1024 * 1024 },
  )
    .toString()
    // NOTE: pg_dump since 15.14 brackets its output in psql's `\restrict` / `\unrestrict` commands, which are not SQL.
    .replace(/^\\(un)?restrict .*$/gm, '');
  // NOTE: pg_dump 15 empties the search path for its own safety; PGlite's single session must keep public afterwards.
  await pgliteClient(database.db)!.exec(`${dump}\nSELECT pg_catalog.set_config('search_path', 'public', false);`);
}

async function printHistory(db: Database, label: string) {
  const [row] = await rowsOf<Record<string, number>>(
    db,
    sql`select (select count(*) from ${schema.bookings})::int as bookings, (select count(*) from ${schema.payments})::int as payments,
      (select count(*) from ${schema.cashTransactions})::int as cash, (select count(*) from ${schema.invoices})::int as invoices,
      (select count(*) from ${schema.users})::int as users`,
  );
  console.log(
    `five years on ${label} up to ${TODAY}: ${row!.bookings} bookings, ${row!.payments} payments, ${row!.cash} cash entries, ${row!.invoices} invoices, ${row!.users} users`,
  );
}

/** A staff member (planner and accountant) and 20 customers of the history, each with a session; the practice asks no second step of them. */
async function sessions(db: Database) {
  await db.execute(sql`update ${schema.settings} set value = ${schema.settings.value} || '{"staffMfaRequired": false}'::jsonb`);
  const session = async (userId: number) => {
    const token = newToken();
    await db.insert(schema.sessions).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(NOW.getTime() + 86_400_000) });
    return `sid=${token}; XSRF-TOKEN=bench`;
  };
  const [staff] = await db.insert(schema.users).values({ email: 'bench.staff@example.com', firstName: 'Bench', lastName: 'Staff' }).returning();
  await db.insert(schema.userRoles).values([ROLES.planner, ROLES.accountant].map((roleId) => ({ userId: staff!.id, roleId })));
  const customers = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .innerJoin(schema.userRoles, eq(schema.userRoles.userId, schema.users.id))
    .where(eq(schema.userRoles.roleId, ROLES.customer))
    .orderBy(schema.users.id)
    .limit(20);
  return { staff: await session(staff!.id), customers: await Promise.all(customers.map((c) => session(c.id))) };
}

async function staffReads(address: string, cookie: string) {
  const measure = (label: string, path: string) => measureGet(address, cookie, label, path);
  await measure('booking list, 3 months (first page of 500, period totals)', `/api/staff/bookings?from=${addMonths(TODAY, -3)}&to=${TODAY}`);
  await measure('calendar week', `/api/staff/bookings?from=${monday(TODAY)}&to=${addDays(monday(TODAY), 6)}`);
  await measure('to-do list', '/api/staff/todos');
  await measure('invoices, first page of 50', '/api/staff/invoices');
  await measure('invoices, a year, page 3', `/api/staff/invoices?period=${TODAY.slice(0, 4)}&offset=100&limit=50`);
  await measure('performance, 12 months', '/api/staff/performance');
  await measure('cash book, a month', `/api/staff/cash/months/${lastMonth}`);
  await measure('cash book PDF, 12 months', pdfPath);
}

/** GET `path` as `cookie`: the time and status. */
async function timedGet(address: string, path: string, cookie?: string) {
  const started = performance.now();
  const response = await fetch(`${address}${path}`, { headers: cookie ? { cookie } : {} });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** `/api/health` every 25 ms alone, then while two clients each fetch the 12-month cash-book PDF again and again. */
async function healthWhilePdfs(address: string, cookie: string) {
  const healthFor = async (ms: number) => {
    const times: number[] = [];
    for (const end = performance.now() + ms; performance.now() < end;) {
      times.push((await timedGet(address, '/api/health')).ms);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return times;
  };
  const alone = percentiles(await healthFor(5_000));
  let rendering = true;
  const pdfTimes: number[] = [];
  const pdfs = Array.from({ length: 2 }, async () => {
    while (rendering) {
      const { ms, status } = await timedGet(address, pdfPath, cookie);
      if (status !== 200) throw new Error(`the PDF answered ${status}`);
      pdfTimes.push(ms);
    }
  });
  const during = await healthFor(20_000);
  rendering = false;
  await Promise.all(pdfs);
  const busy = percentiles(during);
  const pdf = percentiles(pdfTimes);
  console.log(
    `/api/health alone: median ${alone.median.toFixed(1)} ms, p95 ${alone.p95.toFixed(1)} ms; while two clients fetch 12-month cash-book PDFs (${pdfTimes.length} PDFs, median ${pdf.median.toFixed(0)} ms, p95 ${pdf.p95.toFixed(0)} ms): median ${busy.median.toFixed(1)} ms, p95 ${busy.p95.toFixed(1)} ms, max ${Math.max(...during).toFixed(1)} ms over ${during.length} requests (target p95 < 50 ms)`,
  );
}

interface Outcome {
  times: number[];
  errors: number;
  refused: number;
}

/** 20 customers and 5 staff, each in a loop of requests with a pause of 0.3–1.2 s, for 60 s. */
async function mixedLoad(address: string, cookies: { staff: string; customers: string[] }) {
  const outcomes = new Map<string, Outcome>();
  const record = (route: string, ms: number, kind: 'ok' | 'error' | 'refused') => {
    const outcome = outcomes.get(route) ?? { times: [], errors: 0, refused: 0 };
    outcome.times.push(ms);
    if (kind === 'error') outcome.errors++;
    if (kind === 'refused') outcome.refused++;
    outcomes.set(route, outcome);
  };
  const send = async (route: string, cookie: string, path: string, init: RequestInit = {}, refusals: number[] = []) => {
    const started = performance.now();
    try {
      const response = await fetch(`${address}${path}`, {
        ...init,
        headers: { cookie, 'x-xsrf-token': 'bench', 'content-type': 'application/json', ...init.headers },
      });
      const body = await response.text();
      record(route, performance.now() - started, response.ok ? 'ok' : refusals.includes(response.status) ? 'refused' : 'error');
      if (!response.ok && !refusals.includes(response.status)) console.log(`  ${route}: ${response.status} ${body.slice(0, 200)}`);
      return response.ok ? (JSON.parse(body || 'null') as unknown) : null;
    } catch (err) {
      record(route, performance.now() - started, 'error');
      console.log(`  ${route}: ${(err as Error).message}`);
      return null;
    }
  };
  const end = performance.now() + MIXED_SECONDS * 1000;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 900));
  const pick = <T>(weighted: Array<[number, T]>): T => {
    let roll = Math.random() * weighted.reduce((sum, [w]) => sum + w, 0);
    for (const [weight, value] of weighted) if ((roll -= weight) < 0) return value;
    return weighted[0]![1];
  };
  const week = `from=${monday(TODAY)}&to=${addDays(monday(TODAY), 6)}`;
  const customer = async (cookie: string) => {
    let free: string | undefined;
    while (performance.now() < end) {
      const action = pick<string>([
        [40, 'availability'],
        [20, 'own bookings'],
        [15, 'own documents'],
        [15, 'therapies'],
        [10, 'book'],
      ]);
      if (action === 'availability') {
        const from = addDays(TODAY, 1 + Math.floor(Math.random() * 20));
        const answer = (await send(
          'GET /api/availability (2 weeks)',
          cookie,
          `/api/availability?therapyId=1&arrangementId=2&from=${from}&to=${addDays(from, 13)}`,
        )) as {
          days: Array<{ slots: Array<{ start: string; state: string }> }>;
        } | null;
        const slots = answer?.days.flatMap((d) => d.slots.filter((s) => s.state === 'free')) ?? [];
        free = slots[Math.floor(Math.random() * slots.length)]?.start ?? free;
      }
      if (action === 'own bookings') await send('GET /api/bookings/own', cookie, '/api/bookings/own');
      if (action === 'own documents') await send('GET /api/documents/own', cookie, '/api/documents/own');
      if (action === 'therapies') await send('GET /api/therapies', cookie, '/api/therapies');
      if (action === 'book' && free) {
        // A slot another customer took meanwhile is refused (409): counted apart, not as an error.
        const body = JSON.stringify({ therapyId: 1, arrangementId: 2, start: free, termsVersion: CURRENT_TERMS_VERSION });
        await send('POST /api/bookings', cookie, '/api/bookings', { method: 'POST', body }, [409]);
        free = undefined;
      }
      await pause();
    }
  };
  const staff = async (cookie: string) => {
    while (performance.now() < end) {
      const route = pick<[string, string]>([
        [25, ['GET /api/staff/bookings (today)', `/api/staff/bookings?from=${TODAY}&to=${TODAY}`]],
        [20, ['GET /api/staff/bookings (week)', `/api/staff/bookings?${week}`]],
        [15, ['GET /api/staff/todos', '/api/staff/todos']],
        [10, ['GET /api/staff/invoices', '/api/staff/invoices']],
        [10, ['GET /api/staff/customers', '/api/staff/customers?limit=50']],
        [10, ['GET /api/staff/cash/months', `/api/staff/cash/months/${TODAY.slice(0, 7)}`]],
        [5, ['GET /api/staff/performance', '/api/staff/performance']],
        [5, ['GET /api/staff/bookings (3 months)', `/api/staff/bookings?from=${addMonths(TODAY, -3)}&to=${TODAY}`]],
      ]);
      await send(route[0], cookie, route[1]);
      await pause();
    }
  };
  const started = performance.now();
  await Promise.all([...cookies.customers.map(customer), ...Array.from({ length: 5 }, () => staff(cookies.staff))]);
  const seconds = (performance.now() - started) / 1000;
  const total = [...outcomes.values()].reduce((sum, o) => sum + o.times.length, 0);
  const errors = [...outcomes.values()].reduce((sum, o) => sum + o.errors, 0);
  console.log(`mixed load, 20 customers and 5 staff for ${seconds.toFixed(0)} s: ${total} requests (${(total / seconds).toFixed(1)}/s), ${errors} errors`);
  for (const [route, outcome] of [...outcomes].sort((a, b) => a[0].localeCompare(b[0]))) {
    const { median, p95 } = percentiles(outcome.times);
    const refused = outcome.refused ? `, ${outcome.refused} refused (slot taken)` : '';
    console.log(`  ${route}: ${outcome.times.length} requests, p50 ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${outcome.errors} errors${refused}`);
  }
}
