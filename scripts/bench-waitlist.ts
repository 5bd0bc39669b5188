// The waiting list after a cancellation, over HTTP on PGlite: 1,000 customers wait (therapy 1,
// 55 minutes, 30-day periods, random weekdays and 2-4 hour windows); 10 rounds each book a
// slot and cancel it. The cancellation's answer includes finding the matching requests and writing
// their offer mails, as in production; printed: its time and the offers written per round.
import { addDays, CURRENT_TERMS_VERSION, zonedDay } from '@praxis/domain';
import { gt, like } from 'drizzle-orm';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';
import { openBenchDatabase, percentiles } from './bench-server.ts';

const NOW = new Date('2027-01-04T06:00:00Z');
const WAITING = 1_000;
const bench = await openBenchDatabase();
/** A repeatable pseudo-random sequence (the figures compare between runs). */
let seed = 20_270_104;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
try {
  const [booker] = await bench.db
    .insert(schema.users)
    .values({ email: 'booker@example.com', firstName: 'Bench', lastName: 'Booker', phone: '+41791234567', unconfirmed: false })
    .returning({ id: schema.users.id });
  await bench.db.insert(schema.userRoles).values({ userId: booker!.id, roleId: 1 });
  await bench.db.insert(schema.termsAcceptances).values({ userId: booker!.id, version: CURRENT_TERMS_VERSION, acceptedAt: NOW });
  const token = newToken();
  await bench.db.insert(schema.sessions).values({ tokenHash: hashToken(token), userId: booker!.id, expiresAt: new Date(NOW.getTime() + 86_400_000) });
  const cookie = `sid=${token}; XSRF-TOKEN=bench`;

  const customers = await bench.db
    .insert(schema.users)
    .values(Array.from({ length: WAITING }, (_, n) => ({ email: `waiting${n}@example.com`, firstName: 'Wait', lastName: `${n}`, phone: '+41791234567' })))
    .returning({ id: schema.users.id });
  await bench.db.insert(schema.waitlistRequests).values(
    customers
      .map(({ id }, n) => {
        const from = 8 * 60 + Math.floor(random() * 16) * 30;
        return {
          customerId: id,
          therapyId: 1,
          arrangementId: 2,
          fromDate: addDays('2027-01-04', Math.floor(random() * 5)),
          toDate: addDays('2027-01-04', 29),
          weekdays: [1, 2, 3, 4, 5, 6].filter(() => random() < 0.5),
          fromMinute: from,
          toMinute: Math.min(20 * 60, from + (4 + Math.floor(random() * 5)) * 30),
          createdAt: new Date(NOW.getTime() - (WAITING - n) * 60_000),
        };
      })
      .map((r) => (r.weekdays.length === 0 ? { ...r, weekdays: [2] } : r)),
  );

  const server = await bench.serve(NOW);
  const call = async (method: string, path: string, body: unknown) => {
    const started = performance.now();
    const response = await fetch(`${server.address}${path}`, {
      method,
      headers: { cookie, 'x-xsrf-token': 'bench', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { id: number };
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return { json, ms: performance.now() - started };
  };
  const cancelTimes: number[] = [];
  const offers: number[] = [];
  const days = Array.from({ length: 14 }, (_, d) => zonedDay(addDays('2027-01-05', d)))
    .filter((day) => day.weekday !== 0)
    .slice(0, 10);
  for (const [round, day] of days.entries()) {
    const start = day.iso([10, 11, 14, 16][round % 4]! * 60);
    const booked = await call('POST', '/api/bookings', { therapyId: 1, arrangementId: 2, start, comment: '', termsVersion: CURRENT_TERMS_VERSION });
    const lastMail = (await bench.db.select({ id: schema.mailOutbox.id }).from(schema.mailOutbox)).reduce((max, m) => Math.max(max, m.id), 0);
    const cancelled = await call('POST', `/api/bookings/${booked.json.id}/cancel`, {});
    cancelTimes.push(cancelled.ms);
    const written = await bench.db
      .select({ id: schema.mailOutbox.id })
      .from(schema.mailOutbox)
      .where(gt(schema.mailOutbox.id, lastMail))
      .then((rows) => rows.length - 1);
    offers.push(written);
  }
  const times = percentiles(cancelTimes);
  const offersTotal = await bench.db.select({ id: schema.waitlistOffers.id }).from(schema.waitlistOffers);
  const waitingMails = await bench.db.select({ id: schema.mailOutbox.id }).from(schema.mailOutbox).where(like(schema.mailOutbox.toAddress, 'waiting%'));
  console.log(
    `waiting list (${WAITING} waiting): a cancellation with its matching and offer mails takes median ${times.median.toFixed(1)} ms, p95 ${times.p95.toFixed(1)} ms over ${days.length} rounds; offers per round ${offers.join(', ')} (${offersTotal.length} offers, ${waitingMails.length} mails in all)`,
  );
  await server.stop();
} finally {
  await bench.close();
}
