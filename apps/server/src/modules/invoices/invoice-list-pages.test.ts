import { LIMITS } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, enterQrIban, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { users } from '../../db/schema/index.ts';

interface Listed {
  invoices: Array<{ id: number; number: string; customer: { email: string }; issuedOn: string; state: string }>;
  total: number;
  totals: { openRappen: number; overdueRappen: number; paidRappen: number };
}

describe.each(DB_KINDS)('invoice list pages on %s', (kind) => {
  let t: TestApp;
  let accountant: string;
  /** The invoices made, oldest first. */
  const made: Array<{ id: number; number: string; email: string; month: string }> = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2027-01-04T06:30:00Z'));
    await createBookableTherapist(t.db);
    const anna = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    const peter = await createBookingCustomer(t.db, 'peter.keller@example.com', 'Peter');
    for (const id of [anna, peter])
      await t.db
        .update(users)
        .set({ street: 'Bahnhofstrasse', houseNumber: '1', postalCode: '8001', location: 'Zürich', countryCode: 'CH' })
        .where(eq(users.id, id));
    await createUser(t.db, 'acc@example.com', ['accountant']);
    await enterQrIban(t.app, t.db);

    // Three invoices in January, two in February; Peter's (Keller) are the second and the fourth.
    const plan = [
      { customerId: anna, email: 'anna.meier@example.com', day: '2027-01-11T09:00:00+01:00', now: '2027-01-11T17:00:00Z' },
      { customerId: peter, email: 'peter.keller@example.com', day: '2027-01-11T10:00:00+01:00', now: '2027-01-11T17:00:00Z' },
      { customerId: anna, email: 'anna.meier@example.com', day: '2027-01-12T09:00:00+01:00', now: '2027-01-12T17:00:00Z' },
      { customerId: peter, email: 'peter.keller@example.com', day: '2027-02-02T09:00:00+01:00', now: '2027-02-02T17:00:00Z' },
      { customerId: anna, email: 'anna.meier@example.com', day: '2027-02-02T10:00:00+01:00', now: '2027-02-02T17:00:00Z' },
    ];
    for (const p of plan) {
      // A new day: new sessions (they last 12 hours).
      t.clock.set(new Date(p.now));
      const lea = await loginCookie(t.app, 'lea@example.com');
      accountant = await loginCookie(t.app, 'acc@example.com');
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/staff/bookings',
        headers: asUser(lea),
        payload: { customerId: p.customerId, therapyId: 1, arrangementId: 2, start: p.day, notify: false },
      });
      expect(booked.statusCode).toBe(201);
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/staff/payments',
        headers: asUser(accountant),
        payload: { targetType: 'booking', targetId: booked.json().id, amountRappen: 14_000, typeId: 5 },
      });
      expect(paid.statusCode).toBe(201);
      const listed = (await list('limit=1')).json() as Listed;
      made.push({ id: listed.invoices[0]!.id, number: listed.invoices[0]!.number, email: p.email, month: p.now.slice(0, 7) });
    }
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/staff/invoices/${made[0]!.id}/paid`,
      headers: asUser(accountant),
      payload: { paidOn: '2027-02-02' },
    });
    expect(marked.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/staff/invoices?${query}`, headers: { cookie: accountant } });
  const page = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, query).toBe(200);
    return res.json() as Listed;
  };
  const newestFirst = () => [...made].reverse();

  it('pages the invoices newest first, each page with the count of all that match and the totals over all', async () => {
    const all = await page('');
    expect(all.invoices.map((i) => i.id)).toEqual(newestFirst().map((i) => i.id));
    expect(all.total).toBe(5);
    const pages = [await page('limit=2'), await page('limit=2&offset=2'), await page('limit=2&offset=4')];
    expect(pages.map((p) => p.invoices.map((i) => i.id))).toEqual(
      [0, 2, 4].map((from) =>
        newestFirst()
          .map((i) => i.id)
          .slice(from, from + 2),
      ),
    );
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    // Past the last page: no rows, and still the count.
    expect(await page('limit=2&offset=10')).toMatchObject({ invoices: [], total: 5 });
    for (const p of pages) expect(p.totals).toEqual(all.totals);
    expect(all.totals).toEqual({ openRappen: 4 * 14_000, overdueRappen: 0, paidRappen: 14_000 });
  });

  it('filters by state, by the year or month of issue, and by number or customer, the totals staying those of all invoices', async () => {
    const ids = async (query: string) => {
      const listed = await page(query);
      expect(listed.total, query).toBe(listed.invoices.length);
      return listed.invoices.map((i) => i.id);
    };
    const idsOf = (keep: (i: (typeof made)[number]) => boolean) =>
      newestFirst()
        .filter(keep)
        .map((i) => i.id);
    expect(await ids('period=2027-01')).toEqual(idsOf((i) => i.month === '2027-01'));
    expect(await ids('period=2027-02')).toEqual(idsOf((i) => i.month === '2027-02'));
    expect(await ids('period=2027')).toEqual(idsOf(() => true));
    expect(await ids('period=2026')).toEqual([]);
    expect(await ids('search=KELLER')).toEqual(idsOf((i) => i.email.startsWith('peter')));
    expect(await ids(`search=${made[2]!.number}`)).toEqual([made[2]!.id]);
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('state=paid')).toEqual([made[0]!.id]);
    expect(await ids('state=sent&period=2027-02')).toEqual([]);
    expect(await ids('state=open&period=2027-01&search=anna')).toEqual([made[2]!.id]);
    expect((await page('period=2026')).totals.paidRappen).toBe(14_000);
  });

  it('refuses a bad page, period or search with 400 naming the field', async () => {
    for (const [query, path] of [
      ['limit=0', '/limit'],
      [`limit=${LIMITS.invoiceListPage + 1}`, '/limit'],
      ['limit=2.5', '/limit'],
      ['offset=-1', '/offset'],
      ['offset=first', '/offset'],
      ['period=2027-13', '/period'],
      ['period=2027-1', '/period'],
      ['period=27', '/period'],
      ['period=2027-01-04', '/period'],
      [`search=${'x'.repeat(LIMITS.search + 1)}`, '/search'],
      ['state=late', '/state'],
    ]) {
      const res = await list(query!);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details[0].path, query).toBe(path);
    }
  });
});
