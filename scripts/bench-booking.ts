// Booking over HTTP on PGlite: throughput (one after another, and 8 at a time on different slots)
// and the race for one slot (50 concurrent requests, 10 rounds). Every booking is checked against
// the availability and writes its confirmation into the mail outbox, as in production.
import { addDays, CURRENT_TERMS_VERSION, zonedDay } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import { Worker } from 'node:worker_threads';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';
import { offerTherapies } from '../apps/server/src/seed/offer-therapies.ts';
import { openBenchDatabase, percentiles } from './bench-server.ts';

const NOW = new Date('2027-01-04T06:00:00Z');
/** What `bench-race-clients.mjs` gets and answers. */
type RaceClients = { address: string; cookies: string[]; keepAlive: boolean; bodies: string[] };
type RaceRound = Array<{ status: number; ms: number }>;
const bench = await openBenchDatabase();
try {
  // Therapy 2 only with the first therapist, so a slot of it exists exactly once.
  await offerTherapies(bench.db, bench.therapistIds[0]!, [2]);
  const cookies: string[] = [];
  for (let n = 0; n < 60; n++) {
    const [user] = await bench.db
      .insert(schema.users)
      .values({ email: `customer${n}@example.com`, firstName: 'Bench', lastName: `Customer ${n}`, phone: '+41791234567', unconfirmed: false })
      .returning({ id: schema.users.id });
    await bench.db.insert(schema.userRoles).values({ userId: user!.id, roleId: 1 });
    // Returning customers: the terms are accepted, as for most bookings in production.
    await bench.db.insert(schema.termsAcceptances).values({ userId: user!.id, version: CURRENT_TERMS_VERSION, acceptedAt: NOW });
    const token = newToken();
    await bench.db.insert(schema.sessions).values({ tokenHash: hashToken(token), userId: user!.id, expiresAt: new Date(NOW.getTime() + 86_400_000) });
    cookies.push(`sid=${token}; XSRF-TOKEN=bench`);
  }
  const server = await bench.serve(NOW);
  const book = async (cookie: string, therapyId: number, start: string) => {
    const started = performance.now();
    const response = await fetch(`${server.address}/api/bookings`, {
      method: 'POST',
      headers: { cookie, 'x-xsrf-token': 'bench', 'content-type': 'application/json' },
      body: JSON.stringify({ therapyId, arrangementId: 2, start, comment: '' }),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  // Hourly starts 09:00 to 18:00 without the break, each taken by the three therapists in turn.
  const starts = (firstDay: string, days: number) =>
    Array.from({ length: days }, (_, d) => zonedDay(addDays(firstDay, d)))
      .filter((day) => day.weekday !== 0)
      .flatMap((day) => [9, 10, 11, 14, 15, 16, 17, 18].flatMap((hour) => Array.from({ length: 3 }, () => day.iso(hour * 60))));

  const sequential = starts('2027-01-05', 10).slice(0, 200);
  const seqTimes: number[] = [];
  const seqStarted = performance.now();
  for (const [i, start] of sequential.entries()) {
    const result = await book(cookies[i % cookies.length]!, 1, start);
    if (result.status !== 201) throw new Error(`booking answered ${result.status}`);
    seqTimes.push(result.ms);
  }
  const seqSeconds = (performance.now() - seqStarted) / 1000;
  const seq = percentiles(seqTimes);
  console.log(
    `booking one after another (${sequential.length}): ${(sequential.length / seqSeconds).toFixed(1)} bookings/s, median ${seq.median.toFixed(1)} ms, p95 ${seq.p95.toFixed(1)} ms`,
  );

  const parallel = starts('2027-01-18', 12).slice(0, 200);
  const parTimes: number[] = [];
  let next = 0;
  const parStarted = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async (_, worker) => {
      while (next < parallel.length) {
        const i = next++;
        const result = await book(cookies[(i + worker) % cookies.length]!, 1, parallel[i]!);
        if (result.status !== 201 && result.status !== 409) throw new Error(`booking answered ${result.status}`);
        parTimes.push(result.ms);
      }
    }),
  );
  const parSeconds = (performance.now() - parStarted) / 1000;
  const par = percentiles(parTimes);
  const live = (await bench.db.select({ id: schema.bookings.id }).from(schema.bookings).where(eq(schema.bookings.therapyId, 1))).length;
  console.log(
    `booking 8 at a time (${parallel.length} requests, ${live - sequential.length} booked): ${(parallel.length / parSeconds).toFixed(1)} requests/s, median ${par.median.toFixed(1)} ms, p95 ${par.p95.toFixed(1)} ms`,
  );

  // Fifty customers on the booking page ask for one freed slot at once, from a thread of their own
  // (`bench-race-clients.mjs`). Each browser has its own connection, open since the page loaded (one
  // pool shared by all, as fetch has, opened new connections in the middle of some rounds); a
  // second race opens a new connection per request.
  let raceDay = 0;
  const race = async (label: string, keepAlive: boolean) => {
    const bodies: string[] = [];
    for (let round = 0; round < 10; round++, raceDay++) {
      const day = zonedDay(addDays('2027-02-08', raceDay + Math.floor(raceDay / 6)));
      bodies.push(JSON.stringify({ therapyId: 2, arrangementId: 2, start: day.iso(10 * 60), comment: '' }));
    }
    const workerData: RaceClients = { address: server.address, cookies: cookies.slice(0, 50), keepAlive, bodies };
    const clients = new Worker(new URL('./bench-race-clients.mjs', import.meta.url), { workerData });
    const rounds = await new Promise<RaceRound[]>((resolve, reject) => {
      clients.once('message', resolve);
      clients.once('error', reject);
    });
    await clients.terminate();
    const outcomes = new Map<number, number>();
    const times: number[] = [];
    for (const results of rounds) {
      for (const r of results) {
        outcomes.set(r.status, (outcomes.get(r.status) ?? 0) + 1);
        times.push(r.ms);
      }
      if (results.filter((r) => r.status === 201).length !== 1) throw new Error('a race let more or fewer than one booking through');
    }
    const { median, p95 } = percentiles(times);
    const summary = [...outcomes.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
    console.log(
      `race for one slot, ${label} (10 rounds of 50 concurrent requests): ${summary}; median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target <= 150 ms)`,
    );
  };
  await race('each browser on its open connection', true);
  await race('every request on a new connection', false);
  await server.stop();
} finally {
  await bench.close();
}
