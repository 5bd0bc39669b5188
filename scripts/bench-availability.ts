// The availability engine alone: 6 months, 3 therapists, 5,000 bookings (the schedule issue's
// target is under 20 ms on these 2-core machines). Prints median and p95 of 60 runs after 10 warm-up runs.
import { computeAvailability, zonedDay, type BookedSpan, type TimeRange } from '@praxis/domain';

const days = (n: number, from = '2027-01-04') => Array.from({ length: n }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
const ranges: TimeRange[] = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '20:00' }));
const dates = days(182);

// 5,000 bookings of 30 or 60 minutes on 30-minute marks, spread over the three therapists'
// working days, without overlaps.
const bookings: BookedSpan[] = [];
let seed = 42;
// mulberry32: a small deterministic generator, so every run books the same slots.
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
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
  plans: [1, 2, 3].map((therapistId) => ({ therapistId, begins: '2026-01-05', sequence: [1], flexBreak: { time: '12:30', durationMinutes: 30, mayMoveLater: true } })),
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
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const p95 = times[Math.floor(times.length * 0.95)]!;
console.log(`availability (pure, 182 days, 3 therapists, ${bookings.length} bookings): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);

// The same load over HTTP: a real server on PGlite with the bookings in the database, the whole
// six months asked by a customer, 40 requests after 5 warm-up requests.
{
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config/env.ts');
  const { openPglite } = await import('../apps/server/src/db/client.ts');
  const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
  const { seedReferenceData } = await import('../apps/server/src/seed/reference.seed.ts');
  const schema = await import('../apps/server/src/db/schema/index.ts');

  const dir = mkdtempSync(join(tmpdir(), 'praxis-bench-avail-'));
  const handle = await openPglite(dir);
  try {
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const [user] = await handle.db.insert(schema.users).values({ email: `therapist${n}@example.com` }).returning({ id: schema.users.id });
      ids.push(user!.id);
    }
    const [customer] = await handle.db.insert(schema.users).values({ email: 'customer@example.com' }).returning({ id: schema.users.id });
    const [plan] = await handle.db.insert(schema.weekPlans).values({ name: 'full', ranges }).returning({ id: schema.weekPlans.id });
    for (const id of ids) {
      await handle.db.insert(schema.therapistPlans).values({ therapistId: id, begins: '2026-01-05', sequence: [plan!.id], breakTime: '12:30' });
      await handle.db.insert(schema.therapistTherapies).values({ therapistId: id, therapyId: 1 });
    }
    const rows = bookings.map((b) => ({
      therapistId: ids[b.therapistId - 1]!,
      customerId: customer!.id,
      therapyId: 1,
      arrangementId: 2,
      startsAt: new Date(b.startMs),
      endsAt: new Date(b.endMs),
      durationMinutes: 55,
      priceRappen: 14000,
    }));
    for (let i = 0; i < rows.length; i += 500) await handle.db.insert(schema.bookings).values(rows.slice(i, i + 500));
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }), db: handle.db, logger: false, now: () => new Date('2027-01-04T06:00:00Z') });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const target = `${address}/api/availability?therapyId=1&arrangementId=2&from=2027-01-04&to=2027-07-04`;
    const http: number[] = [];
    for (let i = 0; i < 45; i++) {
      const started = performance.now();
      const response = await fetch(target);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`availability answered ${response.status}`);
      if (i >= 5) http.push(performance.now() - started);
    }
    await app.close();
    http.sort((a, b) => a - b);
    const m = http[Math.floor(http.length / 2)]!;
    const p = http[Math.floor(http.length * 0.95)]!;
    console.log(`availability over HTTP (PGlite, 6 months, 3 therapists, ${rows.length} bookings): median ${m.toFixed(1)} ms, p95 ${p.toFixed(1)} ms`);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
