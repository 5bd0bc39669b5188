// The performance report over HTTP on PGlite with 5 years of data: 50,000 bookings of three
// therapists (every 20th cancelled, a third of those charged) and 60,000 payments (target: p95
// under 300 ms for 12 months). Prints median and p95 of 30 requests after 5 warm-up requests each.
import { sql } from 'drizzle-orm';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { insertBookingGrid, insertCustomers, measureGet, plannerCookie } from './bench-data.ts';
import { openBenchDatabase } from './bench-server.ts';

const BOOKINGS = 50_000;
const PAYMENTS = 60_000;
const FIRST_DAY = '2022-01-03';

const bench = await openBenchDatabase();
try {
  const customerIds = await insertCustomers(bench.db, 2_000);
  const cancelledAt = new Date('2022-01-01T06:00:00Z');
  const rows = await insertBookingGrid(bench.db, {
    firstDay: FIRST_DAY,
    count: BOOKINGS,
    therapistIds: bench.therapistIds,
    customerIds,
    cancelledEvery: 20,
    now: cancelledAt,
  });
  // The report's day: the morning after the last booking (about 5 years and 4 months in).
  const now = new Date(Math.max(...rows.map((r) => r.startsAt.getTime())) + 86_400_000);
  await bench.db.execute(
    sql`update ${schema.bookings} set cancel_type = 5, charge_rappen = ${schema.bookings.priceRappen} where cancelled_at is not null and id % 3 = 0`,
  );
  // A payment on every held booking, a second one on some, until 60,000: card, cash, TWINT, voucher, invoice in turn.
  const held = rows.filter((r) => r.cancelledAt === null);
  const payments: Array<typeof schema.payments.$inferInsert> = [];
  for (let i = 0; payments.length < PAYMENTS; i++) {
    const booking = held[i % held.length]!;
    const typeId = (i % 5) + 1;
    payments.push({
      targetType: 'booking',
      bookingId: booking.id,
      typeId,
      amountRappen: i < held.length ? 10_000 : 4_000,
      paidOn: booking.startsAt.toISOString().slice(0, 10),
      payerId: booking.customerId,
      therapistId: booking.therapistId,
      serviceDate: booking.startsAt.toISOString().slice(0, 10),
    });
  }
  for (let i = 0; i < payments.length; i += 1000) await bench.db.insert(schema.payments).values(payments.slice(i, i + 1000));
  await bench.db.execute(sql`analyze`);

  const cookie = await plannerCookie(bench.db, now);
  const server = await bench.serve(now);
  const measure = (label: string, path: string) => measureGet(server.address, cookie, label, path);
  try {
    const therapist = bench.therapistIds[1]!;
    await measure(`performance, 12 months + current, all therapists (${rows.length} bookings, ${payments.length} payments, PGlite)`, '/api/staff/performance');
    await measure('performance, one therapist', `/api/staff/performance?therapistId=${therapist}`);
    await measure('performance, 24 months', '/api/staff/performance?months=24');
    await measure('performance as CSV, 12 months', '/api/staff/performance.csv');
  } finally {
    await server.stop();
  }
} finally {
  await bench.close();
}
