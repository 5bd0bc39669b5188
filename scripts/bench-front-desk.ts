// The front desk over HTTP on PGlite: the booking list for 3 months with 5,000 bookings (target: p95
// under 100 ms) and the client list over 10,000 customers (first page, a search, a later page).
// Prints median and p95 of 30 requests after 5 warm-up requests each.
import { insertBookingGrid, insertCustomers, measureGet, plannerCookie } from './bench-data.ts';
import { openBenchDatabase } from './bench-server.ts';

const NOW = new Date('2027-01-04T06:00:00Z');
const CUSTOMERS = 10_000;
const BOOKINGS = 5_000;

const bench = await openBenchDatabase();
try {
  const customerIds = await insertCustomers(bench.db, CUSTOMERS);
  // 5,000 bookings over 13 weeks, every 20th cancelled.
  const rows = await insertBookingGrid(bench.db, {
    firstDay: '2027-01-04',
    count: BOOKINGS,
    therapistIds: bench.therapistIds,
    customerIds,
    cancelledEvery: 20,
    now: NOW,
  });
  const cookie = await plannerCookie(bench.db, NOW);
  const server = await bench.serve(NOW);
  const measure = (label: string, path: string) => measureGet(server.address, cookie, label, path);
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
