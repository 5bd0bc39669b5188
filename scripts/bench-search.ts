// The staff's global search over HTTP on PGlite (target: p95 under 100 ms): 10,000 customers with
// their own phone numbers, 30,000 numbered bookings over three years, 1,600 invoices, 2,000
// receipts and 1,000 vouchers; as a planner (every kind searched), a surname, part of an e-mail, a
// phone number, a booking, invoice and voucher number or code, and a text nothing matches. Prints
// median and p95 of 30 requests after 5 warm-up requests each.
import { randomBytes } from 'node:crypto';
import { generateVoucherCode } from '@praxis/domain';
import { sql } from 'drizzle-orm';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { insertBookingGrid, insertCustomers, measureGet, plannerCookie } from './bench-data.ts';
import { openBenchDatabase } from './bench-server.ts';

const NOW = new Date('2027-01-04T06:00:00Z');
const CUSTOMERS = 10_000;
const BOOKINGS = 30_000;
const INVOICES = 1_600;
const RECEIPTS = 2_000;
const VOUCHERS = 1_000;
const YEARS = [2024, 2025, 2026];
/** The search reads no document's snapshot; one is there so the first start does not make them (that needs the practice's IBAN). */
const SNAPSHOT = { bench: true };

/** Rows in batches of 500. */
async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

const bench = await openBenchDatabase();
try {
  const started = performance.now();
  const customerIds = await insertCustomers(bench.db, CUSTOMERS);
  // Each customer a number of their own: "+41 79 000 47 11" for the 4711th.
  await bench.db.execute(
    sql`update users set phone = '+41 79 ' || substr(lpad(id::text, 7, '0'), 1, 3) || ' ' || substr(lpad(id::text, 7, '0'), 4, 2) || ' ' || substr(lpad(id::text, 7, '0'), 6, 2) where email like 'kunde%'`,
  );
  const bookings = await insertBookingGrid(bench.db, {
    firstDay: '2024-01-08',
    count: BOOKINGS,
    therapistIds: bench.therapistIds,
    customerIds,
    cancelledEvery: 20,
    now: NOW,
  });
  // Numbered in the year of their start, in the order they were made (as `booking_counters` numbers them).
  await bench.db.execute(sql`
    update bookings set number_year = numbered.year, number_in_year = numbered.n
    from (
      select id, extract(year from starts_at at time zone 'Europe/Zurich')::int as year,
        row_number() over (partition by extract(year from starts_at at time zone 'Europe/Zurich') order by id)::int as n
      from bookings
    ) numbered
    where numbered.id = bookings.id`);
  const byYear = (i: number, count: number) => ({ year: YEARS[Math.floor((i * YEARS.length) / count)]!, sequence: (i % Math.ceil(count / YEARS.length)) + 1 });
  const number = (year: number, sequence: number) => `${year}-${String(sequence).padStart(4, '0')}`;
  await insertAll(
    Array.from({ length: INVOICES }, (_, i) => {
      const { year, sequence } = byYear(i, INVOICES);
      const booking = bookings[i * 17]!;
      return {
        number: number(year, sequence),
        year,
        targetType: 'booking',
        bookingId: booking.id,
        customerId: booking.customerId,
        amountRappen: 14_000,
        issuedOn: `${year}-03-01`,
        dueOn: `${year}-03-31`,
        state: ['open', 'sent', 'paid'][i % 3]!,
        language: 'de',
        snapshot: SNAPSHOT,
      };
    }),
    (batch) => bench.db.insert(schema.invoices).values(batch),
  );
  await insertAll(
    Array.from({ length: RECEIPTS }, (_, i) => {
      const { year, sequence } = byYear(i, RECEIPTS);
      const booking = bookings[i * 13 + 5]!;
      return {
        number: number(year, sequence),
        year,
        customerId: booking.customerId,
        bookingIds: [booking.id],
        language: 'de',
        reason: 'illness',
        totalRappen: 14_000,
        issuedOn: `${year}-04-01`,
        snapshot: SNAPSHOT,
      };
    }),
    (batch) => bench.db.insert(schema.receipts).values(batch),
  );
  const codes = Array.from({ length: VOUCHERS }, () => generateVoucherCode((count) => new Uint8Array(randomBytes(count))));
  await insertAll(
    codes.map((code, i) => {
      const { year, sequence } = byYear(i, VOUCHERS);
      return {
        number: number(year, sequence),
        year,
        code,
        buyerId: customerIds[i * 7]!,
        motif: 'neutral',
        initialRappen: 10_000,
        balanceRappen: 10_000,
        shipTo: 'buyer',
        shipBy: 'email',
        paymentMethod: 'inPerson',
        language: 'de',
        requestedOn: `${year}-05-01`,
      };
    }),
    (batch) => bench.db.insert(schema.vouchers).values(batch),
  );
  await bench.db.execute(sql`analyze`);
  console.log(
    `seeded ${CUSTOMERS} customers, ${bookings.length} bookings, ${INVOICES} invoices, ${RECEIPTS} receipts, ${VOUCHERS} vouchers in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  const cookie = await plannerCookie(bench.db, NOW);
  const server = await bench.serve(NOW);
  const measure = (label: string, q: string) => measureGet(server.address, cookie, `search ${label} "${q}"`, `/api/staff/search?q=${encodeURIComponent(q)}`);
  try {
    await measure('a surname, about 100 customers match (PGlite)', 'nachname97');
    await measure('a surname, 10 customers match', 'Nachname512');
    await measure('first and last name', 'Vorname4711 Nachname');
    await measure('part of an e-mail', 'kunde4711@');
    await measure('a phone number', '079 000 47 11');
    await measure('a booking number', '2025-01234');
    await measure('the start of a number (bookings, invoices, receipts, vouchers)', '2025-01');
    await measure('an invoice number', '2025-0123');
    await measure('the start of a voucher code', codes[500]!.slice(0, 6));
    await measure('a text nothing matches', 'zzz-nichts');
  } finally {
    await server.stop();
  }
} finally {
  await bench.close();
}
