import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableTherapist, createBookingCustomer, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { bookings, payments, therapistPlans, weekPlans } from '../../db/schema/index.ts';

// Lea (Monday to Saturday 09:00–20:00, break 12:30, from June 2026): 630 minutes a day.
const LEA_DAY = 630;
// Marco: Tuesday afternoons 13:00–20:00 from 5 January 2027.
const MARCO_TUESDAY = 420;

describe.each(DB_KINDS)('performance report on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let lea: number;
  let marco: number;

  /** A booking row as given: `start` local time, `minutes` of slot (the therapy 5 minutes shorter). */
  async function booking(values: {
    therapistId: number;
    customerId: number;
    start: string;
    minutes?: number;
    priceRappen?: number;
    cancelledAt?: string;
    cancelType?: number;
    chargeRappen?: number;
    createdAt?: string;
  }) {
    const minutes = values.minutes ?? 60;
    const startsAt = new Date(values.start);
    const [row] = await t.db
      .insert(bookings)
      .values({
        therapistId: values.therapistId,
        customerId: values.customerId,
        therapyId: 1,
        arrangementId: minutes === 30 ? 1 : minutes === 90 ? 3 : 2,
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        durationMinutes: minutes - 5,
        priceRappen: values.priceRappen ?? 14000,
        cancelledAt: values.cancelledAt ? new Date(values.cancelledAt) : null,
        cancelType: values.cancelType ?? null,
        chargeRappen: values.chargeRappen ?? 0,
        createdAt: new Date(values.createdAt ?? '2026-11-01T08:00:00Z'),
      })
      .returning({ id: bookings.id, customerId: bookings.customerId });
    return row!;
  }
  const pay = (b: { id: number; customerId: number }, typeId: number, amountRappen: number, paidOn = '2027-01-20', discountBasisPoints: number | null = null) =>
    t.db.insert(payments).values({ targetType: 'booking', bookingId: b.id, typeId, amountRappen, paidOn, payerId: b.customerId, discountBasisPoints });

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2027-03-10T10:00:00Z'));
    lea = await createBookableTherapist(t.db);
    marco = await createUser(t.db, 'marco@example.com', ['therapist']);
    const [tuesdays] = await t.db
      .insert(weekPlans)
      .values({ name: 'Dienstag', ranges: [{ weekday: 2, from: '13:00', to: '20:00' }] })
      .returning();
    await t.db.insert(therapistPlans).values({ therapistId: marco, begins: '2027-01-05', sequence: [tuesdays!.id], breakTime: null });
    const anna = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    const peter = await createBookingCustomer(t.db, 'peter.keller@example.com', 'Peter');
    await createUser(t.db, 'plan@example.com', ['planner']);
    await createUser(t.db, 'acc@example.com', ['accountant']);
    planner = await loginCookie(t.app, 'plan@example.com');

    // January: three held treatments of Lea's, paid by card, by cash (10 % off) and an invoice
    // (no money until it is paid: none here), and not at all.
    await pay(await booking({ therapistId: lea, customerId: anna, start: '2027-01-11T09:00:00+01:00' }), 1, 14000);
    const long = await booking({ therapistId: lea, customerId: anna, start: '2027-01-12T10:00:00+01:00', minutes: 90, priceRappen: 21500 });
    await pay(long, 2, 10000, '2027-01-20', 1000);
    await pay(long, 5, 9350);
    await booking({ therapistId: lea, customerId: peter, start: '2027-01-20T09:00:00+01:00', createdAt: '2027-01-13T09:00:00Z' });
    // Cancelled: Anna's charged (and its charge paid by card: money that arrived), Peter's charged
    // but rebooked within 30 days (no charge left), a free one.
    const charged = await booking({
      therapistId: lea,
      customerId: anna,
      start: '2027-01-13T09:00:00+01:00',
      cancelledAt: '2027-01-12T08:00:00Z',
      cancelType: 5,
      chargeRappen: 14000,
    });
    await pay(charged, 1, 14000);
    await booking({
      therapistId: lea,
      customerId: peter,
      start: '2027-01-14T09:00:00+01:00',
      cancelledAt: '2027-01-13T08:00:00Z',
      cancelType: 5,
      chargeRappen: 14000,
    });
    await booking({ therapistId: lea, customerId: anna, start: '2027-01-15T09:00:00+01:00', cancelledAt: '2027-01-14T08:00:00Z', cancelType: 4 });
    // February: one of Lea's (TWINT) and one of Marco's (card, paid on the day).
    await pay(await booking({ therapistId: lea, customerId: anna, start: '2027-02-01T09:00:00+01:00', minutes: 30, priceRappen: 7500 }), 3, 7500, '2027-02-01');
    await pay(await booking({ therapistId: marco, customerId: peter, start: '2027-02-02T14:00:00+01:00' }), 1, 14000, '2027-02-02');
    // March, half an hour after midnight in Zurich (still February in UTC); one later today (not yet held).
    await booking({ therapistId: lea, customerId: peter, start: '2027-03-01T00:30:00+01:00', minutes: 30, priceRappen: 7500 });
    await booking({ therapistId: lea, customerId: peter, start: '2027-03-10T15:00:00+01:00' });
    // Before the period.
    await booking({ therapistId: lea, customerId: anna, start: '2026-02-27T09:00:00+01:00' });
  });
  afterAll(() => t.close());

  const report = async (query = '', cookie = planner) => t.app.inject({ method: 'GET', url: `/api/staff/performance${query}`, headers: { cookie } });

  it('adds up 13 months of all therapists: treatments, minutes, prices, payments, cancellations and plan time', async () => {
    const res = await report();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.months.map((m: { month: string }) => m.month)).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    const month = (key: string) => body.months.find((m: { month: string }) => m.month === key);
    // No plan before June 2026: no utilisation.
    expect(month('2026-03')).toMatchObject({ treatments: 0, planMinutes: 0, utilisation: null });
    // January 2027: 26 working days of Lea's, 4 Tuesdays of Marco's.
    // Paid: card 140 and cash 100 for treatments, and the cancellation's charge of 140 by card; the invoice of 93.50 is no money yet.
    const january = {
      treatments: 3,
      therapyMinutes: 195,
      bookedMinutes: 210,
      listPriceRappen: 49500,
      discountRappen: 2150,
      paidRappen: 38000,
      paidByCardRappen: 28000,
      invoicedOpenRappen: 0,
    };
    expect(month('2027-01')).toEqual({
      month: '2027-01',
      ...january,
      planMinutes: 26 * LEA_DAY + 4 * MARCO_TUESDAY,
      utilisation: 210 / (26 * LEA_DAY + 4 * MARCO_TUESDAY),
      cancelled: 3,
      cancelledCharged: 1,
      cancelledChargeRappen: 14000,
    });
    expect(month('2027-02')).toMatchObject({
      treatments: 2,
      therapyMinutes: 80,
      bookedMinutes: 90,
      listPriceRappen: 21500,
      paidRappen: 21500,
      paidByCardRappen: 14000,
      planMinutes: 24 * LEA_DAY + 4 * MARCO_TUESDAY,
      cancelled: 0,
    });
    // March so far (10 March, 11:00 in Zurich): 8 whole days and 2 hours of Lea's, 2 Tuesdays of Marco's.
    expect(month('2027-03')).toMatchObject({ treatments: 1, bookedMinutes: 30, listPriceRappen: 7500, planMinutes: 8 * LEA_DAY + 120 + 2 * MARCO_TUESDAY });
    const sum = (key: string) => body.months.reduce((total: number, m: Record<string, number>) => total + m[key]!, 0);
    expect(body.totals).toMatchObject({ treatments: 6, bookedMinutes: 330, listPriceRappen: 78500, paidRappen: 59500, cancelledChargeRappen: 14000 });
    expect(body.totals.planMinutes).toBe(sum('planMinutes'));
    expect(body.totals.utilisation).toBeCloseTo(330 / sum('planMinutes'), 10);
    expect(body.therapists.map((th: { id: number }) => th.id).sort()).toEqual([lea, marco].sort());
  });

  it("shows one therapist's figures with the same list of therapists to choose from", async () => {
    const body = (await report(`?therapistId=${marco}`)).json();
    const month = (key: string) => body.months.find((m: { month: string }) => m.month === key);
    expect(month('2027-01')).toMatchObject({ treatments: 0, planMinutes: 4 * MARCO_TUESDAY, utilisation: 0 });
    expect(month('2027-02')).toMatchObject({ treatments: 1, bookedMinutes: 60, paidByCardRappen: 14000, utilisation: 60 / (4 * MARCO_TUESDAY) });
    expect(month('2026-12')).toMatchObject({ planMinutes: 0, utilisation: null });
    expect(body.totals).toMatchObject({ treatments: 1, listPriceRappen: 14000, cancelled: 0, planMinutes: 10 * MARCO_TUESDAY });
    expect(body.therapists).toHaveLength(2);
  });

  it('reports fewer months on request', async () => {
    const body = (await report('?months=1')).json();
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(['2027-02', '2027-03']);
    expect(body.totals.treatments).toBe(3);
  });

  it('refuses customers and accountants, and months that are no whole number from 1 to 24', async () => {
    await createUser(t.db, 'just.a.customer@example.com', ['customer']);
    expect((await report('', await loginCookie(t.app, 'just.a.customer@example.com'))).statusCode).toBe(403);
    expect((await report('', await loginCookie(t.app, 'acc@example.com'))).statusCode).toBe(403);
    const csv = await t.app.inject({ method: 'GET', url: '/api/staff/performance.csv', headers: { cookie: await loginCookie(t.app, 'acc@example.com') } });
    expect(csv.statusCode).toBe(403);
    for (const months of ['0', 'abc', '25', '1.5']) expect((await report(`?months=${months}`)).statusCode, months).toBe(400);
    expect((await report('?therapistId=x')).statusCode).toBe(400);
  });

  it('exports the table as CSV with a header and a totals row equal to the report', async () => {
    const [json, res] = await Promise.all([
      report(`?therapistId=${lea}`),
      t.app.inject({ method: 'GET', url: `/api/staff/performance.csv?therapistId=${lea}&lang=en`, headers: { cookie: planner } }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="performance-2026-03-2027-03.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: string[][] = parse(res.rawPayload, { bom: true, delimiter: ';' });
    expect(rows).toHaveLength(1 + 13 + 1);
    expect(rows[0]![0]).toBe('Month');
    expect(rows[0]).toContain('Paid CHF');
    expect(rows[0]).toContain('Discounts CHF');
    expect(rows[0]).toContain('Invoiced, still open CHF');
    expect(rows[11]).toEqual(['2027-01', '3', '3.25', '3.50', '273.00', '1.3', '495.00', '21.50', '380.00', '280.00', '0.00', '3', '1', '140.00']);
    const totals = json.json().totals;
    const [label, treatments, therapyHours, bookedHours, planHours, utilisation, listPrice, discount, paid, card, open, cancelled, charged, charges] =
      rows.at(-1)!;
    expect(label).toBe('Total');
    expect(Number(treatments)).toBe(totals.treatments);
    expect(Math.round(Number(therapyHours) * 60)).toBe(totals.therapyMinutes);
    expect(Math.round(Number(bookedHours) * 60)).toBe(totals.bookedMinutes);
    expect(Math.round(Number(planHours) * 60)).toBe(totals.planMinutes);
    expect(Number(utilisation)).toBeCloseTo(totals.utilisation * 100, 1);
    expect(Math.round(Number(listPrice) * 100)).toBe(totals.listPriceRappen);
    expect(Math.round(Number(discount) * 100)).toBe(totals.discountRappen);
    expect(Math.round(Number(paid) * 100)).toBe(totals.paidRappen);
    expect(Math.round(Number(open) * 100)).toBe(totals.invoicedOpenRappen);
    expect(Math.round(Number(card) * 100)).toBe(totals.paidByCardRappen);
    expect([Number(cancelled), Number(charged), Math.round(Number(charges) * 100)]).toEqual([
      totals.cancelled,
      totals.cancelledCharged,
      totals.cancelledChargeRappen,
    ]);
  });

  it("heads the CSV in the user's language when none is asked for", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/performance.csv?months=1', headers: { cookie: planner } });
    const rows: string[][] = parse(res.rawPayload, { bom: true, delimiter: ';' });
    expect(rows[0]![0]).toBe('Monat');
    expect(rows.at(-1)![0]).toBe('Total');
    expect(res.headers['content-disposition']).toContain('Leistung-2027-02-2027-03.csv');
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/performance.csv?lang=xx', headers: { cookie: planner } })).statusCode).toBe(400);
  });
});
