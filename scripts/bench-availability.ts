// The availability engine alone: 6 months, 3 therapists, 5,000 bookings (issue 19's target: p95
// at most 5 ms on these 2-core machines; over HTTP on PGlite at most 40 ms). Prints median and p95 of 60 runs after 10 warm-up runs.
import { computeAvailability, seededRandom, zonedDay, type BookedSpan } from '@praxis/domain';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { openBenchDatabase, percentiles, WORKING_WEEK as ranges } from './bench-server.ts';

const days = (n: number, from = '2027-01-04') =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
const dates = days(182);

// 5,000 bookings of 30 or 60 minutes on 30-minute marks, spread over the three therapists'
// working days, without overlaps.
const bookings: BookedSpan[] = [];
// Seeded, so every run books the same slots.
const random = seededRandom(42);
const workdays = dates.map((date) => zonedDay(date)).filter((day) => day.weekday !== 0);
const taken = new Set<string>();
while (bookings.length < 5000) {
  const day = workdays[Math.floor(random() * workdays.length)]!;
  const therapistId = 1 + Math.floor(random() * 3);
  const half = Math.floor(random() * 21);
  const length = random() < 0.5 ? 1 : 2;
  const keys = Array.from({ length }, (_, i) => `${therapistId}|${day.date}|${half + i}`);
  if (half + length > 22 || keys.some((k) => taken.has(k))) continue;
  keys.forEach((k) => taken.add(k));
  const startMs = day.at(9 * 60 + half * 30);
  bookings.push({ therapistId, startMs, endMs: startMs + length * 1_800_000 });
}

const input = {
  from: dates[0]!,
  to: dates.at(-1)!,
  slotMinutes: 60,
  therapistIds: [1, 2, 3],
  plans: [1, 2, 3].map((therapistId) => ({
    therapistId,
    begins: '2026-01-05',
    sequence: [1],
    flexBreak: { time: '12:30', durationMinutes: 30, mayMoveLater: true },
  })),
  weekPlans: [{ id: 1, ranges }],
  openingHours: ranges,
  absences: [],
  bookings,
  nowMs: Date.parse('2027-01-04T08:00:00Z'),
  audience: 'customer' as const,
};

const times: number[] = [];
for (let i = 0; i < 70; i++) {
  if (i === 10) times.length = 0;
  const started = performance.now();
  computeAvailability(input);
  times.push(performance.now() - started);
}
const { median, p95 } = percentiles(times);
console.log(
  `slot engine 6 months (pure, 182 days, 3 therapists, ${bookings.length} bookings): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target <= 5 ms)`,
);

// The same load over HTTP: a real server on PGlite with the bookings in the database, the whole
// six months asked by a customer, 40 requests after 5 warm-up requests.
{
  const bench = await openBenchDatabase();
  try {
    const [customer] = await bench.db.insert(schema.users).values({ email: 'customer@example.com' }).returning({ id: schema.users.id });
    const rows = bookings.map((b) => ({
      therapistId: bench.therapistIds[b.therapistId - 1]!,
      customerId: customer!.id,
      therapyId: 1,
      arrangementId: 2,
      startsAt: new Date(b.startMs),
      endsAt: new Date(b.endMs),
      durationMinutes: 55,
      priceRappen: 14000,
    }));
    for (let i = 0; i < rows.length; i += 500) await bench.db.insert(schema.bookings).values(rows.slice(i, i + 500));
    const server = await bench.serve(new Date('2027-01-04T06:00:00Z'));
    const target = `${server.address}/api/availability?therapyId=1&arrangementId=2&from=2027-01-04&to=2027-07-04`;
    const http: number[] = [];
    for (let i = 0; i < 45; i++) {
      const started = performance.now();
      const response = await fetch(target);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`availability answered ${response.status}`);
      if (i >= 5) http.push(performance.now() - started);
    }
    await server.stop();
    const { median: m, p95: p } = percentiles(http);
    console.log(
      `availability over HTTP (PGlite, 6 months, 3 therapists, ${rows.length} bookings): median ${m.toFixed(1)} ms, p95 ${p.toFixed(1)} ms (target <= 40 ms)`,
    );
  } finally {
    await bench.close();
  }
}
