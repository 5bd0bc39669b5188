// Payments over HTTP on PGlite: 8,000 bookings in the 5 months before today, 20,000 payments on
// 7,600 of them (the rest wait for their payment record); the to-do list, the booking list of the
// last 3 months with its paid and outstanding figures, one booking's payments, and recording a
// payment. Prints median and p95 of 30 requests after 5 warm-up requests each.
import { PAYMENT_TYPE_IDS, practiceDate } from '@praxis/domain';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { insertBookingGrid, insertCustomers, measureGet, plannerCookie } from './bench-data.ts';
import { openBenchDatabase, percentiles } from './bench-server.ts';

const NOW = new Date('2027-06-01T06:00:00Z');
const BOOKINGS = 8_000;
const PAYMENTS = 20_000;

const bench = await openBenchDatabase();
try {
  const customerIds = await insertCustomers(bench.db, 3_000);
  const bookings = await insertBookingGrid(bench.db, {
    firstDay: '2027-01-04',
    count: BOOKINGS,
    therapistIds: bench.therapistIds,
    customerIds,
    cancelledEvery: 25,
    now: NOW,
  });
  const held = bookings.filter((b) => b.cancelledAt === null && b.endsAt < NOW);
  // Every 20th held booking stays unpaid: about 380 to-dos; the others get 2 or 3 payments (card, cash, Twint, invoice).
  const paid = held.filter((_, i) => i % 20 !== 0);
  const payments: Array<typeof schema.payments.$inferInsert> = [];
  for (let i = 0; payments.length < PAYMENTS; i++) {
    const booking = paid[i % paid.length]!;
    const typeId = [PAYMENT_TYPE_IDS.card, PAYMENT_TYPE_IDS.cash, PAYMENT_TYPE_IDS.twint, PAYMENT_TYPE_IDS.invoiceCreation][i % 4]!;
    const day = practiceDate(booking.startsAt);
    payments.push({
      targetType: 'booking',
      bookingId: booking.id,
      amountRappen: 5000,
      typeId,
      paidOn: day,
      payerId: booking.customerId,
      therapistId: booking.therapistId,
      serviceDate: day,
    });
  }
  for (let i = 0; i < payments.length; i += 1000) await bench.db.insert(schema.payments).values(payments.slice(i, i + 1000));
  const cookie = await plannerCookie(bench.db, NOW);
  const server = await bench.serve(NOW);
  const measure = (label: string, path: string) => measureGet(server.address, cookie, label, path);
  try {
    console.log(`${bookings.length} bookings, ${payments.length} payments, ${held.length - paid.length} held bookings without a payment`);
    await measure('to-do list (all missing payment records)', '/api/staff/todos');
    await measure('booking list, last 3 months with payments (PGlite)', '/api/staff/bookings?from=2027-03-01&to=2027-05-31');
    await measure('booking list, last 3 months, payment outstanding only', '/api/staff/bookings?from=2027-03-01&to=2027-05-31&payment=outstanding');
    await measure("one booking's payments", `/api/staff/payments?targetType=booking&targetId=${paid[100]!.id}`);
    // Recording: one POST each, with the CSRF pair the browser sends.
    const times: number[] = [];
    for (let i = 0; i < 35; i++) {
      const started = performance.now();
      const response = await fetch(`${server.address}/api/staff/payments`, {
        method: 'POST',
        headers: { cookie: `${cookie}; XSRF-TOKEN=bench`, 'x-xsrf-token': 'bench', 'content-type': 'application/json' },
        body: JSON.stringify({ targetType: 'booking', targetId: held[i * 20]!.id, amountRappen: 14000, typeId: 1 }),
      });
      if (response.status !== 201) throw new Error(`recording answered ${response.status}: ${await response.text()}`);
      if (i >= 5) times.push(performance.now() - started);
    }
    const { median, p95 } = percentiles(times);
    console.log(`record a payment (audited, in one transaction): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
  } finally {
    await server.stop();
  }
} finally {
  await bench.close();
}
