// The front desk over HTTP on PGlite: the booking list for 3 months with 5,000 bookings (target: p95
// under 100 ms) and the client list over 10,000 customers (first page, a search, a later page).
// Prints median and p95 of 30 requests after 5 warm-up requests each.
import { ROLES, zonedDay } from '@praxis/domain';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';
import { openBenchDatabase, percentiles } from './bench-server.ts';

const NOW = new Date('2027-01-04T06:00:00Z');
const CUSTOMERS = 10_000;
const BOOKINGS = 5_000;

const bench = await openBenchDatabase();
try {
  const customerIds: number[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1000) {
    const rows = await bench.db
      .insert(schema.users)
      .values(
        Array.from({ length: 1000 }, (_, n) => ({
          email: `kunde${i + n}@example.com`,
          firstName: `Vorname${i + n}`,
          lastName: `Nachname${(i + n) % 977}`,
          phone: '+41791234567',
          unconfirmed: false,
        })),
      )
      .returning({ id: schema.users.id });
    customerIds.push(...rows.map((r) => r.id));
  }
  for (let i = 0; i < customerIds.length; i += 1000) {
    await bench.db.insert(schema.userRoles).values(customerIds.slice(i, i + 1000).map((userId) => ({ userId, roleId: ROLES.customer })));
  }
  // 5,000 bookings of 60 minutes over 13 weeks (Monday to Saturday, 09:00–19:00, three therapists), no overlaps.
  const rows: Array<typeof schema.bookings.$inferInsert> = [];
  for (let day = 0; rows.length < BOOKINGS; day++) {
    const date = zonedDay(new Date(Date.parse('2027-01-04T00:00:00Z') + day * 86_400_000).toISOString().slice(0, 10));
    if (date.weekday === 0) continue;
    for (let hour = 9; hour < 19 && rows.length < BOOKINGS; hour++) {
      for (const therapistId of bench.therapistIds) {
        if (rows.length >= BOOKINGS) break;
        const startsAt = new Date(date.at(hour * 60));
        rows.push({
          therapistId,
          customerId: customerIds[rows.length % customerIds.length]!,
          therapyId: 1,
          arrangementId: 2,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          durationMinutes: 55,
          priceRappen: 14000,
          cancelledAt: rows.length % 20 === 0 ? NOW : null,
          cancelType: rows.length % 20 === 0 ? 4 : null,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await bench.db.insert(schema.bookings).values(rows.slice(i, i + 500));
  const [planner] = await bench.db.insert(schema.users).values({ email: 'planner@example.com' }).returning({ id: schema.users.id });
  await bench.db.insert(schema.userRoles).values({ userId: planner!.id, roleId: ROLES.planner });
  const token = newToken();
  await bench.db.insert(schema.sessions).values({ tokenHash: hashToken(token), userId: planner!.id, expiresAt: new Date(NOW.getTime() + 86_400_000) });
  const cookie = `sid=${token}`;

  const server = await bench.serve(NOW);
  const measure = async (label: string, path: string) => {
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 35; i++) {
      const started = performance.now();
      const response = await fetch(`${server.address}${path}`, { headers: { cookie } });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      if (i >= 5) times.push(performance.now() - started);
      size = body.byteLength;
    }
    const { median, p95 } = percentiles(times);
    console.log(`${label}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${(size / 1024).toFixed(0)} KiB)`);
  };
  try {
    await measure(`booking list, 3 months, ${rows.length} bookings (PGlite)`, '/api/staff/bookings?from=2027-01-04&to=2027-04-03');
    await measure('booking list, one day', '/api/staff/bookings?from=2027-01-05&to=2027-01-05');
    await measure(`client list, first page of 50 of ${CUSTOMERS} customers`, '/api/staff/customers?limit=50');
    await measure('client list, search "nachname97"', '/api/staff/customers?search=nachname97&limit=50');
    await measure('client list, page 100 sorted by registration', '/api/staff/customers?limit=50&offset=5000&sort=newest');
    await measure('client list, search "example" (every customer matches)', '/api/staff/customers?search=example&limit=50');
  } finally {
    await server.stop();
  }
} finally {
  await bench.close();
}
