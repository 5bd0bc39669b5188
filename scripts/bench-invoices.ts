// Invoices: the time to render an invoice PDF with its QR-bill and a Tarif 590 receipt of two
// treatments (median of 50 after 5 warm-up each), and the invoice list over HTTP on PGlite with 500 invoices (30 requests after 5 warm-up).
import { SAMPLE_PRACTICE_SETTINGS, qrReferenceOf, receiptLine } from '@praxis/domain';
import { renderInvoicePdf } from '../apps/server/src/modules/invoices/invoice-pdf.ts';
import { renderReceiptPdf } from '../apps/server/src/modules/invoices/receipt-pdf.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { insertBookingGrid, insertCustomers, measureGet, plannerCookie } from './bench-data.ts';
import { openBenchDatabase, percentiles } from './bench-server.ts';

const input = {
  language: 'de',
  practice: { ...SAMPLE_PRACTICE_SETTINGS, qrIban: 'CH4431999123000889012' },
  number: '2027-0001',
  issuedOn: '2027-01-04',
  dueOn: '2027-02-03',
  customer: { firstName: 'Anna', lastName: 'Meier', street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', countryCode: 'CH' },
  lines: [{ date: '2027-01-04', therapy: 'Klassische Massage', durationMinutes: 55, therapist: 'Lea Brunner', therapistZsr: 'K123456', priceRappen: 14000 }],
  paidRappen: 0,
  amountRappen: 14000,
  reference: qrReferenceOf('2027-0001'),
  account: 'CH4431999123000889012',
  cancelled: false,
};
/** Median and p95 of 50 renders after 5 warm-up, and the size of the last. */
async function timeRender(render: () => Promise<Buffer>) {
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < 55; i++) {
    const started = performance.now();
    const pdf = await render();
    if (i >= 5) times.push(performance.now() - started);
    size = pdf.length;
  }
  return { ...percentiles(times), size };
}
const invoice = await timeRender(() => renderInvoicePdf(input));
console.log(`invoice PDF with QR-bill: median ${invoice.median.toFixed(1)} ms, p95 ${invoice.p95.toFixed(1)} ms (${(invoice.size / 1024).toFixed(0)} KiB)`);
const line = (date: string) => ({
  date,
  position: '1062',
  description: 'Massage classique, 55 min',
  ...receiptLine(55, 14000),
  provider: { name: 'Lea Brunner', address: 'Seefeldstrasse 42, 8008 Zürich', zsr: 'K123456', emr: '1234567' },
});
const receipt = await timeRender(() =>
  renderReceiptPdf({
    language: 'fr',
    author: SAMPLE_PRACTICE_SETTINGS.name,
    documents: [
      {
        number: '2027-0001',
        issuedOn: '2027-01-20',
        reason: 'illness',
        totalRappen: 28000,
        copyOn: null,
        cancelled: null,
        snapshot: {
          biller: { name: 'Praxis Sanara GmbH', street: 'Seefeldstrasse 42', postalCode: '8008', city: 'Zürich', zsr: 'S123456', canton: 'ZH' },
          patient: {
            name: 'Anna Meier',
            street: 'Bahnhofstrasse 1',
            postalCode: '8001',
            city: 'Zürich',
            birthday: '1985-04-12',
            sex: 'female',
            insuredNumber: '1234567',
            insurer: 'Helsana',
          },
          lines: [line('2027-01-05'), line('2027-01-12')],
          payments: [
            { typeId: 1, amountRappen: 14000, date: '2027-01-05', reference: null },
            { typeId: 2, amountRappen: 14000, date: '2027-01-12', reference: null },
          ],
          period: { from: '2027-01-05', to: '2027-01-12' },
        },
      },
    ],
  }),
);
console.log(
  `Tarif 590 receipt PDF (2 treatments): median ${receipt.median.toFixed(1)} ms, p95 ${receipt.p95.toFixed(1)} ms (${(receipt.size / 1024).toFixed(0)} KiB)`,
);

const NOW = new Date('2027-03-01T06:00:00Z');
const bench = await openBenchDatabase();
try {
  const customerIds = await insertCustomers(bench.db, 500);
  const bookings = await insertBookingGrid(bench.db, {
    firstDay: '2027-01-04',
    count: 500,
    therapistIds: bench.therapistIds,
    customerIds,
    cancelledEvery: 1000,
    now: NOW,
  });
  await bench.db.insert(schema.invoiceCounters).values({ year: 2027, last: 500 });
  await bench.db.insert(schema.invoices).values(
    bookings.map((b, i) => ({
      number: `2027-${String(i + 1).padStart(4, '0')}`,
      year: 2027,
      targetType: 'booking',
      bookingId: b.id,
      customerId: b.customerId,
      amountRappen: 14000,
      issuedOn: '2027-01-20',
      dueOn: '2027-02-19',
      state: ['open', 'sent', 'paid'][i % 3]!,
      reference: qrReferenceOf(`2027-${i + 1}`),
      language: 'de',
    })),
  );
  const cookie = await plannerCookie(bench.db, NOW);
  const server = await bench.serve(NOW);
  try {
    await measureGet(server.address, cookie, 'invoice list, 500 invoices with totals (PGlite)', '/api/staff/invoices');
    await measureGet(server.address, cookie, 'invoice list, overdue only', '/api/staff/invoices?state=overdue');
  } finally {
    await server.stop();
  }
} finally {
  await bench.close();
}
