// Cash book: the month view and the CSV export over HTTP on PGlite with five years of entries
// (20,000 transactions, about 330 a month), 30 requests after 5 warm-up each.
import * as schema from '../apps/server/src/db/schema/index.ts';
import { measureGet, plannerCookie } from './bench-data.ts';
import { openBenchDatabase } from './bench-server.ts';

const NOW = new Date('2027-03-01T06:00:00Z');
const COUNT = 20_000;
const TYPES = ['cashReceipt', 'cashReceipt', 'cashReceipt', 'cashExpense', 'voucherCollection', 'deposit'] as const;
const bench = await openBenchDatabase();
try {
  const firstDay = Date.UTC(2022, 2, 1);
  const span = Date.UTC(2027, 1, 28) - firstDay;
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const date = new Date(firstDay + Math.floor((i / COUNT) * span)).toISOString().slice(0, 10);
    const type = TYPES[i % TYPES.length]!;
    const out = type === 'cashExpense' || type === 'deposit';
    return {
      number: `${date.slice(0, 4)}-${String(i + 1).padStart(5, '0')}`,
      year: Number(date.slice(0, 4)),
      date,
      type,
      subject: `Eintrag ${i}`,
      amountRappen: out ? 2_000 : 14_000,
      direction: out ? 'credit' : 'debit',
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await bench.db.insert(schema.cashTransactions).values(rows.slice(i, i + 1000));
  const cookie = await plannerCookie(bench.db, NOW);
  const server = await bench.serve(NOW);
  try {
    await measureGet(server.address, cookie, 'cash book month view, 5 years of entries (PGlite)', '/api/staff/cash/months/2027-02');
    await measureGet(server.address, cookie, 'cash book CSV of a month', '/api/staff/cash/export.csv?from=2027-02-01&to=2027-02-28');
    await measureGet(server.address, cookie, 'cash book CSV of a year', '/api/staff/cash/export.csv?from=2026-01-01&to=2026-12-31');
    await measureGet(server.address, cookie, 'cash book PDF of a month', '/api/staff/cash/export.pdf?from=2027-02-01&to=2027-02-28');
  } finally {
    await server.stop();
  }
} finally {
  await bench.close();
}
