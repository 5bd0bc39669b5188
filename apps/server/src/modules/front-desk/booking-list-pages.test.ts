import { LIMITS, paymentOutstanding, zonedDay } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableTherapist, createBookingCustomer, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { bookings, payments } from '../../db/schema/index.ts';

// Monday 1 March 2027, 07:30 in Zurich: the bookings below lie in January and February.
const NOW = new Date('2027-03-01T06:30:00Z');
const BOOKINGS = LIMITS.bookingListPage + 7;

interface Row {
  id: number;
  start: string;
  end: string;
  priceRappen: number;
  paidRappen: number;
  paymentCount: number;
  chargeRappen: number;
  cancelledAt: string | null;
}

describe.each(DB_KINDS)('booking list pages on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(NOW);
    const therapistId = await createBookableTherapist(t.db);
    const anna = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    const peter = await createBookingCustomer(t.db, 'peter.keller@example.com', 'Peter');
    await createUser(t.db, 'plan@example.com', ['planner']);
    planner = await loginCookie(t.app, 'plan@example.com');
    // More bookings than a page holds, ten a day from 4 January on: every 9th cancelled (every
    // other of those charged), most paid, with the payments inserted as any path would.
    const rows: Array<typeof bookings.$inferInsert> = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const startsAt = new Date(zonedDay('2027-01-04').at(9 * 60) + Math.floor(i / 10) * 86_400_000 + (i % 10) * 3_600_000);
      const cancelled = i % 9 === 0;
      rows.push({
        therapistId,
        customerId: i % 3 === 0 ? peter : anna,
        therapyId: 1,
        arrangementId: 2,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        durationMinutes: 55,
        priceRappen: 14_000,
        cancelledAt: cancelled ? new Date(startsAt.getTime() - 86_400_000) : null,
        cancelType: cancelled ? (i % 2 === 0 ? 5 : 4) : null,
        chargeRappen: cancelled && i % 2 === 0 ? 14_000 : 0,
      });
    }
    ids = (await t.db.insert(bookings).values(rows).returning({ id: bookings.id })).map((r) => r.id);
    const paid = ids.filter((_, i) => i % 9 !== 0 && i % 7 !== 0);
    await t.db
      .insert(payments)
      .values(paid.map((bookingId, n) => ({ targetType: 'booking', bookingId, amountRappen: n % 5 === 0 ? 7_000 : 14_000, typeId: 1, paidOn: '2027-02-01' })));
    // A second payment on one booking, then a payment moved to another booking and one removed: the totals follow.
    await t.db.insert(payments).values({ targetType: 'booking', bookingId: paid[0]!, amountRappen: 500, typeId: 1, paidOn: '2027-02-01' });
    const [moved] = await t.db.select().from(payments).where(eq(payments.bookingId, paid[1]!));
    await t.db.update(payments).set({ bookingId: ids[7]! }).where(eq(payments.id, moved!.id));
    const [removed] = await t.db.select().from(payments).where(eq(payments.bookingId, paid[2]!));
    await t.db.delete(payments).where(eq(payments.id, removed!.id));
  });
  afterAll(() => t.close());

  const list = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/staff/bookings?from=2027-01-01&to=2027-03-31&${query}`, headers: { cookie: planner } });
  const page = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode).toBe(200);
    return res.json() as { bookings: Row[]; totals: { bookings: number; cancelled: number; priceRappen: number; paidRappen: number } };
  };
  /** Every booking of the period, page by page. */
  const all = async (query = '') => {
    const rows: Row[] = [];
    for (let offset = 0; ; offset += 100) {
      const { bookings: some } = await page(`limit=100&offset=${offset}&${query}`);
      rows.push(...some);
      if (some.length < 100) return rows;
    }
  };

  it('answers at most a page of bookings by start, with the figures of the whole period', async () => {
    const first = await page('');
    expect(first.bookings).toHaveLength(LIMITS.bookingListPage);
    expect(first.bookings.map((b) => b.id)).toEqual(ids.slice(0, LIMITS.bookingListPage));
    const rest = await page(`offset=${LIMITS.bookingListPage}`);
    expect(rest.bookings.map((b) => b.id)).toEqual(ids.slice(LIMITS.bookingListPage));
    expect((await page('offset=600')).bookings).toEqual([]);
    const every = [...first.bookings, ...rest.bookings];
    const cancelled = every.filter((b) => b.cancelledAt !== null);
    // The figures are the period's, on every page, and agree with the rows (whose payments the list sums itself).
    const totals = {
      bookings: BOOKINGS,
      cancelled: cancelled.length,
      priceRappen: every.reduce((sum, b) => sum + (b.cancelledAt === null ? b.priceRappen : b.chargeRappen), 0),
      paidRappen: every.reduce((sum, b) => sum + b.paidRappen, 0),
    };
    expect(cancelled.length).toBeGreaterThan(0);
    expect(first.totals).toEqual(totals);
    expect(rest.totals).toEqual(totals);
    expect((await page('limit=5&offset=20')).bookings.map((b) => b.id)).toEqual(ids.slice(20, 25));
  });

  it('pages the bookings whose payment is outstanding, with their own figures', async () => {
    const outstanding = (await all()).filter((b) =>
      paymentOutstanding(
        { endMs: Date.parse(b.end), cancelled: b.cancelledAt !== null, chargeRappen: b.chargeRappen, paymentCount: b.paymentCount, paidRappen: b.paidRappen },
        NOW.getTime(),
      ),
    );
    expect(outstanding.length).toBeGreaterThan(10);
    const listed = await all('payment=outstanding');
    expect(listed.map((b) => b.id)).toEqual(outstanding.map((b) => b.id));
    const { totals } = await page('payment=outstanding&limit=3');
    expect(totals).toMatchObject({ bookings: outstanding.length, paidRappen: outstanding.reduce((sum, b) => sum + b.paidRappen, 0) });
  });

  it('refuses a bad page with 400 naming the field', async () => {
    for (const [query, path] of [
      ['limit=0', '/limit'],
      [`limit=${LIMITS.bookingListPage + 1}`, '/limit'],
      ['limit=1.5', '/limit'],
      ['limit=many', '/limit'],
      ['offset=-1', '/offset'],
      ['offset=x', '/offset'],
      [`offset=${LIMITS.id + 1}`, '/offset'],
    ]) {
      const res = await list(query!);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details[0].path, query).toBe(path);
    }
  });
});
