// Vouchers: the management list over HTTP on PGlite with 5,000 vouchers (30 requests after 5
// warm-up each): all (the newest 500 with the count), one state, and a search by name.
import { generateVoucherCode } from '@praxis/domain';
import { randomBytes } from 'node:crypto';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { insertCustomers, measureGet, plannerCookie } from './bench-data.ts';
import { openBenchDatabase } from './bench-server.ts';

const NOW = new Date('2027-03-01T06:00:00Z');
const COUNT = 5_000;
const MOTIFS = ['birthday', 'christmas', 'neutral'] as const;
const METHODS = ['inPerson', 'invoice', 'phone'] as const;
const bench = await openBenchDatabase();
try {
  const customerIds = await insertCustomers(bench.db, 500);
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const confirmed = i % 4 !== 0;
    const balance = i % 7 === 0 ? 0 : 14_000;
    return {
      number: `${2026 + (i % 2)}-${String(Math.floor(i / 2) + 1).padStart(4, '0')}`,
      year: 2026 + (i % 2),
      code: generateVoucherCode((n) => new Uint8Array(randomBytes(n))),
      buyerId: customerIds[i % customerIds.length]!,
      motif: MOTIFS[i % 3]!,
      initialRappen: 14_000,
      balanceRappen: confirmed ? balance : 14_000,
      fromName: `Geber ${i}`,
      forName: `Beschenkte ${i}`,
      shipTo: i % 2 ? 'buyer' : 'recipient',
      shipBy: i % 3 ? 'email' : 'post',
      shipEmail: i % 2 ? null : `empf${i}@example.com`,
      paymentMethod: METHODS[i % 3]!,
      language: 'de',
      requestedOn: '2026-12-01',
      validUntil: confirmed ? '2031-12-01' : null,
      confirmedAt: confirmed ? new Date('2026-12-02T10:00:00Z') : null,
      sentAt: confirmed && i % 3 ? new Date('2026-12-02T10:00:00Z') : null,
      archivedAt: i % 50 === 0 ? new Date('2027-01-10T10:00:00Z') : null,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await bench.db.insert(schema.vouchers).values(rows.slice(i, i + 500));
  const cookie = await plannerCookie(bench.db, NOW);
  const server = await bench.serve(NOW);
  try {
    await measureGet(server.address, cookie, 'voucher management, 5,000 vouchers (newest 500 and the count)', '/api/staff/vouchers');
    await measureGet(server.address, cookie, 'voucher management, paid only', '/api/staff/vouchers?state=paid');
    await measureGet(server.address, cookie, 'voucher management, search by a name', '/api/staff/vouchers?search=Beschenkte%204711');
    await measureGet(server.address, cookie, 'redemption search by a code fragment', `/api/staff/vouchers/redeemable?search=${rows[4711]!.code.slice(0, 6)}`);
  } finally {
    await server.stop();
  }
} finally {
  await bench.close();
}
